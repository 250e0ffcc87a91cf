/** The dashboard page's modes: fullscreen, theater and TV (kiosk). */
const dashboardModesEnUS = {
  dashboardModes: {
    switch: 'Display mode',
    fullscreen: 'Fullscreen',
    theater: 'Theater',
    tv: 'TV',
    leave: 'Back to the normal page',
    leaveTv: 'Leave TV mode (Esc)',
    staleSince: 'Data is stale since %{time}.',
  },
};

export default dashboardModesEnUS;
