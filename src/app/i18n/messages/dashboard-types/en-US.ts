/** The dashboard types beside the standard grid: HMI pictures, app tabs and embedded Power BI reports. */
const dashboardTypesEnUS = {
  dashboards: {
    types: {
      hmi: {
        status: { normal: 'Normal', warning: 'Warning', alarm: 'Alarm', noData: 'No data' },
        at: 'at %{time}',
        pictureAlt: 'Process picture',
        noPicture: 'No process picture yet.',
        editPicture: 'Edit picture',
        loadError: 'The live values of this picture could not be read.',
        pictureError: 'The process picture could not be loaded.',
        empty: 'This HMI tab has no picture yet.',
        emptyEditor: 'This HMI tab has no picture yet: choose "Edit picture" to upload one and place the tags on it.',
        editor: {
          uploadPicture: 'Upload picture',
          replacePicture: 'Replace picture',
          uploading: 'Uploading…',
          pictureTooLarge: 'The picture must be smaller than 2 MB.',
          tag: 'Tag',
          noTags: 'No tags in this unit',
          addPoint: 'Add point',
          dragHint: 'Drag each label to its place on the picture (or focus it and use the arrow keys; Shift moves further). At most %{max} points.',
          noPoints: 'No points yet: choose a tag and add it.',
          place: 'at %{x} %, %{y} %',
          decimals: 'Decimals',
          showUnit: 'Show unit',
          remove: 'Remove %{code}',
          save: 'Save picture',
          cancel: 'Cancel',
          saved: 'Picture saved.',
        },
      },
      app: {
        page: 'Module page',
        noPage: 'No module page chosen for this tab yet.',
        noPermission: 'You do not have permission to open the page %{page}.',
        rolling: 'Period ends when shown',
        saveSettings: 'Save these settings',
        settingsSaved: 'The page settings were saved to the tab.',
        pageSaved: 'The tab now shows this page.',
      },
    },
    powerbi: {
      tokenKept: 'Leave empty to keep the stored token.',
      errors: {
        unauthorized: 'Power BI refused the report: the embed token is not valid or has expired (401).',
        forbidden: 'Power BI refused the report: the token does not give access to it (403).',
        notFound: 'Power BI did not find the report or its workspace (404).',
        serverError: 'Power BI could not load the report because of an error on its side (500). Try again later.',
        unexpected: 'The Power BI report could not be loaded because of an unexpected error.',
        notConfigured: 'This dashboard has no Power BI report or embed token configured.',
      },
    },
  },
};

export default dashboardTypesEnUS;
