/** The dashboard page's PDF export: the tab choice, its progress, the pages' header. */
const dashboardPdfEnUS = {
  dashboards: {
    errors: {
      exportMixedTypes: 'The tabs selected for export must share one dashboard type.',
    },
    pdf: {
      button: 'Export PDF',
      title: 'Export tabs as PDF',
      choose: 'Choose the tabs to export: each one gets its own page.',
      loadingOthers: 'Reading the other dashboards',
      export: 'Export',
      close: 'Close',
      cancel: 'Cancel',
      progress: 'Exporting tab %{index} of %{total}…',
      notCapturable: 'This tab cannot be exported as an image.',
      fontFallback: 'The PDF\'s font could not be loaded: characters outside Western European ones are printed as "?".',
      header: {
        unit: 'Unit: %{unit}',
        period: 'Period: %{period}',
        generated: 'Generated on %{time}, %{zone}',
      },
    },
  },
  global: {
    error: {
      messages: {
        pdfExportError: 'The PDF could not be exported.',
      },
    },
  },
};

export default dashboardPdfEnUS;
