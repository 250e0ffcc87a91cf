/** Los componentes de metas y resúmenes del dashboard: gestión de metas, de desviaciones y de excepciones, informe, tabla, treemap, tarta. */
const dashboardTagSummariesEsES = {
  dashboards: {
    components: {
      summaries: {
        tag: 'Tag',
        period: 'Período',
        none: '—',
        goalStatus: { met: 'Meta cumplida', withinTolerance: 'Dentro de la tolerancia', missed: 'Meta no cumplida', noGoal: 'Sin meta', noData: 'Sin valor' },
        goal: { value: '%{value}', band: '%{lower} a %{upper}', atLeast: 'como mínimo %{lower}', atMost: 'como máximo %{upper}' },
        bucket: { shift: '%{day} turno %{n}', week: 'Semana del %{day}' },
        noMotive: 'Sin motivo',
      },
      goalManagement: {
        empty: 'No hay tags que mostrar.',
        hidden:
          '%{smart_count} período anterior no mostrado: ensanche el widget para verlo |||| %{smart_count} períodos anteriores no mostrados: ensanche el widget para verlos',
        cell: '%{code}, %{bucket}: %{actual} frente a una meta de %{goal}, %{attainment} de la meta, %{status}',
        cellNoGoal: '%{code}, %{bucket}: %{actual}, %{status}',
        attainment: '%{value} %',
      },
      deviationManagement: {
        empty: 'Ningún tag tiene meta y valor en este período.',
        axis: 'Desviación de la meta (%)',
        tolerance: 'Banda de tolerancia: ±%{value} %',
        row: '%{code}: %{actual} frente a una meta de %{goal}, desviación %{deviation} (%{percent} %), %{status}',
        withoutGoal: 'Sin meta o sin valor: %{codes}',
      },
      exceptionManagement: {
        empty: 'Todos los tags vigilados están dentro de sus límites.',
        columns: { tag: 'Tag', value: 'Valor', limit: 'Límite superado', since: 'Fuera desde' },
        limits: {
          spec_high: 'Por encima del LSE %{bound}',
          spec_low: 'Por debajo del LIE %{bound}',
          action_high: 'Por encima del límite de acción %{bound}',
          action_low: 'Por debajo del límite de acción %{bound}',
        },
        beforeWindow: 'más de 24 h (desde antes de %{time})',
        more: '%{shown} de %{total} tags fuera de límites mostrados',
        capped: 'Solo se vigilan los primeros %{max} tags con límites.',
      },
      report: {
        empty: 'No hay valores en este período.',
      },
      grid: {
        emptyTags: 'No hay tags que mostrar.',
        emptyStops: 'No hay paradas de este evento en los últimos 30 días.',
        columns: { tag: 'Tag', value: 'Valor', time: 'Hora', status: 'Estado', start: 'Inicio', end: 'Fin', duration: 'Duración', motive: 'Motivo' },
        open: 'Abierta',
      },
      treemap: {
        empty: 'No hay paradas en este período.',
        tile: '%{label}: %{duration}, %{share} % del tiempo parado',
      },
      pie: {
        emptyStops: 'No hay paradas en este período.',
        emptyTags: 'Ningún tag tiene un valor positivo que repartir en este período.',
        slice: '%{label}: %{value}, %{share} %',
        noShare: 'Fuera de la tarta (sin valor positivo): %{codes}',
      },
    },
  },
};

export default dashboardTagSummariesEsES;
