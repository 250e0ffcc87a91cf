import type enUS from './en-US.js';

const esES: typeof enUS = {
  app: {
    activityLog: {
      from: 'Desde (día de planta)',
      to: 'Hasta (día de planta)',
    },
  },
};

export default esES;
