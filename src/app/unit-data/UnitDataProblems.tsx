import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Snackbar } from '@mui/material';
import { getLoadFailures, subscribeLoadFailures, type LoadSource } from './load-failures.js';

/**
 * The stored loading failures (platform-core section 8), unobtrusively: a small warning in the
 * bottom corner that the user may close; a new failure shows it again.
 */
export function UnitDataProblems() {
  const translate = useTranslate();
  const failures = useSyncExternalStore(subscribeLoadFailures, getLoadFailures);
  const [closed, setClosed] = useState<typeof failures>();
  const entries = Object.entries(failures) as [LoadSource, string][];
  if (entries.length === 0 || closed === failures) return null;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert severity="warning" variant="outlined" onClose={() => setClosed(failures)} data-testid="unit-data-problems" sx={{ bgcolor: 'background.paper' }}>
        {entries.map(([source, key]) => (
          <div key={source}>{`${translate(`unitData.sources.${source}`)}: ${translate(key, { _: translate('unitData.messages.apiProblem') })}`}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
