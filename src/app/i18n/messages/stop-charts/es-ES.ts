import type { StopChartsMessages } from './en-US.js';

const stopChartsEsES: StopChartsMessages = {
  stopCharts: {
    by: { label: 'Agrupar paradas por', motive: 'Por motivo', group: 'Por grupo de motivos' },
    unit: { hours: 'horas', minutes: 'minutos' },
    duration: 'Tiempo parado',
    durationIn: '%{value} %{unit} de parada',
    cumulative: 'Participación acumulada',
    cumulativeValue: 'Acumulado: %{value} %',
    stopCount: '%{n} parada |||| %{n} paradas',
    noMotive: 'Sin motivo',
    totals: '%{duration} %{unit} de parada en %{n} parada |||| %{duration} %{unit} de parada en %{n} paradas',
    empty: 'No hay paradas en este período.',
    columns: { label: 'Motivo o grupo', duration: 'Tiempo parado (%{unit})', count: 'Paradas', share: 'Participación', cumulative: 'Acumulado' },
    drillDown: {
      title: '%{label}: %{smart_count} parada |||| %{label}: %{smart_count} paradas',
      start: 'Inicio',
      end: 'Fin',
      duration: 'Duración',
      status: 'Estado',
      empty: 'No hay paradas de este motivo en este período.',
    },
    oee: {
      factors: { oee: 'OEE', availability: 'Disponibilidad', performance: 'Rendimiento', quality: 'Calidad' },
      level: 'Por',
      levels: { hour: 'Hora', shift: 'Turno', day: 'Día', week: 'Semana', month: 'Mes' },
      noData: 'No hay datos de OEE en este período.',
      missing: 'Este frame no tiene configuración de OEE: configúrela en Configuración > OEE.',
      configure: 'Abrir la configuración de OEE',
    },
  },
};

export default stopChartsEsES;
