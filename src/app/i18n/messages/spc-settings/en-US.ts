/** SPC settings pages: the rule help page and the card form. */
const spcSettingsEnUS = {
  spcSettings: {
    help: {
      intro: 'What to check and do when a rule is violated. The chart pages show this help beside the violation.',
      heading: '%{short} · %{name}',
      placeholder: 'What to check, whom to call, what to do…',
      none: 'No help written for this rule yet.',
    },
    cards: {
      chooseRuleSetFirst: 'Choose the rule set first: the tag is one of its tags.',
    },
  },
};

export type SpcSettingsMessages = typeof spcSettingsEnUS;
export default spcSettingsEnUS;
