import type { EventSettingsMessages } from './en-US.js';

const eventSettingsPtBR: EventSettingsMessages = {
  equipmentStops: {
    errors: {
      stateTagRequired: 'Um frame automático precisa de uma tag de estado para detectar paradas.',
      motiveInactive: 'Somente motivos ativos podem ser permitidos em um frame.',
    },
  },
  eventSettings: {
    frameForm: {
      sections: {
        identity: 'Identificação',
        detection: 'Detecção de paradas',
        motives: 'Motivos e tipos complementares',
        people: 'Quem aponta, aprova e anula',
        integration: 'Integração',
      },
      manualHint: 'As paradas de um frame manual são apontadas por pessoas: não há nada a detectar.',
    },
    motives: {
      title: 'Motivos deste grupo',
      add: 'Adicionar motivo',
      edit: 'Editar motivo',
      empty: 'Este grupo ainda não tem motivos.',
      saved: 'Motivo salvo.',
      deleted: 'Motivo excluído.',
      deleteTitle: 'Excluir o motivo %{code}?',
      deleteContent: 'Os frames e paradas que o usam não podem mais precisar dele.',
    },
  },
  global: {
    warning: {
      messages: {
        registerEventLimit: 'O limite de eventos ativos desta unidade foi atingido. Contate o administrador.',
      },
    },
  },
};

export default eventSettingsPtBR;
