import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

interface DashboardRefreshValue {
  /** How often a widget reloads its data, in milliseconds (0: never). */
  refreshMs: number;
  /** When each mounted widget last loaded its data well. */
  loadedTimes: () => number[];
  loaded: (widget: string, at: number) => void;
  forget: (widget: string) => void;
  /** Changes whenever a load is told: what the stale banner watches. */
  version: number;
  now: () => number;
}

const DashboardRefreshContext = createContext<DashboardRefreshValue>({
  refreshMs: 60_000,
  loadedTimes: () => [],
  loaded: () => undefined,
  forget: () => undefined,
  version: 0,
  now: Date.now,
});

export const useDashboardRefresh = () => useContext(DashboardRefreshContext);

/** The dashboard's refresh delay for its widgets, and the record of when each one last loaded well. */
export function DashboardRefreshProvider({ refreshSeconds, now = Date.now, children }: { refreshSeconds: number; now?: () => number; children: ReactNode }) {
  const times = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const loaded = useCallback((widget: string, at: number) => {
    times.current.set(widget, at);
    setVersion((n) => n + 1);
  }, []);
  const forget = useCallback((widget: string) => {
    if (times.current.delete(widget)) setVersion((n) => n + 1);
  }, []);
  const value = useMemo(
    () => ({ refreshMs: Math.max(0, refreshSeconds) * 1000, loadedTimes: () => [...times.current.values()], loaded, forget, version, now }),
    [refreshSeconds, loaded, forget, version, now],
  );
  return <DashboardRefreshContext.Provider value={value}>{children}</DashboardRefreshContext.Provider>;
}

/**
 * A widget's data reloaded every refresh delay of its dashboard (a minute outside one), each good
 * load told to the dashboard so a TV can say when data went stale.
 */
export function useWidgetRefresh(query: { data: unknown; loading: boolean; error?: unknown; reload: () => void }): void {
  const { refreshMs, loaded, forget, now } = useDashboardRefresh();
  const widget = useId();
  const { data, loading, error, reload } = query;
  useEffect(() => {
    if (refreshMs <= 0) return undefined;
    const timer = window.setInterval(reload, refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs, reload]);
  useEffect(() => {
    if (data !== undefined && !loading && !error) loaded(widget, now());
  }, [data, loading, error, loaded, widget, now]);
  useEffect(() => () => forget(widget), [forget, widget]);
}
