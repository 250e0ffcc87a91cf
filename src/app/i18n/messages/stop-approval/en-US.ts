/** The shared stop parts, `/equipment-management/approve-stop`, `/consistency/equipment-stopping` and `/analysis/event-manager`. */
const stopApprovalEnUS = {
  stopApproval: {
    shared: {
      frame: 'Event',
      allFrames: 'All events',
      reproved: 'Reproved',
      noMotive: 'No motive',
    },
  },
};

export type StopApprovalMessages = typeof stopApprovalEnUS;
export default stopApprovalEnUS;
