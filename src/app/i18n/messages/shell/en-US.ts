/** The shell: side menu areas, header buttons, new-version notice, page errors and the embedded component page. */
const enUS = {
  shell: {
    menu: {
      main: 'Main',
      settings: 'Configuration',
      open: {
        main: 'Open the main menu',
        settings: 'Open the configuration menu',
      },
    },
    logbook: {
      open: 'Shift logbook',
      title: 'Shift logbook',
      close: 'Close the logbook',
    },
    alerts: {
      open: 'Alerts',
    },
    version: {
      available: 'A new version (%{version}) is available.',
      update: 'Update',
    },
    iframe: {
      noComponent: 'There is no component to show at this address.',
      unknownComponent: 'The component "%{component}" is not available.',
    },
  },
};

export default enUS;
