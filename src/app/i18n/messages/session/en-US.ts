/** Sign-in outcomes, the consent and new-password dialogs, and the password policy (platform-core sections 4, 5 and 8). */
const sessionEnUS = {
  auth: {
    signin: {
      attemptCount: 'Attempt %{count}:',
    },
    password: {
      current: 'Current password',
      currentHint: 'Needed to set a new password',
      currentWrong: 'The current password is not correct.',
    },
    changePassword: {
      title: 'Choose a new password',
      forced: 'Your password must be changed before you continue.',
      tooShort: 'Your current password is shorter than the 12 characters now required. Please choose a new one.',
      newPassword: 'New password',
      confirmPassword: 'Confirm the new password',
      comparePassword: 'The passwords do not match',
      generate: 'Generate password',
      generated: 'A strong password was generated. Keep it somewhere safe before you save.',
      show: 'Show the password',
      hide: 'Hide the password',
      rules: 'At least 12 characters, with an upper-case letter, a lower-case letter, a digit and a symbol.',
      save: 'Save password',
      saved: 'Your password was changed.',
    },
    consent: {
      title: 'Use of your personal data',
      text: 'To use the platform, we store your name, e-mail address and photo, and show them to the people you work with. Do you allow it?',
      allow: 'Allow',
      deny: 'Do not allow',
      confirmTitle: 'Do not allow the use of your data?',
      confirmText:
        'Without your consent you cannot use the platform: your user will be deactivated and you will be signed out. An administrator can activate it again.',
      confirmDeny: 'Deactivate and sign out',
      back: 'Back',
    },
  },
  global: {
    labels: {
      validatePassword: {
        commonPassword: 'This password is too common or too easy to guess. Choose another one.',
      },
    },
  },
};

export default sessionEnUS;
export type SessionMessages = typeof sessionEnUS;
