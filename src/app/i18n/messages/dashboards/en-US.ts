/** The dashboard page (/dashboard/{id}): tabs, widgets and the layout editor. */
const dashboardsEnUS = {
  dashboards: {
    tabs: 'Dashboard tabs',
    noTabs: 'This dashboard has no tabs yet.',
    noWidgets: 'This tab has no widgets yet.',
    loadError: 'The dashboard could not be loaded.',
    widgets: {
      oee: {
        noSetting: 'No OEE setting for this event, or no permission to read it.',
        forbidden: 'You may not read OEE figures: ask for read access to the stopping chart.',
      },
    },
    layout: {
      edit: 'Edit layout',
      save: 'Save layout',
      cancel: 'Cancel',
      saved: 'Layout saved.',
      saveError: 'The layout could not be saved.',
      repeatedScreenSize: 'The same screen size appears twice.',
      beyondColumns: 'The widget goes past the %{columns} columns of this screen size.',
    },
    errors: {
      typeLocked: 'The type of a dashboard cannot change once it has tabs.',
      widgetLimit: 'This tab already holds the most widgets its dashboard allows (%{limit}).',
      widgetLimitBelowTab: 'A tab of this dashboard holds %{widgets} widgets: the limit cannot be lower.',
    },
  },
};

export default dashboardsEnUS;
