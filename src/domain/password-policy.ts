/** The password rules of platform-core section 5; each broken rule is one message key. */
export const passwordMinimumLength = 12;

const rules: readonly [string, (password: string) => boolean][] = [
  ['global.labels.validatePassword.minimumCaracters', (p) => [...p].length >= passwordMinimumLength],
  ['global.labels.validatePassword.upperCase', (p) => /\p{Lu}/u.test(p)],
  ['global.labels.validatePassword.lowerCase', (p) => /\p{Ll}/u.test(p)],
  ['global.labels.validatePassword.number', (p) => /\p{Nd}/u.test(p)],
  ['global.labels.validatePassword.specialCaracter', (p) => /[^\p{L}\p{Nd}]/u.test(p)],
];

export function passwordProblems(password: string): string[] {
  return rules.filter(([, holds]) => !holds(password)).map(([key]) => key);
}
