import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar-rules.js';

const mb = 1024 * 1024;

describe('avatarProblem', () => {
  it.each([
    ['a small png', { size: 10_000, type: 'image/png' }, undefined],
    ['a jpeg just under 2 MB', { size: 2 * mb - 1, type: 'image/jpeg' }, undefined],
    ['a jpeg of 2 MB', { size: 2 * mb, type: 'image/jpeg' }, 'accessControl.users.lessTwoMb'],
    ['a gif', { size: 10, type: 'image/gif' }, 'accessControl.users.pngJpg'],
    ['a file of unknown type', { size: 10, type: '' }, 'accessControl.users.pngJpg'],
  ])('%s', (_name, file, want) => {
    expect(avatarProblem(file)).toBe(want);
  });
});
