import type { RcaActionListMessages } from './en-US.js';

const rcaActionListPtBR: RcaActionListMessages = {
  rcaActionList: {
    columns: {
      title: 'Ação',
      effect: 'Efeito',
      cause: 'Causa / origem',
      deadline: 'Prazo',
      status: 'Situação',
      timeStatus: 'Situação do prazo',
      approval: 'Aprovação',
      verification: 'Verificação',
    },
    filters: { search: 'Pesquisar', status: 'Situação', timeStatus: 'Situação do prazo', all: 'Todas', mine: 'Somente as minhas' },
    groups: { mine: 'Minhas ações', others: 'Outras ações' },
    selectAll: 'Selecionar todas as ações desta página',
    select: 'Selecionar esta ação',
    selected: '%{count} selecionada(s)',
    clearSelection: 'Limpar seleção',
    export: 'Exportar CSV',
    exportSelected: 'Exportar %{count} para CSV',
    exportError: 'Não foi possível exportar as ações.',
    fileName: 'acoes.csv',
    emptyUnit: 'Esta unidade ainda não tem ações.',
    empty: 'Nenhuma ação corresponde a estes filtros.',
  },
};

export default rcaActionListPtBR;
