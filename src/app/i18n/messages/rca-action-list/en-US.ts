/** The action list page (/root-cause/action-list): every action of the unit, the caller's own first, and its CSV export. */
const rcaActionListEnUS = {
  rcaActionList: {
    columns: {
      title: 'Action',
      effect: 'Effect',
      cause: 'Cause / origin',
      deadline: 'Deadline',
      status: 'Status',
      timeStatus: 'Time status',
      approval: 'Approval',
      verification: 'Verification',
    },
    filters: { search: 'Search', status: 'Status', timeStatus: 'Time status', all: 'All', mine: 'Only mine' },
    groups: { mine: 'My actions', others: 'Other actions' },
    selectAll: 'Select every action of this page',
    select: 'Select this action',
    selected: '%{count} selected',
    clearSelection: 'Clear selection',
    export: 'Export CSV',
    exportSelected: 'Export %{count} to CSV',
    exportError: 'The actions could not be exported.',
    fileName: 'actions.csv',
    emptyUnit: 'This unit has no action yet.',
    empty: 'No action matches these filters.',
  },
};

export type RcaActionListMessages = typeof rcaActionListEnUS;
export default rcaActionListEnUS;
