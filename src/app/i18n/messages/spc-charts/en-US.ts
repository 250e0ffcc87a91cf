/** The SPC chart components shared by the exploratory, production and management pages: control chart, histogram, capability, rule legend. */
const spcChartsEnUS = {
  spcCharts: {
    statistic: { xbar: 'X̄', i: 'I', p: 'p', np: 'np', c: 'c', u: 'u', r: 'R', s: 'S', mr: 'MR' },
    dispersionTitle: { r: 'Range (R)', s: 'Standard deviation (S)', mr: 'Moving range (MR)' },
    lines: { center: 'CL', ucl: 'UCL', lcl: 'LCL', lsl: 'LSL', usl: 'USL', mean: 'Mean' },
    tooltip: { n: 'n = %{n}', limits: 'LCL %{lcl} · CL %{center} · UCL %{ucl}' },
    histogram: { title: 'Histogram of the values', count: 'Values', bin: '%{from} to %{to}', empty: 'No values to group.' },
    capability: {
      title: 'Capability',
      none: 'Capability needs values and at least one specification limit.',
      cp: 'Cp',
      cpk: 'Cpk',
      pp: 'Pp',
      ppk: 'Ppk',
      mean: 'Mean',
      sigmaWithin: 'σ within',
      sigmaOverall: 'σ overall',
      n: 'Values (n)',
      lsl: 'LSL',
      usl: 'USL',
      withinNote: 'Cp, Cpk: within σ = %{estimator}',
      overallNote: 'Pp, Ppk: overall σ = sample standard deviation s',
      estimator: { 'xbar-r': 'R̄/d₂', 'xbar-s': 'S̄/c₄', 'i-mr': 'MR̄/d₂' },
      good: 'capable (≥ 1.33)',
      poor: 'not capable (< 1)',
    },
    rules: { title: 'Rule violations', none: 'No rule violated in this period.', count: '%{short}: %{n}' },
  },
};

export type SpcChartsMessages = typeof spcChartsEnUS;
export default spcChartsEnUS;
