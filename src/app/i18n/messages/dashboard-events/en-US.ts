/** The dashboard's event and people components: pareto, gantt, event manager, logbook, operator chart. */
const dashboardEventsEnUS = {
  dashboards: {
    components: {
      duration: { seconds: '%{value} s', minutes: '%{value} min', hours: '%{value} h' },
      noMotive: 'No motive',
      unknownUser: 'User #%{id}',
      pareto: {
        empty: 'No stops in this period.',
        others: 'Others',
        othersMotives: 'Others (%{smart_count} motive) |||| Others (%{smart_count} motives)',
        axis: { hours: 'Stop time (h)', minutes: 'Stop time (min)', count: 'Stops' },
        cumulative: 'Cumulative share',
        stopped: '%{duration} stopped',
        stops: '%{smart_count} stop |||| %{smart_count} stops',
        share: 'Cumulative: %{value} %',
      },
      gantt: {
        empty: 'No stops in this period.',
        stops: '%{smart_count} stop |||| %{smart_count} stops',
        mixed: 'Several motives',
        open: 'Still open',
        span: '%{start} – %{end}',
        stopped: '%{duration} stopped',
      },
      eventManager: {
        empty: 'No stops of this event yet.',
        emptyOpen: 'No open stops.',
        needsMotive: 'Needs a motive',
        openPage: 'Open this event in Stopping points',
      },
      logbook: {
        empty: 'No logbook entries yet.',
      },
      operatorChart: {
        empty: 'No values entered by hand in this period.',
        values: 'Values entered',
        others: '%{smart_count} more operator: %{values} values |||| %{smart_count} more operators: %{values} values',
      },
    },
  },
};

export type DashboardEventsMessages = typeof dashboardEventsEnUS;
export default dashboardEventsEnUS;
