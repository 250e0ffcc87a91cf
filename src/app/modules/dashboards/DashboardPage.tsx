import { useCallback, useRef } from 'react';
import { Alert, Box, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useCan } from '../../navigation/useCan.js';
import { useDashboardViews } from '../../navigation/dashboard-views-store.js';
import { DashboardActions } from './editor/DashboardActions.js';
import { EmbedButton } from './embed/EmbedButton.js';
import { PdfExportButton } from './export/PdfExportButton.js';
import { TabContent } from './types/TabContent.js';
import { useDashboardTabs } from './useDashboard.js';
import { DashboardRefreshProvider } from './modes/DashboardRefresh.js';
import type { DashboardMode } from './modes/dashboard-mode.js';
import { enterFullscreen, leaveFullscreen } from './modes/fullscreen.js';
import { ModeSwitch } from './modes/ModeSwitch.js';
import { StaleDataBanner } from './modes/StaleDataBanner.js';
import { TvExitButton } from './modes/TvExitButton.js';
import { useDashboardMode } from './modes/useDashboardMode.js';
import { useDashboardTiming } from './modes/useDashboardTiming.js';
import { useLeaveOnFullscreenExit } from './modes/useLeaveOnFullscreenExit.js';
import { useScreenWakeLock } from './modes/useScreenWakeLock.js';
import { useTabCycle } from './modes/useTabCycle.js';
import { useTheaterMenu } from './modes/useTheaterMenu.js';
import { useTvLimitGuard } from './tv/useTvLimitGuard.js';

/** Editing a dashboard's layout needs update on the dashboards settings page (the server checks it too). */
const dashboardsMenuId = 'settings.dashboards';

const none: never[] = [];

/** Fullscreen: the dashboard area over the whole window (the shell stays rendered beneath), in the browser's fullscreen when it allows. */
const fullscreenArea = {
  position: 'fixed',
  inset: 0,
  zIndex: (theme: { zIndex: { drawer: number } }) => theme.zIndex.drawer + 2,
  bgcolor: 'background.default',
  overflow: 'auto',
  p: 1,
} as const;

/**
 * `/dashboard/{id_visao}`: the dashboard's tabs, and the chosen tab's widgets laid out by the GridBoard;
 * `?mode=` shows it as a TV (kiosk, tabs cycling), fullscreen or in theater (menu collapsed).
 */
export default function DashboardPage({ now = Date.now }: { now?: () => number }) {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const view = useDashboardViews().find((candidate) => candidate.id_visao === id);
  const { mode, setMode } = useDashboardMode();
  const timing = useDashboardTiming(id, view);
  const mayEdit = useCan(dashboardsMenuId)('update');
  const { data: tabs, isPending, error } = useDashboardTabs(id);
  const tv = mode === 'tv';
  const cycle = useTabCycle(tabs ?? none, timing.cycleSeconds, tv, now);
  const current = tabs?.[cycle.index];
  const title = view?.vis_descricao?.trim() || translate('menu.dashboardView', { id, _: `Dashboard #${id}` });
  const area = useRef<HTMLDivElement>(null);

  const leave = useCallback(() => {
    leaveFullscreen();
    setMode('normal');
  }, [setMode]);
  const change = (next: DashboardMode) => {
    if (next === 'tv') enterFullscreen(document.documentElement);
    else if (next === 'fullscreen') enterFullscreen(area.current);
    else leaveFullscreen();
    setMode(next);
  };
  useTheaterMenu(mode === 'theater');
  useScreenWakeLock(tv);
  useLeaveOnFullscreenExit(tv || mode === 'fullscreen', leave);
  useTvLimitGuard(tv, leave);

  return (
    <DashboardRefreshProvider refreshSeconds={timing.refreshSeconds} now={now}>
      <Stack ref={area} spacing={1} sx={{ py: 1, ...(mode === 'fullscreen' ? fullscreenArea : {}) }} data-testid="dashboard-page" data-mode={mode}>
        <Title title={title} />
        {tv && <TvExitButton onLeave={leave} />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          {(tv || mode === 'fullscreen') && (
            <Typography variant="h6" component="h1" noWrap>
              {title}
            </Typography>
          )}
          {!tv && (
            <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
              <DashboardActions idVisao={id} tabs={tabs ?? none} currentTab={current} mayEdit={mayEdit} onChooseTab={cycle.choose} />
              {mayEdit && <EmbedButton idVisao={id} tab={current} />}
              <PdfExportButton idVisao={id} title={title} tabs={tabs ?? none} />
              <ModeSwitch mode={mode} onChange={change} />
            </Box>
          )}
        </Box>
        <StaleDataBanner />
        {isPending && <LinearProgress />}
        {error && <Alert severity="error">{translate('dashboards.loadError')}</Alert>}
        {tabs && tabs.length === 0 && <Alert severity="info">{translate('dashboards.noTabs')}</Alert>}
        {current && (
          <>
            <Tabs
              value={current.id_tab}
              onChange={(_event, next: number) => cycle.choose(tabs!.findIndex((tab) => tab.id_tab === next))}
              variant="scrollable"
              aria-label={translate('dashboards.tabs')}
            >
              {tabs!.map((tab) => (
                <Tab key={tab.id_tab} value={tab.id_tab} label={tab.description} />
              ))}
            </Tabs>
            <TabContent key={current.id_tab} idVisao={id} tab={current} mayEdit={mayEdit && !tv} />
          </>
        )}
      </Stack>
    </DashboardRefreshProvider>
  );
}
