/** User registration, user form, unit assignment, avatar and profile popup (platform-core sections 2, 5, 6 and 8). */
const usersEnUS = {
  accessControl: {
    users: {
      pngJpg: 'The photo must be a PNG or JPEG image.',
      lessTwoMb: 'The photo must be smaller than 2 MB.',
      profileBeyondOwn: 'You cannot give an access profile that grants more than you hold in that unit. Ask an administrator.',
    },
  },
  global: {
    warning: {
      messages: {
        registerUserLimit: 'The limit of registered users for this client has been reached. Remove a user from their units or ask for a larger limit.',
      },
    },
  },
  app: {
    users: {
      confirmPassword: 'Confirm the password',
      adminOnlyType: 'Only an administrator can make a user an administrator',
      ownStatusLocked: 'You cannot change your own type or active flag',
      ownPasswordInProfile: 'To change your own password, use My profile in the header menu: it asks for your current password.',
      readOnlyAdmin: 'This user is an administrator. Only administrators can change it.',
      blocked: 'An administrator blocked this user. You may set a new password, then unblock the user.',
      signInLocked: 'Sign-in for this user is locked until %{until} after too many failed attempts. You may set a new password, then unblock the user now.',
      unblock: 'Unblock',
      unblocked: 'The user was unblocked.',
      photo: {
        label: 'Photo',
        upload: 'Upload photo',
        remove: 'Remove photo',
        hint: 'PNG or JPEG, smaller than 2 MB',
      },
      units: {
        title: 'Units',
        adminHint: 'Administrators reach every unit. Choose the units this user is registered in.',
        regularHint: 'Register the user in a unit, then choose the access profiles and the initial page there.',
        assigned: 'Registered in %{unit}',
        profiles: 'Access profiles',
        noProfiles: 'The client has no access profiles yet.',
        initialPage: 'Initial page',
        firstPermitted: 'First permitted page',
        none: 'The client has no units yet.',
        saveFirst: 'Save the user first, then register them in units.',
      },
    },
    profile: {
      open: 'Profile and preferences',
      edit: 'Edit my profile',
      title: 'My profile',
      language: 'Language',
      darkTheme: 'Dark theme',
      signOut: 'Sign out',
      saved: 'Your profile was saved.',
      passwordHint: 'Leave empty to keep your password',
    },
  },
};

export default usersEnUS;
export type UsersMessages = typeof usersEnUS;
