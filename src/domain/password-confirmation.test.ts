import { describe, expect, it } from 'vitest';
import { confirmationProblem } from './password-confirmation.js';

describe('confirmationProblem', () => {
  it.each([
    ['equal', 'New#Password2026', 'New#Password2026', undefined],
    ['missing', 'New#Password2026', '', 'global.labels.requiredField'],
    ['different', 'New#Password2026', 'New#Password2025', 'auth.changePassword.comparePassword'],
    ['different case', 'New#Password2026', 'new#password2026', 'auth.changePassword.comparePassword'],
  ])('%s', (_name, password, confirmation, want) => {
    expect(confirmationProblem(password, confirmation)).toBe(want);
  });
});
