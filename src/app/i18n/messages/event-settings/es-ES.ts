import type { EventSettingsMessages } from './en-US.js';

const eventSettingsEsES: EventSettingsMessages = {
  equipmentStops: {
    errors: {
      stateTagRequired: 'Un frame automático necesita un tag de estado para detectar paradas.',
      motiveInactive: 'Solo se pueden permitir motivos activos en un frame.',
    },
  },
  eventSettings: {
    frameForm: {
      sections: {
        identity: 'Identificación',
        detection: 'Detección de paradas',
        motives: 'Motivos y tipos complementarios',
        people: 'Quién registra, aprueba y anula',
        integration: 'Integración',
      },
      manualHint: 'Las paradas de un frame manual las registran personas: no hay nada que detectar.',
    },
    motives: {
      title: 'Motivos de este grupo',
      add: 'Añadir motivo',
      edit: 'Editar motivo',
      empty: 'Este grupo aún no tiene motivos.',
      saved: 'Motivo guardado.',
      deleted: 'Motivo eliminado.',
      deleteTitle: '¿Eliminar el motivo %{code}?',
      deleteContent: 'Los frames y paradas que lo usan ya no deben necesitarlo.',
    },
  },
  global: {
    warning: {
      messages: {
        registerEventLimit: 'Se alcanzó el límite de eventos activos de esta unidad. Contacte al administrador.',
      },
    },
  },
};

export default eventSettingsEsES;
