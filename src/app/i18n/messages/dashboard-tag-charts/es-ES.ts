/** The dashboard's tag value components: chart, gauge, solid gauge, bullet chart and tag status. */
const dashboardTagChartsEsES = {
  dashboards: {
    errors: {
      startAfterEnd: 'El valor inicial no puede superar el valor final.',
    },
    components: {
      tagValues: {
        noValue: 'Sin valor en este período',
        status: { normal: 'Normal', warning: 'Advertencia', alarm: 'Alarma', noData: 'Sin datos' },
        reading: '%{code}: %{value}, %{status}',
        readingAt: '%{code}: %{value}, %{status}, a las %{time}',
        scale: 'Escala de %{min} a %{max}',
      },
      chart: {
        noValues: 'Sin valores en este período.',
        limits: { spec_low: 'LIE %{code}', spec_high: 'LSE %{code}', action_low: 'Acción inferior %{code}', action_high: 'Acción superior %{code}' },
        goal: 'Meta %{code}',
      },
      solidGauge: {
        percent: '%{percent} % de la escala',
      },
      bulletChart: {
        target: 'Objetivo %{value}',
        summary: '%{code}: %{value} frente a un objetivo de %{target}',
      },
    },
  },
};

export default dashboardTagChartsEsES;
