/** What the TV cycle needs of a tab: its own cycle time in seconds (0 or absent: the dashboard's). */
export interface CycledTab {
  cycle_time?: number | null;
}

/** Where the cycle stands: the tab on screen and the milliseconds until the next one (null: it stays). */
export interface CyclePosition {
  index: number;
  nextInMs: number | null;
}

const positive = (seconds: number | null | undefined): number => (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : 0);

/** How long a tab stays on a TV, in seconds: its own cycle time when above 0, else the dashboard's (0: it stays). */
export const tabSeconds = (tab: CycledTab, dashboardSeconds: number): number => positive(tab.cycle_time) || positive(dashboardSeconds);

/**
 * The tab on screen `elapsedMs` after the cycle started on tab `startIndex`, and the delay to the
 * next: tabs follow each other in their order and wrap around; a tab whose time is 0 stays for good.
 */
export function tvCycleAt(tabs: readonly CycledTab[], dashboardSeconds: number, elapsedMs: number, startIndex = 0): CyclePosition {
  if (tabs.length === 0) return { index: 0, nextInMs: null };
  const first = Math.min(Math.max(0, Math.trunc(startIndex)), tabs.length - 1);
  const durations = tabs.map((tab) => tabSeconds(tab, dashboardSeconds) * 1000);
  if (tabs.length === 1) return { index: first, nextInMs: null };
  // Walk one round from the first tab: a tab that stays ends the walk; a full round wraps around.
  const round = durations.reduce((sum, ms) => sum + ms, 0);
  const staying = durations.some((ms) => ms === 0);
  let left = Math.max(0, elapsedMs);
  if (!staying) left %= round;
  for (let step = 0; ; step += 1) {
    const index = (first + step) % tabs.length;
    const duration = durations[index]!;
    if (duration === 0) return { index, nextInMs: null };
    if (left < duration) return { index, nextInMs: duration - left };
    left -= duration;
  }
}
