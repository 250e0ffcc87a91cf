import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  app: {
    activityLog: {
      from: 'De (dia UTC)',
      to: 'Até (dia UTC)',
    },
  },
};

export default ptBR;
