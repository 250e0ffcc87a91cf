import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StaleDataBanner } from '../modes/StaleDataBanner.js';
import { useScreenWakeLock } from '../modes/useScreenWakeLock.js';
import { useTabCycle } from '../modes/useTabCycle.js';
import { dashboardTiming } from '../modes/dashboard-timing.js';
import { WidgetBoard } from '../WidgetBoard.js';
import { useTvHeartbeat } from '../tv/useTvHeartbeat.js';
import type { EmbedDefinition } from './embed-api.js';
import { alone, widgetsOfTab } from './embed-widgets.js';
import { EmbedMessage } from './EmbedMessage.js';
import { EmbedTab } from './EmbedTab.js';

interface EmbedBoardProps {
  definition: EmbedDefinition;
  token: string;
  now?: () => number;
}

const titleOf = (definition: EmbedDefinition, translate: (key: string, options?: object) => string) =>
  definition.view.vis_descricao?.trim() || translate('menu.dashboardView', { id: definition.view.id_visao, _: `Dashboard #${definition.view.id_visao}` });

/**
 * A TV link: the whole dashboard in kiosk style, its title and tabs cycling on their cycle times (each drawn by the
 * dashboard's type: EmbedTab.tsx), the stale-data warning, the screen kept awake, and a place among the client's TVs
 * online (refused: the limit's message instead).
 */
export function EmbedTvBoard({ definition, token, now = Date.now }: EmbedBoardProps) {
  const translate = useTranslate();
  const presence = useTvHeartbeat(true, { token });
  const refused = presence.state === 'refused';
  const cycle = useTabCycle(definition.tabs, dashboardTiming(definition.view).cycleSeconds, !refused, now);
  useScreenWakeLock(!refused);
  if (refused) return <EmbedMessage message="dashboards.errors.tvLimit" args={{ limit: presence.limit ?? '' }} />;
  const current = definition.tabs[cycle.index];
  return (
    <Stack spacing={1} data-testid="embed-tv">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 32 }}>
        <Typography variant="h6" component="h1" noWrap>
          {titleOf(definition, translate)}
        </Typography>
        {definition.tabs.length > 1 && (
          <Tabs
            value={current?.id_tab ?? false}
            onChange={(_event, next: number) => cycle.choose(definition.tabs.findIndex((tab) => tab.id_tab === next))}
            variant="scrollable"
            aria-label={translate('dashboards.tabs')}
          >
            {definition.tabs.map((tab) => (
              <Tab key={tab.id_tab} value={tab.id_tab} label={tab.description} />
            ))}
          </Tabs>
        )}
      </Box>
      <StaleDataBanner />
      {current ? (
        <EmbedTab key={current.id_tab} definition={definition} tab={current} widgets={widgetsOfTab(definition, current.id_tab!)} token={token} />
      ) : (
        <EmbedMessage message="dashboards.noTabs" />
      )}
    </Stack>
  );
}

/** An iframe export: its one tab as on the dashboard (by the dashboard's type), or its one widget across the frame. */
export function EmbedFrameBoard({ definition, token }: EmbedBoardProps) {
  const tab = definition.tabs[0];
  if (!tab) return <EmbedMessage message="dashboards.embed.linkForbidden" />;
  const widgets = widgetsOfTab(definition, tab.id_tab!);
  const single = definition.id_widget !== null ? widgets.find((widget) => widget.id_widget === definition.id_widget) : undefined;
  return (
    <Box data-testid="embed-frame">
      <StaleDataBanner />
      {single ? (
        <WidgetBoard idTab={tab.id_tab!} widgets={[alone(single)]} auth={{ token }} />
      ) : (
        <EmbedTab definition={definition} tab={tab} widgets={widgets} token={token} />
      )}
    </Box>
  );
}
