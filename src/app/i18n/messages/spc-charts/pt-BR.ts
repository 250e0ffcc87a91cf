import type { SpcChartsMessages } from './en-US.js';

const spcChartsPtBR: SpcChartsMessages = {
  spcCharts: {
    statistic: { xbar: 'X̄', i: 'I', p: 'p', np: 'np', c: 'c', u: 'u', r: 'R', s: 'S', mr: 'AM' },
    dispersionTitle: { r: 'Amplitude (R)', s: 'Desvio padrão (S)', mr: 'Amplitude móvel (AM)' },
    lines: { center: 'LC', ucl: 'LSC', lcl: 'LIC', lsl: 'LIE', usl: 'LSE', mean: 'Média' },
    tooltip: { n: 'n = %{n}', limits: 'LIC %{lcl} · LC %{center} · LSC %{ucl}' },
    histogram: { title: 'Histograma dos valores', count: 'Valores', bin: '%{from} a %{to}', empty: 'Sem valores para agrupar.' },
    capability: {
      title: 'Capacidade',
      none: 'A capacidade precisa de valores e de pelo menos um limite de especificação.',
      cp: 'Cp',
      cpk: 'Cpk',
      pp: 'Pp',
      ppk: 'Ppk',
      mean: 'Média',
      sigmaWithin: 'σ dentro dos subgrupos',
      sigmaOverall: 'σ global',
      n: 'Valores (n)',
      lsl: 'LIE',
      usl: 'LSE',
      withinNote: 'Cp, Cpk: σ dentro dos subgrupos = %{estimator}',
      overallNote: 'Pp, Ppk: σ global = desvio padrão amostral s',
      estimator: { 'xbar-r': 'R̄/d₂', 'xbar-s': 'S̄/c₄', 'i-mr': 'AM̄/d₂' },
      good: 'capaz (≥ 1,33)',
      poor: 'não capaz (< 1)',
    },
    rules: { title: 'Violações de regras', none: 'Nenhuma regra violada neste período.', count: '%{short}: %{n}' },
  },
};

export default spcChartsPtBR;
