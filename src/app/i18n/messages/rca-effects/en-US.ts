/** The effects page (/root-cause/effects-page): the unit's effects, their filters and the new-effect dialog. */
const rcaEffectsEnUS = {
  rcaEffects: {
    columns: {
      number: 'No.',
      description: 'Description',
      form: 'Form',
      status: 'Analysis',
      age: 'Age',
      causes: 'Causes',
      actions: 'Actions',
    },
    filters: { status: 'Status', form: 'Form', search: 'Search', all: 'All' },
    age: { minutes: '%{count} min', hours: '%{count} h', days: '%{count} d' },
    openedAt: 'Opened %{time}',
    lateActions: '%{count} late',
    lateActionsHint: 'Actions past their deadline',
    emptyUnit: 'This unit has no effect yet.',
    empty: 'No effect matches these filters.',
    newEffect: 'New effect',
    dialog: {
      title: 'New effect',
      description: 'Description',
      descriptionRequired: 'Describe the effect.',
      occurredAt: 'Occurred at',
      team: 'Team',
      save: 'Create and analyse',
    },
  },
};

export type RcaEffectsMessages = typeof rcaEffectsEnUS;
export default rcaEffectsEnUS;
