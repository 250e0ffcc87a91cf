/** Os componentes de metas e resumos do dashboard: gestão de metas, de desvios e de exceções, relatório, grade, treemap, pizza. */
const dashboardTagSummariesPtBR = {
  dashboards: {
    components: {
      summaries: {
        tag: 'Tag',
        period: 'Período',
        none: '—',
        goalStatus: { met: 'Meta atingida', withinTolerance: 'Dentro da tolerância', missed: 'Meta não atingida', noGoal: 'Sem meta', noData: 'Sem valor' },
        goal: { value: '%{value}', band: '%{lower} a %{upper}', atLeast: 'no mínimo %{lower}', atMost: 'no máximo %{upper}' },
        bucket: { shift: '%{day} turno %{n}', week: 'Semana de %{day}' },
        noMotive: 'Sem motivo',
      },
      goalManagement: {
        empty: 'Nenhuma tag para exibir.',
        hidden:
          '%{smart_count} período anterior não exibido: alargue o widget para vê-lo |||| %{smart_count} períodos anteriores não exibidos: alargue o widget para vê-los',
        cell: '%{code}, %{bucket}: %{actual} contra uma meta de %{goal}, %{attainment} da meta, %{status}',
        cellNoGoal: '%{code}, %{bucket}: %{actual}, %{status}',
        attainment: '%{value} %',
      },
      deviationManagement: {
        empty: 'Nenhuma tag tem meta e valor neste período.',
        axis: 'Desvio da meta (%)',
        tolerance: 'Faixa de tolerância: ±%{value} %',
        row: '%{code}: %{actual} contra uma meta de %{goal}, desvio %{deviation} (%{percent} %), %{status}',
        withoutGoal: 'Sem meta ou sem valor: %{codes}',
      },
      exceptionManagement: {
        empty: 'Todas as tags monitoradas estão dentro dos limites.',
        columns: { tag: 'Tag', value: 'Valor', limit: 'Limite ultrapassado', since: 'Fora desde' },
        limits: {
          spec_high: 'Acima do LSE %{bound}',
          spec_low: 'Abaixo do LIE %{bound}',
          action_high: 'Acima do limite de ação %{bound}',
          action_low: 'Abaixo do limite de ação %{bound}',
        },
        beforeWindow: 'mais de 24 h (desde antes de %{time})',
        more: '%{shown} de %{total} tags fora dos limites exibidas',
        capped: 'Só as primeiras %{max} tags com limites são monitoradas.',
      },
      report: {
        empty: 'Nenhum valor neste período.',
      },
      grid: {
        emptyTags: 'Nenhuma tag para exibir.',
        emptyStops: 'Nenhuma parada deste evento nos últimos 30 dias.',
        columns: { tag: 'Tag', value: 'Valor', time: 'Horário', status: 'Situação', start: 'Início', end: 'Fim', duration: 'Duração', motive: 'Motivo' },
        open: 'Em aberto',
      },
      treemap: {
        empty: 'Nenhuma parada neste período.',
        tile: '%{label}: %{duration}, %{share} % do tempo parado',
      },
      pie: {
        emptyStops: 'Nenhuma parada neste período.',
        emptyTags: 'Nenhuma tag tem valor positivo para dividir neste período.',
        slice: '%{label}: %{value}, %{share} %',
        noShare: 'Fora da pizza (sem valor positivo): %{codes}',
      },
    },
  },
};

export default dashboardTagSummariesPtBR;
