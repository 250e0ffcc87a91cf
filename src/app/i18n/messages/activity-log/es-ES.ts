import type enUS from './en-US.js';

const esES: typeof enUS = {
  app: {
    activityLog: {
      from: 'Desde (día UTC)',
      to: 'Hasta (día UTC)',
    },
  },
};

export default esES;
