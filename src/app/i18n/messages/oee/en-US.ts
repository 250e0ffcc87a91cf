/** `/settings/oee`: the OEE settings and their wizard, and the OEE series refusals (the calculator's problems are in messages/equipment-stops). */
const oeeEnUS = {
  oee: {
    intro:
      'An OEE setting says where a frame’s OEE comes from: its stops give the availability, a tag counting parts and the ideal cycle time give the performance, and good or bad counts give the quality.',
    create: 'New OEE setting',
    empty: 'No OEE settings yet.',
    deleteTitle: 'Delete the OEE setting “%{name}”?',
    deleteContent: 'The stopping chart no longer shows OEE for its frame. The frame and its stops are kept.',
    wizard: {
      createTitle: 'New OEE setting',
      editTitle: 'Edit OEE setting',
      steps: { availability: 'Availability', performance: 'Performance', quality: 'Quality', summary: 'Summary' },
      next: 'Next',
      back: 'Back',
      availabilityHint: 'Availability is the share of planned production time the frame was running: its stops (except planned ones) are the time lost.',
      performanceHint: 'Performance compares the parts counted with what the ideal cycle time allows in the run time.',
      cycleTimePerPart: 'Seconds one part should take.',
      cycleTimePerCycle: 'Seconds one machine cycle should take.',
      qualityHint: 'Quality is the share of good parts. Choose the tag counting good parts, bad parts, or both (good = total − bad).',
      errors: { qualityTag: 'Choose a good count tag or a bad count tag.' },
    },
    /** The OEE series' refusals (GET OEE/queries/series). */
    errors: {
      tooManyBuckets: 'The period holds more than %{max} buckets at this level: choose a shorter period or a coarser level.',
    },
    example: {
      title: 'Try it: an example period',
      plannedProductionTimeMin: 'Planned time (min)',
      runTimeMin: 'Run time (min)',
      totalCount: 'Total count',
      goodCount: 'Good count',
    },
  },
};

export type OeeMessages = typeof oeeEnUS;
export default oeeEnUS;
