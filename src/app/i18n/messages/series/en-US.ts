/** Errors of the tag series query (GET MES/queries/series) shown by the analysis and data-entry pages. */
const seriesEnUS = {
  series: {
    errors: {
      tags: 'Choose between 1 and %{max} tags.',
      dateTime: 'Enter a date (YYYY-MM-DD) or a date and time with its time zone (e.g. 2026-03-08T06:00:00Z).',
      range: 'The end of the period must come after its start.',
      levelNotConsolidated: 'The tag %{code} is not consolidated at level %{level}.',
    },
  },
};

export type SeriesMessages = typeof seriesEnUS;
export default seriesEnUS;
