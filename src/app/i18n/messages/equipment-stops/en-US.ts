/** Stops (business modules §4): the server's refusals, the states and the history's actions; OEE input refusals. */
const equipmentStopsEnUS = {
  equipmentStops: {
    errors: {
      stateChanged: 'Someone else changed this stop first. Reload it and try again.',
      actionNotAllowed: 'This stop’s state does not allow this action.',
      overlap: 'Another stop of this event already covers part of this period.',
      annulmentNotAllowed: 'This event does not allow annulling stops.',
      noIntegration: 'This event has no integration address to send the stop to.',
      notRecorder: 'You are not among the people who record stops of this event.',
      notApprover: 'You are not among the people who approve stops of this event.',
      notAnnuller: 'You are not among the people who annul stops of this event.',
      motiveNotAllowed: 'This motive is not allowed for this event.',
      motiveRequired: 'This event requires a motive.',
      endBeforeStart: 'The end must come after the start.',
      automaticTimes: 'The times of a stop detected automatically cannot be changed.',
      reproveNeedsComment: 'Say why the stop is reproved.',
      periodInverted: 'The end of the period must come after its start.',
      splitOutside: 'The split instant must fall inside the stop.',
      lastStopTooShort: 'The last part of the split must last more than 1 second.',
    },
    status: {
      open: 'Open',
      finished: 'Finished',
      annulled: 'Annulled',
    },
    consistency: {
      notApproved: 'Not approved',
      approved: 'Approved',
      integrating: 'Sending to integration',
      integrated: 'Integrated',
      integrationError: 'Integration error',
    },
    history: {
      detected: 'Detected',
      created: 'Created',
      edited: 'Edited',
      split: 'Split',
      annulled: 'Annulled',
      enabled: 'Enabled again',
      approved: 'Approved',
      reproved: 'Reproved',
      integrating: 'Sent to integration',
      integrated: 'Integrated',
      integrationError: 'Integration failed',
      remade: 'Recalculated',
    },
  },
  oee: {
    errors: {
      plannedTimePositive: 'The planned production time must be greater than zero.',
      runTimeOverPlanned: 'The run time cannot exceed the planned production time.',
      cycleTimePositive: 'The ideal cycle time must be greater than zero.',
      goodOverTotal: 'The good count cannot exceed the total count.',
    },
  },
};

export type EquipmentStopsMessages = typeof equipmentStopsEnUS;
export default equipmentStopsEnUS;
