/** The dashboard's goal and summary components: goal, deviation and exception management, report, grid, treemap, pie. */
const dashboardTagSummariesEnUS = {
  dashboards: {
    components: {
      summaries: {
        tag: 'Tag',
        period: 'Period',
        none: '—',
        goalStatus: { met: 'Goal met', withinTolerance: 'Within tolerance', missed: 'Goal missed', noGoal: 'No goal', noData: 'No value' },
        goal: { value: '%{value}', band: '%{lower} to %{upper}', atLeast: 'at least %{lower}', atMost: 'at most %{upper}' },
        bucket: { shift: '%{day} shift %{n}', week: 'Week of %{day}' },
        noMotive: 'No motive',
      },
      goalManagement: {
        empty: 'No tags to show.',
        hidden:
          '%{smart_count} earlier period not shown: widen the widget to see it |||| %{smart_count} earlier periods not shown: widen the widget to see them',
        cell: '%{code}, %{bucket}: %{actual} against a goal of %{goal}, %{attainment} of the goal, %{status}',
        cellNoGoal: '%{code}, %{bucket}: %{actual}, %{status}',
        attainment: '%{value} %',
      },
      deviationManagement: {
        empty: 'No tag has both a goal and a value in this period.',
        axis: 'Deviation from goal (%)',
        tolerance: 'Tolerance band: ±%{value} %',
        row: '%{code}: %{actual} against a goal of %{goal}, deviation %{deviation} (%{percent} %), %{status}',
        withoutGoal: 'No goal or no value: %{codes}',
      },
      exceptionManagement: {
        empty: 'Every watched tag is within its limits.',
        columns: { tag: 'Tag', value: 'Value', limit: 'Limit crossed', since: 'Out since' },
        limits: {
          spec_high: 'Above USL %{bound}',
          spec_low: 'Below LSL %{bound}',
          action_high: 'Above action limit %{bound}',
          action_low: 'Below action limit %{bound}',
        },
        beforeWindow: 'over 24 h (since before %{time})',
        more: '%{shown} of %{total} tags out of limits shown',
        capped: 'Only the first %{max} tags with limits are watched.',
      },
      report: {
        empty: 'No values in this period.',
      },
      grid: {
        emptyTags: 'No tags to show.',
        emptyStops: 'No stops of this event in the last 30 days.',
        columns: { tag: 'Tag', value: 'Value', time: 'Time', status: 'Status', start: 'Start', end: 'End', duration: 'Duration', motive: 'Motive' },
        open: 'Open',
      },
      treemap: {
        empty: 'No stops in this period.',
        tile: '%{label}: %{duration}, %{share} % of the stop time',
      },
      pie: {
        emptyStops: 'No stops in this period.',
        emptyTags: 'No tag has a positive value to share in this period.',
        slice: '%{label}: %{value}, %{share} %',
        noShare: 'Not in the pie (no positive value): %{codes}',
      },
    },
  },
};

export default dashboardTagSummariesEnUS;
