import type { SpcProductionMessages } from './en-US.js';

const spcProductionPtBR: SpcProductionMessages = {
  spcProduction: {
    empty: 'Esta unidade não tem cartas de controle ativas.',
    createCard: 'Configurar cartas de controle',
    refreshedAt: 'Atualizado às %{time} · atualiza a cada 30 s',
    state: { noData: 'Sem dados', outOfControl: 'Fora de controle', inControl: 'Sob controle' },
    open: '%{smart_count} violação aberta |||| %{smart_count} violações abertas',
    newViolation: 'Nova violação: |||| %{smart_count} novas violações:',
    acknowledge: 'Ciente',
  },
};

export default spcProductionPtBR;
