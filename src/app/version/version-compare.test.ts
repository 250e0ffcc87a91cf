import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './version-compare.js';

describe('isNewerVersion', () => {
  it.each([
    ['3.35.5', '3.35.4', true],
    ['3.35.10', '3.35.4', true],
    ['3.36.0', '3.35.4', true],
    ['4.0.0', '3.35.4', true],
    ['3.36', '3.35.9', true],
    ['v3.35.5', '3.35.4', true],
    ['3.35.4', '3.35.4', false],
    ['3.35.4.0', '3.35.4', false],
    ['3.35.3', '3.35.4', false],
    ['3.9.9', '3.35.4', false],
    ['2.99.99', '3.35.4', false],
    ['', '3.35.4', false],
    ['latest', '3.35.4', false],
    [undefined, '3.35.4', false],
    ['3.35.5', 'dev', false],
  ])('%s published, %s running -> %s', (published, running, want) => {
    expect(isNewerVersion(published, running)).toBe(want);
  });
});
