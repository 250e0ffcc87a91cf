/** The dashboard's TV timing: tabs cycle every `cycleSeconds` (0: they stay), data reloads every `refreshSeconds`. */
export interface DashboardTiming {
  cycleSeconds: number;
  refreshSeconds: number;
}

export const defaultTiming: DashboardTiming = { cycleSeconds: 30, refreshSeconds: 60 };

const seconds = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/** The timing of a dashboard record (`cycle_time`, `refresh_delay`), the defaults for what it does not say. */
export const dashboardTiming = (record: { cycle_time?: unknown; refresh_delay?: unknown } | undefined): DashboardTiming => ({
  cycleSeconds: seconds(record?.cycle_time, defaultTiming.cycleSeconds),
  refreshSeconds: seconds(record?.refresh_delay, defaultTiming.refreshSeconds),
});
