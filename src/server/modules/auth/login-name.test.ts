import { describe, expect, it } from 'vitest';
import { entities } from '../../../generated/entities.js';
import { isPossibleLogin } from './login-name.js';

describe('isPossibleLogin', () => {
  it.each([
    ['a plain login', 'operator', true],
    ['50 characters', 'x'.repeat(50), true],
    ['51 characters', 'x'.repeat(51), false],
    ['a space inside', 'john smith', false],
    ['empty', '', false],
  ])('%s', (_name, login, want) => {
    expect(isPossibleLogin(entities.users, login)).toBe(want);
  });
});
