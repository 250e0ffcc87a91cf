/** The dashboard page's modes: fullscreen, theater and TV (kiosk). */
const dashboardModesEsES = {
  dashboardModes: {
    switch: 'Modo de visualización',
    fullscreen: 'Pantalla completa',
    theater: 'Teatro',
    tv: 'TV',
    leave: 'Volver a la página normal',
    leaveTv: 'Salir del modo TV (Esc)',
    staleSince: 'Los datos están desactualizados desde %{time}.',
  },
};

export default dashboardModesEsES;
