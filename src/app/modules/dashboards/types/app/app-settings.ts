import { MINUTE_MS } from '../../../../../domain/consolidation/local-time.js';

/**
 * An app tab's saved settings (`app_settings`): the page's kept choices as the page keeps them for the browser tab
 * (`useSessionState`: `state` by key, e.g. the process analysis's tags, period and level), and `rolling`: the saved
 * period is shown ending now, with its length, as a dashboard shows the present.
 */
export interface AppSettings {
  state: Record<string, unknown>;
  rolling: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function appSettingsOf(value: unknown): AppSettings {
  if (!isObject(value)) return { state: {}, rolling: true };
  return { state: isObject(value.state) ? value.state : {}, rolling: value.rolling !== false };
}

interface Range {
  from: number;
  to: number;
}

const isRange = (value: unknown): value is Range => isObject(value) && typeof value.from === 'number' && typeof value.to === 'number';
const shifted = (range: Range, by: number): Range => ({ from: range.from + by, to: range.to + by });

/**
 * A kept choice as the tab shows it at `now`: a choice with a `range` (an analysis page's period, and its `rangeB`)
 * moved so the period ends at the next whole minute, the same length; anything else as saved.
 */
export function rolledChoice(choice: unknown, now: number): unknown {
  if (!isObject(choice) || !isRange(choice.range)) return choice;
  const by = Math.ceil(now / MINUTE_MS) * MINUTE_MS - choice.range.to;
  return { ...choice, range: shifted(choice.range, by), ...(isRange(choice.rangeB) ? { rangeB: shifted(choice.rangeB, by) } : {}) };
}

/** The choices the tab's page starts from. */
export function restoredState(settings: AppSettings, now: number): Map<string, unknown> {
  return new Map(Object.entries(settings.state).map(([key, choice]) => [key, settings.rolling ? rolledChoice(choice, now) : choice]));
}
