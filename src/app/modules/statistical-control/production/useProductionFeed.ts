import { useCallback, useEffect, useState } from 'react';
import { acknowledge, nextHighlights, noHighlights, type Highlights } from './new-violations.js';
import { fetchProduction } from './production-api.js';
import type { ProductionAnswer } from './production-types.js';
import { usePageVisible } from './usePageVisible.js';

/** How often the operator's view asks again. */
export const PRODUCTION_REFRESH_MS = 30_000;

/**
 * The production view: asked now and every 30 s while the tab is shown (a tab shown again asks at once), with the
 * violations new since the previous answer highlighted until their card is acknowledged.
 */
export function useProductionFeed(refreshMs = PRODUCTION_REFRESH_MS) {
  const visible = usePageVisible();
  const [answer, setAnswer] = useState<ProductionAnswer>();
  const [error, setError] = useState<unknown>();
  const [highlights, setHighlights] = useState<Highlights>(noHighlights);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!visible) return undefined;
    const controller = new AbortController();
    const load = () =>
      fetchProduction(controller.signal).then(
        (next) => {
          // An answer to a request this effect gave up on (tab hidden, view left) changes nothing.
          if (controller.signal.aborted) return;
          setAnswer(next);
          setError(undefined);
          setHighlights((state) => nextHighlights(state, next));
        },
        (failure: unknown) => !controller.signal.aborted && setError(failure),
      );
    void load();
    // A tick between the tab being hidden and this effect's cleanup asks nothing either.
    const timer = setInterval(() => document.visibilityState !== 'hidden' && void load(), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [visible, round, refreshMs]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const acknowledgeCard = useCallback((idCard: number) => setHighlights((state) => acknowledge(state, idCard)), []);
  return { answer, error, loading: answer === undefined && error === undefined, highlights, reload, acknowledgeCard };
}
