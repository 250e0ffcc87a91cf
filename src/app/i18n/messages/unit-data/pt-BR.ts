import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  unitData: {
    messages: {
      apiProblem: 'Problema com a API, por favor entre em contato conosco.',
    },
    sources: {
      accessControl: 'Controle de acesso',
      units: 'Unidades',
      tags: 'Tags',
      frames: 'Frames',
      period: 'Período',
    },
  },
};

export default ptBR;
