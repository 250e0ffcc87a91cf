import type { SeriesMessages } from './en-US.js';

const seriesEsES: SeriesMessages = {
  series: {
    errors: {
      tags: 'Elija entre 1 y %{max} tags.',
      dateTime: 'Introduzca una fecha (AAAA-MM-DD) o una fecha y hora con su zona horaria (p. ej., 2026-03-08T06:00:00Z).',
      range: 'El fin del período debe ser posterior a su inicio.',
      levelNotConsolidated: 'La tag %{code} no se consolida en el nivel %{level}.',
    },
  },
};

export default seriesEsES;
