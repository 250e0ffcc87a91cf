import type { SpcManagementMessages } from './en-US.js';

const spcManagementPtBR: SpcManagementMessages = {
  spcManagement: {
    chooseCard: 'Escolha uma carta na tabela para ver seu gráfico, sua capacidade e suas violações.',
    overview: {
      title: 'Cartas de controle',
      empty: 'Esta unidade não tem cartas de controle.',
      columns: {
        card: 'Carta',
        tag: 'Tag',
        chart: 'Gráfico',
        latest: 'Último ponto',
        state: 'Estado',
        violations: 'Violações no período',
        open: 'Abertas',
        cpk: 'Cpk',
      },
      state: { noData: 'Sem dados', inControl: 'Sob controle', violation: 'Violação' },
      none: 'Nenhuma',
      ruleCount: '%{rule}: %{smart_count} violação |||| %{rule}: %{smart_count} violações',
    },
    chart: { title: 'Gráfico de controle de %{card}', empty: 'Nenhum ponto neste período.' },
    capability: {
      title: 'Capacidade por semana',
      empty: 'Sem capacidade neste período: são necessários limites de especificação e valores.',
      week: 'Semana de %{date}',
    },
    violations: {
      title: 'Violações',
      empty: 'Nenhuma violação com este filtro no período.',
      filter: { open: 'Abertas', treated: 'Tratadas', all: 'Todas' },
      columns: {
        point: 'Ponto',
        rule: 'Regra',
        value: 'Valor',
        status: 'Estado',
        diagnostic: 'Diagnóstico',
        correctiveAction: 'Ação corretiva',
        comment: 'Comentário',
        treated: 'Tratada por',
      },
      status: { open: 'Aberta', treated: 'Tratada' },
      treatedBy: '%{user}, %{time}',
      treat: 'Tratar',
      showHistory: 'Mostrar histórico',
      hideHistory: 'Ocultar histórico',
    },
    history: {
      empty: 'Sem histórico.',
      action: { detected: 'Detectada', treated: 'Tratada' },
      byJob: 'pela rotina de avaliação',
      by: 'por %{user}',
      fields: { status: 'Estado', diagnostic: 'Diagnóstico', corrective_action: 'Ação corretiva', comment: 'Comentário' },
    },
    treat: {
      title: 'Tratar violação',
      summary: 'Carta %{card} · %{rule} · ponto em %{time}, valor %{value}',
      diagnostic: 'Diagnóstico',
      correctiveAction: 'Ação corretiva',
      comment: 'Comentário',
      noOptions: 'Nenhum ativo no cadastro desta unidade.',
      submit: 'Salvar tratamento',
      done: 'Violação tratada.',
      stale: 'Outra pessoa alterou esta violação antes. A lista foi recarregada: confira e tente de novo.',
    },
  },
};

export default spcManagementPtBR;
