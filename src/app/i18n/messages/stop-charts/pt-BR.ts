import type { StopChartsMessages } from './en-US.js';

const stopChartsPtBR: StopChartsMessages = {
  stopCharts: {
    by: { label: 'Agrupar paradas por', motive: 'Por motivo', group: 'Por grupo de motivos' },
    unit: { hours: 'horas', minutes: 'minutos' },
    duration: 'Tempo parado',
    durationIn: '%{value} %{unit} de parada',
    cumulative: 'Participação acumulada',
    cumulativeValue: 'Acumulado: %{value} %',
    stopCount: '%{n} parada |||| %{n} paradas',
    noMotive: 'Sem motivo',
    totals: '%{duration} %{unit} de parada em %{n} parada |||| %{duration} %{unit} de parada em %{n} paradas',
    empty: 'Nenhuma parada neste período.',
    columns: { label: 'Motivo ou grupo', duration: 'Tempo parado (%{unit})', count: 'Paradas', share: 'Participação', cumulative: 'Acumulado' },
    drillDown: {
      title: '%{label}: %{smart_count} parada |||| %{label}: %{smart_count} paradas',
      start: 'Início',
      end: 'Fim',
      duration: 'Duração',
      status: 'Situação',
      empty: 'Nenhuma parada deste motivo neste período.',
    },
    oee: {
      factors: { oee: 'OEE', availability: 'Disponibilidade', performance: 'Desempenho', quality: 'Qualidade' },
      level: 'Por',
      levels: { hour: 'Hora', shift: 'Turno', day: 'Dia', week: 'Semana', month: 'Mês' },
      noData: 'Sem dados de OEE neste período.',
      missing: 'Este frame não tem configuração de OEE: configure-a em Configurações > OEE.',
      configure: 'Abrir as configurações de OEE',
    },
  },
};

export default stopChartsPtBR;
