/** The dashboard page's PDF export: the tab choice, its progress, the pages' header. */
const dashboardPdfPtBR = {
  dashboards: {
    errors: {
      exportMixedTypes: 'As abas selecionadas para exportação devem ser de um mesmo tipo de dashboard.',
    },
    pdf: {
      button: 'Exportar PDF',
      title: 'Exportar abas em PDF',
      choose: 'Escolha as abas a exportar: cada uma ocupa uma página.',
      loadingOthers: 'Lendo os outros dashboards',
      export: 'Exportar',
      close: 'Fechar',
      cancel: 'Cancelar',
      progress: 'Exportando a aba %{index} de %{total}…',
      notCapturable: 'Esta aba não pode ser exportada como imagem.',
      fontFallback: 'Não foi possível carregar a fonte do PDF: caracteres fora dos da Europa Ocidental saem como "?".',
      header: {
        unit: 'Unidade: %{unit}',
        period: 'Período: %{period}',
        generated: 'Gerado em %{time}, %{zone}',
      },
    },
  },
  global: {
    error: {
      messages: {
        pdfExportError: 'Não foi possível exportar o PDF.',
      },
    },
  },
};

export default dashboardPdfPtBR;
