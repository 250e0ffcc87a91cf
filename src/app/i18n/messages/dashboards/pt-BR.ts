/** The dashboard page (/dashboard/{id}): tabs, widgets and the layout editor. */
const dashboardsPtBR = {
  dashboards: {
    tabs: 'Abas do dashboard',
    noTabs: 'Este dashboard ainda não tem abas.',
    noWidgets: 'Esta aba ainda não tem widgets.',
    loadError: 'Não foi possível carregar o dashboard.',
    periods: { currentShift: 'Turno atual', today: 'Hoje', last24h: 'Últimas 24 horas', last7d: 'Últimos 7 dias' },
    widgets: {
      oee: {
        noSetting: 'Nenhuma configuração de OEE para este evento, ou sem permissão para lê-la.',
      },
    },
    layout: {
      edit: 'Editar layout',
      save: 'Salvar layout',
      cancel: 'Cancelar',
      saved: 'Layout salvo.',
      saveError: 'Não foi possível salvar o layout.',
      repeatedScreenSize: 'O mesmo tamanho de tela aparece duas vezes.',
      beyondColumns: 'O widget passa das %{columns} colunas deste tamanho de tela.',
    },
    errors: {
      typeLocked: 'O tipo de um dashboard não pode mudar depois que ele tem abas.',
      widgetLimit: 'Esta aba já tem o máximo de widgets que o dashboard permite (%{limit}).',
      widgetLimitBelowTab: 'Uma aba deste dashboard tem %{widgets} widgets: o limite não pode ser menor.',
      componentLimit: 'Esta aba já contém o máximo de componentes que o dashboard permite (%{limit}).',
      widgetData: 'Os dados deste widget não puderam ser lidos.',
    },
  },
};

export default dashboardsPtBR;
