/** The app's own messages (platform-core keys plus shell labels), in react-admin's `%{x}` style. */
export const appEnUS = {
  auth: {
    signin: {
      title: 'Sign in',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      typeUser: 'Enter your username',
      typePassword: 'Enter your password',
      apiUrl: 'Enter the API address',
      failure: 'Invalid username or password.',
      unauthorized: 'You have no access to any unit.',
      withoutContract: 'There is no active contract for your units.',
      failurePassword:
        'Wrong username or password. %{smart_count} attempt left before the user is blocked. |||| Wrong username or password. %{smart_count} attempts left before the user is blocked.',
      failurePasswordLimit:
        'Sign-in for this user is locked after too many failed attempts, or an administrator blocked it. Try again later, or ask an administrator to unblock it.',
      tooManyAttempts: 'Too many sign-in attempts from this device. Wait a minute and try again.',
      inactiveUser: 'This user is inactive.',
      language: 'Language',
      version: 'Version %{version}',
    },
  },
  global: {
    error: {
      messages: {
        serverError: 'The server is not available',
        defaultError: 'Something went wrong. Please try again.',
        loadDataError: 'The data could not be loaded.',
        tryAgain: 'Try again',
        validation: 'Some fields are not valid. Check the highlighted fields.',
        unauthorized: 'Your session has ended. Please sign in again.',
        forbidden: 'You do not have permission to do this.',
        notFound: 'The record was not found.',
        payloadTooLarge: 'The data sent is too large.',
        insertConflict: 'A record with these values already exists.',
        editConflict: 'Another record already uses these values.',
        deleteConflict: 'This record is related to other data. Remove those links first.',
        saveError: 'The record could not be saved.',
        editError: 'The record could not be updated.',
        deleteError: 'The record could not be deleted.',
        fetchError: 'The data could not be fetched.',
        connectionError: 'The server could not be reached. Check your connection.',
        tooManyRequests: 'Too many requests. Please wait a minute and try again.',
      },
    },
    success: {
      messages: {
        update: 'Updated successfully.',
        save: 'Saved successfully.',
      },
    },
    labels: {
      requiredField: 'Required field',
      maxLengthExceeded: 'At most %{max} characters',
      noSpacesAllowed: 'Spaces are not allowed',
      userExists: 'This login is already taken',
      insertValidEmail: 'Enter a valid e-mail address',
      validatePassword: {
        minimumCaracters: 'The password needs at least 12 characters',
        upperCase: 'The password needs an uppercase letter',
        lowerCase: 'The password needs a lowercase letter',
        number: 'The password needs a digit',
        specialCaracter: 'The password needs a special character',
      },
    },
  },
  validation: {
    minLength: 'At least %{min} characters',
    minValue: 'Must be %{min} or more',
    maxValue: 'Must be %{max} or less',
    integer: 'Must be a whole number',
    number: 'Must be a number',
    type: 'This value has the wrong type',
    oneOf: 'Must be one of: %{options}',
    pattern: 'The format is not valid',
    color: 'Must be a colour such as #1890ff',
    format: {
      date: 'Must be a date (YYYY-MM-DD)',
      dateTime: 'Must be a date and time',
      hourMinute: 'Must be a time as HH:mm',
    },
    maxItems: 'At most %{max} items',
    minItems: 'At least %{min} items',
    uniqueItems: 'Items must not repeat',
    unknownField: 'This field is not accepted',
    unique: 'This value is already in use',
    referenceNotFound: 'The selected record does not exist',
    invalid: 'This value is not valid',
    nulCharacter: 'This text holds a NUL character (U+0000), which is not accepted',
  },
  menu: {
    settings: 'Settings',
  },
  app: {
    unit: {
      label: 'Unit',
      choose: 'Choose the unit',
      none: 'No unit',
    },
    theme: {
      light: 'Light theme',
      dark: 'Dark theme',
    },
    footer: '© %{year} %{title}',
    users: {
      passwordHint: 'Leave empty to keep the current password',
    },
  },
};

export type AppMessages = typeof appEnUS;
