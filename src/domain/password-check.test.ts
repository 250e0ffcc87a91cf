import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswordKey } from './password-check.js';

describe('checkPassword', () => {
  it('accepts a long mixed password that is not common', async () => {
    expect(await checkPassword('Kx7#mQ2v!pLr9w')).toEqual([]);
  });

  it('refuses a common password that meets every other rule, with its own key', async () => {
    expect(await checkPassword('Password123!')).toEqual([commonPasswordKey]);
  });

  it('lists the section 5 rules before the common-password one', async () => {
    expect(await checkPassword('password')).toEqual([
      'global.labels.validatePassword.minimumCaracters',
      'global.labels.validatePassword.upperCase',
      'global.labels.validatePassword.number',
      'global.labels.validatePassword.specialCaracter',
      commonPasswordKey,
    ]);
  });
});
