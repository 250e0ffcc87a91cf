/** The dashboard page (/dashboard/{id}): tabs, widgets and the layout editor. */
const dashboardsEnUS = {
  dashboards: {
    tabs: 'Dashboard tabs',
    noTabs: 'This dashboard has no tabs yet.',
    noWidgets: 'This tab has no widgets yet.',
    loadError: 'The dashboard could not be loaded.',
    periods: { currentShift: 'Current shift', today: 'Today', last24h: 'Last 24 hours', last7d: 'Last 7 days' },
    widgets: {
      oee: {
        noSetting: 'No OEE setting for this event, or no permission to read it.',
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
      componentLimit: 'This tab already holds the most components its dashboard allows (%{limit}).',
      widgetData: "This widget's data could not be read.",
    },
  },
};

export default dashboardsEnUS;
