/** `/equipment-management/stopping-chart`: the pareto of stops, their list and the frame's OEE. */
const stopChartsEnUS = {
  stopCharts: {
    by: { label: 'Group stops by', motive: 'By motive', group: 'By motive group' },
    unit: { hours: 'hours', minutes: 'minutes' },
    duration: 'Stop time',
    durationIn: '%{value} %{unit} stopped',
    cumulative: 'Cumulative share',
    cumulativeValue: 'Cumulative: %{value} %',
    stopCount: '%{n} stop |||| %{n} stops',
    noMotive: 'No motive',
    totals: '%{duration} %{unit} stopped in %{n} stop |||| %{duration} %{unit} stopped in %{n} stops',
    empty: 'No stops in this period.',
    columns: { label: 'Motive or group', duration: 'Stop time (%{unit})', count: 'Stops', share: 'Share', cumulative: 'Cumulative' },
    drillDown: {
      title: '%{label}: %{smart_count} stop |||| %{label}: %{smart_count} stops',
      start: 'Start',
      end: 'End',
      duration: 'Duration',
      status: 'State',
      empty: 'No stops of this motive in this period.',
    },
    oee: {
      factors: { oee: 'OEE', availability: 'Availability', performance: 'Performance', quality: 'Quality' },
      level: 'Per',
      levels: { hour: 'Hour', shift: 'Shift', day: 'Day', week: 'Week', month: 'Month' },
      noData: 'No OEE data in this period.',
      missing: 'No OEE setting for this frame: configure it in Settings > OEE.',
      configure: 'Open the OEE settings',
    },
  },
};

export type StopChartsMessages = typeof stopChartsEnUS;
export default stopChartsEnUS;
