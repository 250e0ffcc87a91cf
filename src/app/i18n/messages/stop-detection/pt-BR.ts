import type { StopDetectionMessages } from './en-US.js';

const stopDetectionPtBR: StopDetectionMessages = {
  equipmentStops: {
    errors: {
      noDataSelected: 'A tag de estado não tem leituras no período selecionado: não há o que detectar.',
      remake: 'As paradas só podem ser refeitas em um frame automático com tag de estado.',
    },
  },
};

export default stopDetectionPtBR;
