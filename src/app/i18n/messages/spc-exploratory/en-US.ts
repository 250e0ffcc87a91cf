/** `/statistical-control/exploratory`: a control chart of any SPC tag over a period, and saving it as a card. */
const spcExploratoryEnUS = {
  spcExploratory: {
    filters: {
      tag: 'Tag',
      tagPlaceholder: 'Search by code or description',
      noTags: 'No tag matches',
      chart: 'Chart type',
      sampling: 'Sampling',
      subgroupSize: 'Subgroup size',
      subgroupSizeHelp: '2 to 25 values',
      sampleSize: 'Sample size',
      sampleSizeHelp: 'Units inspected per count',
      k: 'K factor',
      kHelp: 'Sigma multiple of the limits',
      rules: 'Rules to run',
    },
    samplings: {
      subgroup: 'Consecutive values',
      'day-3': '3 entries per day (shifts)',
      'day-6': '6 entries per day',
      'day-24': '24 entries per day (hourly)',
    },
    errors: {
      tagRequired: 'Choose a tag',
      subgroupSize: 'A subgroup has %{min} to %{max} values',
      sampleSize: 'Give the sample size (a whole number of 1 or more)',
      k: 'K must be from %{min} to %{max}',
      rulesRequired: 'Choose at least one rule',
      chartRefused: 'The chart could not be drawn: %{details}',
    },
    empty: {
      noTags: 'This unit has no tags for statistical control yet.',
      noTagsHint: 'Link tags to a rule set in Settings › Statistical control › Rules.',
      openRules: 'Open the rule sets',
      chooseTag: 'Choose a tag to see its control chart.',
      noValues: 'The tag has no values in this period to form subgroups.',
    },
    downsampled: 'Showing %{shown} of %{total} subgroups (reduced to the chart width; every violated point is kept).',
    summary: '%{n} subgroup |||| %{n} subgroups',
    limitsSource: { computed: 'Limits computed from the period shown', given: 'Limits given by the card' },
    save: {
      button: 'Save as card',
      title: 'Save this chart as a card',
      intro: '%{chart} of %{tag}, as chosen on this page.',
      code: 'Code',
      description: 'Description',
      ruleSet: 'Rule set',
      noRuleSet: 'No active rule set of this unit charts this tag: add the tag to a rule set first.',
      k: 'K factor',
      alert: 'Alert on violation (optional)',
      noAlert: 'No alert',
      refused: 'The card was not saved:',
      saved: 'Card %{code} saved.',
      openCard: 'Open the card',
      openManagement: 'Open the management page',
      close: 'Close',
    },
  },
};

export type SpcExploratoryMessages = typeof spcExploratoryEnUS;
export default spcExploratoryEnUS;
