/** Contract check, banner and the `/expired` renewal screen (platform-core sections 2, 4, 5 and 8). */
const enUS = {
  expired: {
    title: 'Contract renewal',
    token: {
      invalid: 'This renewal key is not valid. Check that it was copied in full and is meant for your company.',
      superseded: 'A newer renewal key has already been applied; this one can no longer be used.',
    },
    fields: {
      key: 'Renewal key',
      keyHelp: 'Paste the key you received from your supplier. Line breaks and spaces are ignored.',
    },
    actions: {
      validate: 'Validate key',
      back: 'Back',
      renew: 'Renew',
    },
    messages: {
      expired: 'The contract ended on %{date}. Enter a renewal key to keep using the platform.',
      active: 'The contract is valid until %{date}: %{smart_count} day left. |||| The contract is valid until %{date}: %{smart_count} days left.',
      banner: 'The contract ends on %{date}: %{smart_count} day left. |||| The contract ends on %{date}: %{smart_count} days left.',
      renewed: 'Contract renewed until %{date}.',
      checkError: 'Could not check the contract.',
      askAdministrator: 'Only an administrator can apply a renewal key. Please contact an administrator of your company.',
      blocked: 'The contract has expired. Renew it to keep using the platform.',
    },
  },
};

export default enUS;
