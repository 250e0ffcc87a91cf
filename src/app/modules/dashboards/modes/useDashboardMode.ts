import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { modeOf, type DashboardMode } from './dashboard-mode.js';

/** The page's mode, kept in the URL (`?mode=tv|fullscreen|theater`), and the way to change it. */
export function useDashboardMode() {
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params);
  const setMode = useCallback(
    (next: DashboardMode) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'normal') changed.delete('mode');
          else changed.set('mode', next);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { mode, setMode };
}
