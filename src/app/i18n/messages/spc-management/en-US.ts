/** `/statistical-control/management`: the cards' overview, a card's chart, capability trend and violations, and their treatment. */
const spcManagementEnUS = {
  spcManagement: {
    chooseCard: 'Choose a card in the table to see its chart, capability and violations.',
    overview: {
      title: 'Control cards',
      empty: 'This unit has no control cards.',
      columns: {
        card: 'Card',
        tag: 'Tag',
        chart: 'Chart',
        latest: 'Latest point',
        state: 'State',
        violations: 'Violations in the period',
        open: 'Open',
        cpk: 'Cpk',
      },
      state: { noData: 'No data', inControl: 'In control', violation: 'Violation' },
      none: 'None',
      ruleCount: '%{rule}: %{smart_count} violation |||| %{rule}: %{smart_count} violations',
    },
    chart: { title: 'Control chart of %{card}', empty: 'No points in this period.' },
    capability: {
      title: 'Capability per week',
      empty: 'No capability in this period: it needs specification limits and values.',
      week: 'Week of %{date}',
    },
    violations: {
      title: 'Violations',
      empty: 'No violations with this filter in the period.',
      filter: { open: 'Open', treated: 'Treated', all: 'All' },
      columns: {
        point: 'Point',
        rule: 'Rule',
        value: 'Value',
        status: 'State',
        diagnostic: 'Diagnostic',
        correctiveAction: 'Corrective action',
        comment: 'Comment',
        treated: 'Treated by',
      },
      status: { open: 'Open', treated: 'Treated' },
      treatedBy: '%{user}, %{time}',
      treat: 'Treat',
      showHistory: 'Show history',
      hideHistory: 'Hide history',
    },
    history: {
      empty: 'No history.',
      action: { detected: 'Detected', treated: 'Treated' },
      byJob: 'by the evaluation job',
      by: 'by %{user}',
      fields: { status: 'State', diagnostic: 'Diagnostic', corrective_action: 'Corrective action', comment: 'Comment' },
    },
    treat: {
      title: 'Treat violation',
      summary: 'Card %{card} · %{rule} · point at %{time}, value %{value}',
      diagnostic: 'Diagnostic',
      correctiveAction: 'Corrective action',
      comment: 'Comment',
      noOptions: "None active in this unit's catalogue.",
      submit: 'Save treatment',
      done: 'Violation treated.',
      stale: 'Someone else changed this violation first. The list was reloaded: check it and try again.',
    },
  },
};

export type SpcManagementMessages = typeof spcManagementEnUS;
export default spcManagementEnUS;
