/** How the dashboard page is shown: in the shell, or as a TV (kiosk), fullscreen or theater (`?mode=`). */
export type DashboardMode = 'normal' | 'tv' | 'fullscreen' | 'theater';

export const dashboardModes = ['fullscreen', 'theater', 'tv'] as const satisfies readonly DashboardMode[];

const dashboardPath = /^\/dashboard\/\d+\/?$/;

/** The mode a URL's query asks for; anything else is the normal page. */
export function modeOf(search: string | URLSearchParams): DashboardMode {
  const mode = (typeof search === 'string' ? new URLSearchParams(search) : search).get('mode');
  return (dashboardModes as readonly string[]).includes(mode ?? '') ? (mode as DashboardMode) : 'normal';
}

/** True on a dashboard page in TV mode: the shell gives way to the kiosk frame (navigation/GuardedLayout). */
export const isTvLocation = ({ pathname, search }: { pathname: string; search: string }): boolean => dashboardPath.test(pathname) && modeOf(search) === 'tv';
