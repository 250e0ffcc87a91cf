/** The shared stop parts, `/equipment-management/approve-stop`, `/consistency/equipment-stopping` and `/analysis/event-manager`. */
const stopApprovalEnUS = {
  stopApproval: {
    shared: {
      frame: 'Event',
      allFrames: 'All events',
      reproved: 'Reproved',
      noMotive: 'No motive',
      selectAll: 'Select all stops',
      selectStop: 'Select this stop',
      columns: {
        start: 'Start',
        end: 'End',
        duration: 'Duration',
        motive: 'Motive',
        frame: 'Event',
        comment: 'Comment',
        status: 'State',
        consistency: 'Consistency',
        reproved: 'Reproved',
        integrationError: 'Integration error',
      },
    },
    approve: {
      empty: 'No finished stops are waiting for approval in this period.',
      chosen: '%{smart_count} stop chosen |||| %{smart_count} stops chosen',
      approve: 'Approve',
      reprove: 'Reprove',
      approveTitle: 'Approve %{smart_count} stop |||| Approve %{smart_count} stops',
      reproveTitle: 'Reprove %{smart_count} stop |||| Reprove %{smart_count} stops',
      comment: 'Comment',
      commentRequired: 'Say why the stops are reproved.',
      password: 'Your password',
      approveStatement:
        'By signing you confirm that you checked this stop and approve it; your password is your electronic signature. |||| By signing you confirm that you checked these %{smart_count} stops and approve them; your password is your electronic signature.',
      reproveStatement:
        'By signing you confirm that you reprove this stop so it is corrected; your password is your electronic signature. |||| By signing you confirm that you reprove these %{smart_count} stops so they are corrected; your password is your electronic signature.',
      approveSign: 'Sign and approve',
      reproveSign: 'Sign and reprove',
      withoutMotive: 'Stops without a motive:',
      approved: '%{smart_count} stop approved |||| %{smart_count} stops approved',
      reproved: '%{smart_count} stop reproved |||| %{smart_count} stops reproved',
    },
  },
};

export type StopApprovalMessages = typeof stopApprovalEnUS;
export default stopApprovalEnUS;
