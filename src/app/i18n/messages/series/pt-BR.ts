import type { SeriesMessages } from './en-US.js';

const seriesPtBR: SeriesMessages = {
  series: {
    errors: {
      tags: 'Escolha entre 1 e %{max} tags.',
      dateTime: 'Informe uma data (AAAA-MM-DD) ou uma data e hora com o fuso horário (ex.: 2026-03-08T06:00:00Z).',
      range: 'O fim do período deve ser posterior ao início.',
      levelNotConsolidated: 'A tag %{code} não é consolidada no nível %{level}.',
    },
  },
};

export default seriesPtBR;
