import type { OeeMessages } from './en-US.js';

const oeeEsES: OeeMessages = {
  oee: {
    intro:
      'Una configuración de OEE indica de dónde sale el OEE de un frame: sus paradas dan la disponibilidad, un tag que cuenta piezas y el tiempo de ciclo ideal dan el rendimiento, y los recuentos de piezas buenas o malas dan la calidad.',
    create: 'Nueva configuración de OEE',
    empty: 'Todavía no hay configuraciones de OEE.',
    deleteTitle: '¿Eliminar la configuración de OEE «%{name}»?',
    deleteContent: 'El gráfico de paradas deja de mostrar el OEE de su frame. El frame y sus paradas se conservan.',
    wizard: {
      createTitle: 'Nueva configuración de OEE',
      editTitle: 'Editar configuración de OEE',
      steps: { availability: 'Disponibilidad', performance: 'Rendimiento', quality: 'Calidad', summary: 'Resumen' },
      next: 'Siguiente',
      back: 'Atrás',
      availabilityHint:
        'La disponibilidad es la parte del tiempo planificado de producción en que el frame estuvo en marcha: sus paradas (salvo las planificadas) son el tiempo perdido.',
      performanceHint: 'El rendimiento compara las piezas contadas con lo que el tiempo de ciclo ideal permite en el tiempo de funcionamiento.',
      cycleTimePerPart: 'Segundos que debería llevar una pieza.',
      cycleTimePerCycle: 'Segundos que debería llevar un ciclo de máquina.',
      qualityHint: 'La calidad es la parte de piezas buenas. Elija el tag que cuenta piezas buenas, piezas malas, o ambos (buenas = total − malas).',
      errors: { qualityTag: 'Elija un tag de producción buena o un tag de producción mala.' },
    },
    /** The OEE series' refusals (GET OEE/queries/series). */
    errors: {
      tooManyBuckets: 'El período tiene más de %{max} intervalos en este nivel: elija un período más corto o un nivel mayor.',
    },
    example: {
      title: 'Pruébelo: un período de ejemplo',
      plannedProductionTimeMin: 'Tiempo planificado (min)',
      runTimeMin: 'Tiempo de funcionamiento (min)',
      totalCount: 'Producción total',
      goodCount: 'Producción buena',
    },
  },
};

export default oeeEsES;
