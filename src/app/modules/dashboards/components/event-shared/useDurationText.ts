import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../format/useFormat.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** A stop's length in the unit that reads best (seconds, minutes, then hours, one decimal), in the user's language. */
export function useDurationText(): (ms: number) => string {
  const translate = useTranslate();
  const { number } = useFormat();
  return useCallback(
    (ms: number) => {
      if (ms < MINUTE_MS) return translate('dashboards.components.duration.seconds', { value: number(Math.round(ms / 1000)) });
      if (ms < HOUR_MS) return translate('dashboards.components.duration.minutes', { value: number(ms / MINUTE_MS, { maxDecimals: 1 }) });
      return translate('dashboards.components.duration.hours', { value: number(ms / HOUR_MS, { maxDecimals: 1 }) });
    },
    [translate, number],
  );
}
