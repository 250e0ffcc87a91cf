import type enUS from './en-US.js';

const esES: typeof enUS = {
  unitData: {
    messages: {
      apiProblem: 'Ha habido un problema con la API. Por favor, póngase en contacto con nosotros.',
    },
    sources: {
      accessControl: 'Control de acceso',
      units: 'Unidades',
      tags: 'Tags',
      frames: 'Frames',
      period: 'Período',
    },
  },
};

export default esES;
