import type { SpcProductionMessages } from './en-US.js';

const spcProductionEsES: SpcProductionMessages = {
  spcProduction: {
    empty: 'Esta unidad no tiene cartas de control activas.',
    createCard: 'Configurar cartas de control',
    refreshedAt: 'Actualizado a las %{time} · se actualiza cada 30 s',
    state: { noData: 'Sin datos', outOfControl: 'Fuera de control', inControl: 'Bajo control' },
    open: '%{smart_count} violación abierta |||| %{smart_count} violaciones abiertas',
    newViolation: 'Nueva violación: |||| %{smart_count} nuevas violaciones:',
    acknowledge: 'Enterado',
  },
};

export default spcProductionEsES;
