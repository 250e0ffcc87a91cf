import { isCommonPassword } from './common-passwords.js';
import { passwordProblems } from './password-policy.js';

export const commonPasswordKey = 'global.labels.validatePassword.commonPassword';

/**
 * Every rule a new password must meet, as message keys: the section 5 rules, then the
 * common-password list. The one check the form, the API and `npm run init` all run.
 */
export async function checkPassword(password: string): Promise<string[]> {
  const problems = passwordProblems(password);
  return (await isCommonPassword(password)) ? [...problems, commonPasswordKey] : problems;
}
