/** Period, tag and frame loading of the selected unit (platform-core sections 4, 8 and 9). */
const enUS = {
  unitData: {
    messages: {
      apiProblem: 'There was a problem with the API. Please contact us.',
    },
    sources: {
      accessControl: 'Access control',
      units: 'Units',
      tags: 'Tags',
      frames: 'Frames',
      period: 'Period',
    },
  },
};

export default enUS;
