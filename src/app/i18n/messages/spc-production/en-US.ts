/** `/statistical-control/production`: the operator's grid of control cards. */
const spcProductionEnUS = {
  spcProduction: {
    empty: 'This unit has no active control cards.',
    createCard: 'Set up control cards',
    refreshedAt: 'Updated at %{time} · refreshed every 30 s',
    state: { noData: 'No data', outOfControl: 'Out of control', inControl: 'In control' },
    open: '%{smart_count} open violation |||| %{smart_count} open violations',
    newViolation: 'New violation: |||| %{smart_count} new violations:',
    acknowledge: 'Acknowledge',
  },
};

export type SpcProductionMessages = typeof spcProductionEnUS;
export default spcProductionEnUS;
