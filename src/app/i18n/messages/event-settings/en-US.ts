/** Event-manager settings (business-modules sections 4 and 8): frame rules, the frame form, a group's motives. */
const eventSettingsEnUS = {
  equipmentStops: {
    errors: {
      stateTagRequired: 'An automatic frame needs a state tag to detect stops.',
      motiveInactive: 'Only active motives can be allowed on a frame.',
    },
  },
  eventSettings: {
    frameForm: {
      sections: {
        identity: 'Identity',
        detection: 'Stop detection',
        motives: 'Motives and complementary types',
        people: 'Who records, approves and annuls',
        integration: 'Integration',
      },
      manualHint: 'Stops of a manual frame are recorded by people: there is nothing to detect.',
    },
    motives: {
      title: 'Motives of this group',
      add: 'Add motive',
      edit: 'Edit motive',
      empty: 'This group has no motives yet.',
      saved: 'Motive saved.',
      deleted: 'Motive deleted.',
      deleteTitle: 'Delete the motive %{code}?',
      deleteContent: 'Frames and stops that use it must not need it any more.',
    },
  },
  global: {
    warning: {
      messages: {
        registerEventLimit: 'The limit of active events for this unit has been reached. Contact the administrator.',
      },
    },
  },
};

export default eventSettingsEnUS;
export type EventSettingsMessages = typeof eventSettingsEnUS;
