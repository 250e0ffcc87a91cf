/** OEE series refusals of the server (GET OEE/queries/series). */
const oeeEnUS = {
  oee: {
    errors: {
      tooManyBuckets: 'The period holds more than %{max} buckets at this level: choose a shorter period or a coarser level.',
    },
  },
};

export type OeeMessages = typeof oeeEnUS;
export default oeeEnUS;
