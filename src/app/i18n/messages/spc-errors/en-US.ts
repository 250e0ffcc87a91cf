/** The statistical-control server's refusals (`spc.errors.*`, src/server/modules/spc/README.md). */
const spcErrorsEnUS = {
  spc: {
    errors: {
      stateChanged: 'Someone else changed this violation meanwhile: reload it and treat it again.',
      notTreatable: 'This violation can no longer be treated.',
      inactiveCatalogue: 'Choose an active diagnostic and corrective action of this unit.',
      tagNotInRuleSet: 'The tag is not one of the tags of the chosen rule set.',
      subgroupSize: 'X̄-R and X̄-S charts need subgroups of %{min} to %{max} values.',
      samplingChart: 'Sampling by day entries is for X̄-R and X̄-S charts only; I-MR and attribute charts take each value.',
      sampleSizeRequired: 'p, np and u charts need the sample size.',
      scaleInverted: 'The scale maximum must be above its minimum.',
      revisionDateRepeated: 'Another revision starts on the same date.',
      lowerOutsideScale: 'The lower limit is outside the scale.',
      upperOutsideScale: 'The upper limit is outside the scale.',
      limitsInverted: 'The upper limit must be above the lower limit.',
      centerOutsideLimits: 'The center must lie between the limits.',
      basePeriodInverted: 'The base period must end on or after its start.',
      tagInUse: 'A card of this rule set charts a tag you removed: change or delete that card first.',
    },
  },
};

export type SpcErrorsMessages = typeof spcErrorsEnUS;
export default spcErrorsEnUS;
