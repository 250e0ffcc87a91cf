/** The shared stop parts, `/equipment-management/approve-stop`, `/consistency/equipment-stopping` and `/analysis/event-manager`. */
const stopApprovalEnUS = {
  stopApproval: {
    shared: {
      frame: 'Frame',
      allFrames: 'All frames',
      reproved: 'Reproved',
      noMotive: 'No motive',
      selectAll: 'Select all stops',
      selectStop: 'Select this stop',
      columns: {
        start: 'Start',
        end: 'End',
        duration: 'Duration',
        motive: 'Motive',
        frame: 'Frame',
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
    consistency: {
      empty: 'No stops in this state in this period.',
      resend: 'Resend to integration',
      resent: '%{smart_count} stop sent to integration again |||| %{smart_count} stops sent to integration again',
    },
    events: {
      frames: 'Frames',
      framesPlaceholder: 'Choose frames',
      chooseFrames: 'Choose the frames whose stops you want to see.',
      chooseTags: 'Choose tags to draw their trend under the stops.',
      stopsTitle: 'Stops of the chosen frames',
      empty: 'The chosen frames have no stops in this period.',
      legend: 'Stops by motive',
    },
  },
};

export type StopApprovalMessages = typeof stopApprovalEnUS;
export default stopApprovalEnUS;
