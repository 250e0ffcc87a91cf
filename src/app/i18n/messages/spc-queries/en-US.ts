/** Refusals of the SPC calculators and chart routes (src/server/modules/spc: query-params.ts, chart-params.ts, tag-values.ts). */
const spcQueriesEnUS = {
  spc: {
    errors: {
      emptySubgroups: 'Give at least one subgroup, and no empty subgroup',
      raggedSubgroups: 'Every subgroup must have the same number of values',
      individualSubgroups: 'An I-MR chart takes subgroups of one value each',
      countNotWhole: 'Counts must be whole numbers of 0 or more',
      sizeNotWhole: 'Sample sizes must be whole numbers of 1 or more',
      sizesLength: 'Give one sample size per count',
      countAboveSize: 'A count cannot exceed its sample size',
      sizesUnequal: 'An np chart needs one sample size for every sample',
      sigmaPositive: 'Sigma must be greater than 0',
      specInverted: 'The upper specification limit must be above the lower one',
      periodTooLong: 'The period can be at most %{days} days long',
      tooManyValues: 'The period holds more than %{max} values; choose a shorter one',
    },
  },
};

export default spcQueriesEnUS;
