/** The dashboard page's PDF export: the tab choice, its progress, the pages' header. */
const dashboardPdfEsES = {
  dashboards: {
    errors: {
      exportMixedTypes: 'Las pestañas seleccionadas para exportar deben ser de un mismo tipo de dashboard.',
    },
    pdf: {
      button: 'Exportar PDF',
      title: 'Exportar pestañas en PDF',
      choose: 'Elija las pestañas que desea exportar: cada una ocupa una página.',
      loadingOthers: 'Leyendo los demás dashboards',
      export: 'Exportar',
      close: 'Cerrar',
      cancel: 'Cancelar',
      progress: 'Exportando la pestaña %{index} de %{total}…',
      notCapturable: 'Esta pestaña no se puede exportar como imagen.',
      fontFallback: 'No se pudo cargar la fuente del PDF: los caracteres fuera de los de Europa occidental se imprimen como "?".',
      header: {
        unit: 'Unidad: %{unit}',
        period: 'Período: %{period}',
        generated: 'Generado el %{time}, %{zone}',
      },
    },
  },
  global: {
    error: {
      messages: {
        pdfExportError: 'No se pudo exportar el PDF.',
      },
    },
  },
};

export default dashboardPdfEsES;
