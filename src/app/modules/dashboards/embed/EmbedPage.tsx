import { useEffect, useMemo } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { PeriodOverrideProvider } from '../../../unit-data/usePeriod.js';
import type { Period } from '../../../unit-data/period-store.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { DashboardRefreshProvider } from '../modes/DashboardRefresh.js';
import { dashboardTiming } from '../modes/dashboard-timing.js';
import { fetchEmbed } from './embed-api.js';
import { EmbedAuthProvider } from './EmbedAuth.js';
import { EmbedFrameBoard, EmbedTvBoard } from './EmbedBoard.js';
import { embedFailureKey } from './embed-failure.js';
import { EmbedMessage } from './EmbedMessage.js';

/** A wall screen runs for days: its dashboard's tabs and widgets are read again this often (a revoked link then shows why it stopped). */
const DEFINITION_RELOAD_MS = 5 * 60_000;

/**
 * A dashboard link's page (`/iframe/component#token=…`, no session): the dashboard its token shows, on its
 * unit's clock, with its colours; a TV link as a kiosk with tabs cycling, an iframe export as its tab or widget.
 */
export function EmbedPage({ token, now }: { token: string; now?: () => number }) {
  const loaded = useAsyncData(token, () => fetchEmbed(token));
  // One value per token: the pictures and readings a tab fetches with it are not read again on each render.
  const auth = useMemo(() => ({ token }), [token]);
  const { reload } = loaded;
  useEffect(() => {
    const timer = window.setInterval(reload, DEFINITION_RELOAD_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  const definition = loaded.data;
  if (loaded.error) return <EmbedMessage message={embedFailureKey(loaded.error)} />;
  if (!definition) return <LinearProgress data-testid="embed-loading" />;
  const { view } = definition;
  return (
    <PeriodOverrideProvider value={(definition.period as Period | null) ?? null}>
      <EmbedAuthProvider value={auth}>
        <DashboardRefreshProvider refreshSeconds={dashboardTiming(view).refreshSeconds} now={now}>
          <Box
            component="main"
            data-testid="embed-page"
            data-kind={definition.kind}
            sx={{ minHeight: '100vh', p: 1, bgcolor: view.background_color ?? 'background.default', color: view.font_color ?? 'text.primary' }}
          >
            {definition.kind === 'tv' ? (
              <EmbedTvBoard definition={definition} token={token} now={now} />
            ) : (
              <EmbedFrameBoard definition={definition} token={token} />
            )}
          </Box>
        </DashboardRefreshProvider>
      </EmbedAuthProvider>
    </PeriodOverrideProvider>
  );
}
