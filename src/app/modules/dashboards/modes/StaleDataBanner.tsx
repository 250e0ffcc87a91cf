import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { useDashboardRefresh } from './DashboardRefresh.js';
import { staleSince } from './stale-data.js';

const checkEveryMs = 5_000;

/** "Data is stale since …" when a widget's last good load is older than twice the refresh delay. */
export function StaleDataBanner() {
  const translate = useTranslate();
  const format = useFormat();
  const { refreshMs, loadedTimes, version, now } = useDashboardRefresh();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), checkEveryMs);
    return () => window.clearInterval(timer);
  }, []);
  void version;
  const since = staleSince(loadedTimes(), refreshMs / 1000, now());
  if (since === null) return null;
  return (
    <Alert severity="warning" data-testid="stale-data-banner">
      {translate('dashboardModes.staleSince', { time: format.instant(since, 'dateTime') })}
    </Alert>
  );
}
