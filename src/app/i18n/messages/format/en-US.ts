/** Shared formatting notes: the wall clock of the times on a page. */
const formatEnUS = {
  format: {
    timesIn: 'Times in %{zone}',
  },
};

export default formatEnUS;
