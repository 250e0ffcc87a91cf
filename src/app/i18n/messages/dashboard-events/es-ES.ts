import type { DashboardEventsMessages } from './en-US.js';

const dashboardEventsEsES: DashboardEventsMessages = {
  dashboards: {
    components: {
      duration: { seconds: '%{value} s', minutes: '%{value} min', hours: '%{value} h' },
      noMotive: 'Sin motivo',
      unknownUser: 'Usuario #%{id}',
      pareto: {
        empty: 'No hay paradas en este período.',
        others: 'Otros',
        othersMotives: 'Otros (%{smart_count} motivo) |||| Otros (%{smart_count} motivos)',
        axis: { hours: 'Tiempo parado (h)', minutes: 'Tiempo parado (min)', count: 'Paradas' },
        cumulative: 'Participación acumulada',
        stopped: '%{duration} parado',
        stops: '%{smart_count} parada |||| %{smart_count} paradas',
        share: 'Acumulado: %{value} %',
      },
      gantt: {
        empty: 'No hay paradas en este período.',
        stops: '%{smart_count} parada |||| %{smart_count} paradas',
        mixed: 'Varios motivos',
        open: 'Todavía abierta',
        span: '%{start} – %{end}',
        stopped: '%{duration} parado',
      },
      eventManager: {
        empty: 'Todavía no hay paradas de este evento.',
        emptyOpen: 'No hay paradas abiertas.',
        needsMotive: 'Falta el motivo',
        openPage: 'Abrir este evento en Puntos de parada',
      },
      logbook: {
        empty: 'Todavía no hay anotaciones en la bitácora.',
      },
      operatorChart: {
        empty: 'No se digitaron valores en este período.',
        values: 'Valores digitados',
        others: '%{smart_count} operador más: %{values} valores |||| %{smart_count} operadores más: %{values} valores',
      },
    },
  },
};

export default dashboardEventsEsES;
