import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  app: {
    activityLog: {
      from: 'De (dia da planta)',
      to: 'Até (dia da planta)',
    },
  },
};

export default ptBR;
