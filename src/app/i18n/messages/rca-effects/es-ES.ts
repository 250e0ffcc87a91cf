import type { RcaEffectsMessages } from './en-US.js';

const rcaEffectsEsES: RcaEffectsMessages = {
  rcaEffects: {
    columns: {
      number: 'N.º',
      description: 'Descripción',
      form: 'Forma',
      status: 'Análisis',
      age: 'Antigüedad',
      causes: 'Causas',
      actions: 'Acciones',
    },
    filters: { status: 'Estado', form: 'Forma', search: 'Buscar', all: 'Todos' },
    age: { minutes: '%{count} min', hours: '%{count} h', days: '%{count} d' },
    openedAt: 'Abierto el %{time}',
    lateActions: '%{count} con retraso',
    lateActionsHint: 'Acciones con el plazo vencido',
    emptyUnit: 'Esta unidad aún no tiene efectos.',
    empty: 'Ningún efecto coincide con estos filtros.',
    newEffect: 'Nuevo efecto',
    dialog: {
      title: 'Nuevo efecto',
      description: 'Descripción',
      descriptionRequired: 'Describa el efecto.',
      occurredAt: 'Ocurrió el',
      team: 'Equipo',
      save: 'Crear y analizar',
    },
  },
};

export default rcaEffectsEsES;
