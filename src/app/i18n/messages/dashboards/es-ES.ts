/** The dashboard page (/dashboard/{id}): tabs, widgets and the layout editor. */
const dashboardsEsES = {
  dashboards: {
    tabs: 'Pestañas del dashboard',
    noTabs: 'Este dashboard aún no tiene pestañas.',
    noWidgets: 'Esta pestaña aún no tiene widgets.',
    loadError: 'No se pudo cargar el dashboard.',
    periods: { currentShift: 'Turno actual', today: 'Hoy', last24h: 'Últimas 24 horas', last7d: 'Últimos 7 días' },
    widgets: {
      oee: {
        noSetting: 'No hay configuración de OEE para este evento, o sin permiso para leerla.',
      },
    },
    layout: {
      edit: 'Editar diseño',
      save: 'Guardar diseño',
      cancel: 'Cancelar',
      saved: 'Diseño guardado.',
      saveError: 'No se pudo guardar el diseño.',
      repeatedScreenSize: 'El mismo tamaño de pantalla aparece dos veces.',
      beyondColumns: 'El widget sobrepasa las %{columns} columnas de este tamaño de pantalla.',
    },
    errors: {
      typeLocked: 'El tipo de un dashboard no puede cambiar una vez que tiene pestañas.',
      widgetLimit: 'Esta pestaña ya tiene el máximo de widgets que el dashboard permite (%{limit}).',
      widgetLimitBelowTab: 'Una pestaña de este dashboard tiene %{widgets} widgets: el límite no puede ser menor.',
      componentLimit: 'Esta pestaña ya contiene el máximo de componentes que el dashboard permite (%{limit}).',
      widgetData: 'No se pudieron leer los datos de este widget.',
    },
  },
};

export default dashboardsEsES;
