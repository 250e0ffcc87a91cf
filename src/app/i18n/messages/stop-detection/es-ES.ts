import type { StopDetectionMessages } from './en-US.js';

const stopDetectionEsES: StopDetectionMessages = {
  equipmentStops: {
    errors: {
      noDataSelected: 'La tag de estado no tiene lecturas en el período seleccionado: no hay nada que detectar.',
      remake: 'Las paradas solo se pueden rehacer en un frame automático con tag de estado.',
    },
  },
};

export default stopDetectionEsES;
