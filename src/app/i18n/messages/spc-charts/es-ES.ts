import type { SpcChartsMessages } from './en-US.js';

const spcChartsEsES: SpcChartsMessages = {
  spcCharts: {
    statistic: { xbar: 'X̄', i: 'I', p: 'p', np: 'np', c: 'c', u: 'u', r: 'R', s: 'S', mr: 'RM' },
    dispersionTitle: { r: 'Rango (R)', s: 'Desviación típica (S)', mr: 'Rango móvil (RM)' },
    lines: { center: 'LC', ucl: 'LCS', lcl: 'LCI', lsl: 'LEI', usl: 'LES', mean: 'Media' },
    tooltip: { n: 'n = %{n}', limits: 'LCI %{lcl} · LC %{center} · LCS %{ucl}' },
    histogram: { title: 'Histograma de los valores', count: 'Valores', bin: '%{from} a %{to}', empty: 'No hay valores que agrupar.' },
    capability: {
      title: 'Capacidad',
      none: 'La capacidad necesita valores y al menos un límite de especificación.',
      cp: 'Cp',
      cpk: 'Cpk',
      pp: 'Pp',
      ppk: 'Ppk',
      mean: 'Media',
      sigmaWithin: 'σ dentro de los subgrupos',
      sigmaOverall: 'σ global',
      n: 'Valores (n)',
      lsl: 'LEI',
      usl: 'LES',
      withinNote: 'Cp, Cpk: σ dentro de los subgrupos = %{estimator}',
      overallNote: 'Pp, Ppk: σ global = desviación típica muestral s',
      estimator: { 'xbar-r': 'R̄/d₂', 'xbar-s': 'S̄/c₄', 'i-mr': 'RM̄/d₂' },
      good: 'capaz (≥ 1,33)',
      poor: 'no capaz (< 1)',
    },
    rules: { title: 'Violaciones de reglas', none: 'Ninguna regla violada en este período.', count: '%{short}: %{n}' },
  },
};

export default spcChartsEsES;
