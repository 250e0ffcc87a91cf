/** The dashboard's tag value components: chart, gauge, solid gauge, bullet chart and tag status. */
const dashboardTagChartsPtBR = {
  dashboards: {
    errors: {
      startAfterEnd: 'O valor inicial não pode ser maior que o valor final.',
    },
    components: {
      tagValues: {
        noValue: 'Sem valor neste período',
        status: { normal: 'Normal', warning: 'Atenção', alarm: 'Alarme', noData: 'Sem dados' },
        reading: '%{code}: %{value}, %{status}',
        readingAt: '%{code}: %{value}, %{status}, em %{time}',
        scale: 'Escala de %{min} a %{max}',
      },
      chart: {
        noValues: 'Sem valores neste período.',
        limits: { spec_low: 'LIE %{code}', spec_high: 'LSE %{code}', action_low: 'Ação inferior %{code}', action_high: 'Ação superior %{code}' },
        goal: 'Meta %{code}',
      },
      solidGauge: {
        percent: '%{percent}% da escala',
      },
      bulletChart: {
        target: 'Alvo %{value}',
        summary: '%{code}: %{value} contra um alvo de %{target}',
      },
    },
  },
};

export default dashboardTagChartsPtBR;
