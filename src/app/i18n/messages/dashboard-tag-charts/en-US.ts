/** The dashboard's tag value components: chart, gauge, solid gauge, bullet chart and tag status. */
const dashboardTagChartsEnUS = {
  dashboards: {
    errors: {
      startAfterEnd: 'Start value must not exceed end value.',
    },
    components: {
      tagValues: {
        noValue: 'No value in this period',
        status: { normal: 'Normal', warning: 'Warning', alarm: 'Alarm', noData: 'No data' },
        reading: '%{code}: %{value}, %{status}',
        readingAt: '%{code}: %{value}, %{status}, at %{time}',
        scale: 'Scale %{min} to %{max}',
      },
      chart: {
        noValues: 'No values in this period.',
        limits: { spec_low: 'LSL %{code}', spec_high: 'USL %{code}', action_low: 'Action low %{code}', action_high: 'Action high %{code}' },
        goal: 'Goal %{code}',
      },
      solidGauge: {
        percent: '%{percent}% of the scale',
      },
      bulletChart: {
        target: 'Target %{value}',
        summary: '%{code}: %{value} against a target of %{target}',
      },
    },
  },
};

export default dashboardTagChartsEnUS;
