import type { EquipmentStopsMessages } from './en-US.js';

const equipmentStopsPtBR: EquipmentStopsMessages = {
  equipmentStops: {
    errors: {
      stateChanged: 'Outra pessoa alterou esta parada antes. Recarregue-a e tente de novo.',
      actionNotAllowed: 'O estado desta parada não permite esta ação.',
      overlap: 'Outra parada deste evento já cobre parte deste período.',
      annulmentNotAllowed: 'Este evento não permite anular paradas.',
      noIntegration: 'Este evento não tem endereço de integração para enviar a parada.',
      notRecorder: 'Você não está entre as pessoas que registram paradas deste evento.',
      notApprover: 'Você não está entre as pessoas que aprovam paradas deste evento.',
      notAnnuller: 'Você não está entre as pessoas que anulam paradas deste evento.',
      motiveNotAllowed: 'Este motivo não é permitido para este evento.',
      motiveRequired: 'Este evento exige um motivo.',
      endBeforeStart: 'O fim deve ser depois do início.',
      automaticTimes: 'Os horários de uma parada detectada automaticamente não podem ser alterados.',
      reproveNeedsComment: 'Informe por que a parada foi reprovada.',
      periodInverted: 'O fim do período deve ser depois do início.',
      splitOutside: 'O instante da divisão deve estar dentro da parada.',
      lastStopTooShort: 'A última parte da divisão deve durar mais de 1 segundo.',
    },
    status: {
      open: 'Aberta',
      finished: 'Finalizada',
      annulled: 'Anulada',
    },
    consistency: {
      notApproved: 'Não aprovada',
      approved: 'Aprovada',
      integrating: 'Enviando para integração',
      integrated: 'Integrada',
      integrationError: 'Erro de integração',
    },
    history: {
      detected: 'Detectada',
      created: 'Criada',
      edited: 'Editada',
      split: 'Dividida',
      annulled: 'Anulada',
      enabled: 'Reativada',
      approved: 'Aprovada',
      reproved: 'Reprovada',
      integrating: 'Enviada para integração',
      integrated: 'Integrada',
      integrationError: 'Falha na integração',
      remade: 'Recalculada',
    },
  },
  oee: {
    errors: {
      plannedTimePositive: 'O tempo planejado de produção deve ser maior que zero.',
      runTimeOverPlanned: 'O tempo de operação não pode exceder o tempo planejado de produção.',
      cycleTimePositive: 'O tempo de ciclo ideal deve ser maior que zero.',
      goodOverTotal: 'A quantidade boa não pode exceder a quantidade total.',
    },
  },
};

export default equipmentStopsPtBR;
