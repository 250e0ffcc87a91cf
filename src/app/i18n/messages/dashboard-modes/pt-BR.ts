/** The dashboard page's modes: fullscreen, theater and TV (kiosk). */
const dashboardModesPtBR = {
  dashboardModes: {
    switch: 'Modo de exibição',
    fullscreen: 'Tela cheia',
    theater: 'Teatro',
    tv: 'TV',
    leave: 'Voltar à página normal',
    leaveTv: 'Sair do modo TV (Esc)',
    staleSince: 'Os dados estão desatualizados desde %{time}.',
  },
};

export default dashboardModesPtBR;
