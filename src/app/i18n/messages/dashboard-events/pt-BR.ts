import type { DashboardEventsMessages } from './en-US.js';

const dashboardEventsPtBR: DashboardEventsMessages = {
  dashboards: {
    components: {
      duration: { seconds: '%{value} s', minutes: '%{value} min', hours: '%{value} h' },
      noMotive: 'Sem motivo',
      unknownUser: 'Usuário #%{id}',
      pareto: {
        empty: 'Nenhuma parada neste período.',
        others: 'Outros',
        othersMotives: 'Outros (%{smart_count} motivo) |||| Outros (%{smart_count} motivos)',
        axis: { hours: 'Tempo parado (h)', minutes: 'Tempo parado (min)', count: 'Paradas' },
        cumulative: 'Participação acumulada',
        stopped: '%{duration} parado',
        stops: '%{smart_count} parada |||| %{smart_count} paradas',
        share: 'Acumulado: %{value} %',
      },
      gantt: {
        empty: 'Nenhuma parada neste período.',
        stops: '%{smart_count} parada |||| %{smart_count} paradas',
        mixed: 'Vários motivos',
        open: 'Ainda aberta',
        span: '%{start} – %{end}',
        stopped: '%{duration} parado',
      },
      eventManager: {
        empty: 'Nenhuma parada deste evento ainda.',
        emptyOpen: 'Nenhuma parada aberta.',
        needsMotive: 'Falta o motivo',
        openPage: 'Abrir este evento em Pontos de parada',
      },
      logbook: {
        empty: 'Nenhuma anotação no diário de bordo ainda.',
      },
      operatorChart: {
        empty: 'Nenhum valor digitado neste período.',
        values: 'Valores digitados',
        others: 'Mais %{smart_count} operador: %{values} valores |||| Mais %{smart_count} operadores: %{values} valores',
      },
    },
  },
};

export default dashboardEventsPtBR;
