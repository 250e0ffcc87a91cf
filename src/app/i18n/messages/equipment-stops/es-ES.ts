import type { EquipmentStopsMessages } from './en-US.js';

const equipmentStopsEsES: EquipmentStopsMessages = {
  equipmentStops: {
    errors: {
      stateChanged: 'Otra persona cambió esta parada antes. Recárguela e inténtelo de nuevo.',
      actionNotAllowed: 'El estado de esta parada no permite esta acción.',
      overlap: 'Otra parada de este evento ya cubre parte de este período.',
      annulmentNotAllowed: 'Este evento no permite anular paradas.',
      noIntegration: 'Este evento no tiene dirección de integración a la que enviar la parada.',
      notRecorder: 'No está entre las personas que registran paradas de este evento.',
      notApprover: 'No está entre las personas que aprueban paradas de este evento.',
      notAnnuller: 'No está entre las personas que anulan paradas de este evento.',
      motiveNotAllowed: 'Este motivo no está permitido para este evento.',
      motiveRequired: 'Este evento exige un motivo.',
      endBeforeStart: 'El fin debe ser posterior al inicio.',
      automaticTimes: 'Los horarios de una parada detectada automáticamente no se pueden cambiar.',
      reproveNeedsComment: 'Indique por qué se rechaza la parada.',
      periodInverted: 'El fin del período debe ser posterior a su inicio.',
      splitOutside: 'El instante de la división debe estar dentro de la parada.',
      lastStopTooShort: 'La última parte de la división debe durar más de 1 segundo.',
    },
    status: {
      open: 'Abierta',
      finished: 'Finalizada',
      annulled: 'Anulada',
    },
    consistency: {
      notApproved: 'No aprobada',
      approved: 'Aprobada',
      integrating: 'Enviando a integración',
      integrated: 'Integrada',
      integrationError: 'Error de integración',
    },
    history: {
      detected: 'Detectada',
      created: 'Creada',
      edited: 'Editada',
      split: 'Dividida',
      annulled: 'Anulada',
      enabled: 'Reactivada',
      approved: 'Aprobada',
      reproved: 'Rechazada',
      integrating: 'Enviada a integración',
      integrated: 'Integrada',
      integrationError: 'Falló la integración',
      remade: 'Recalculada',
    },
  },
  oee: {
    errors: {
      plannedTimePositive: 'El tiempo planificado de producción debe ser mayor que cero.',
      runTimeOverPlanned: 'El tiempo de operación no puede superar el tiempo planificado de producción.',
      cycleTimePositive: 'El tiempo de ciclo ideal debe ser mayor que cero.',
      goodOverTotal: 'La cantidad buena no puede superar la cantidad total.',
    },
  },
};

export default equipmentStopsEsES;
