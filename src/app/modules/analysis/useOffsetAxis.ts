import { useMemo } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/format/index.js';
import { offsetParts } from './offset-axis.js';
import { timeTicks } from './time-ticks.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A time axis of offsets from a period's start (`+2 d 06:00`), with round steps. */
export function useOffsetAxis(span: number, width: number) {
  const translate = useTranslate();
  const locale = useLocale();
  return useMemo(() => {
    const format = (t: number) => {
      const { days, hours, minutes } = offsetParts(t);
      return translate('analysis.comparative.offset', { days, time: `${pad(hours)}:${pad(minutes)}` });
    };
    return {
      domain: [0, span] as [number, number],
      // Offsets count from 0 like instants from the epoch in UTC, so the same round steps fit.
      ticks: timeTicks({ from: 0, to: span }, 'UTC', Math.max(2, Math.floor(width / 90))),
      formatTick: format,
      formatTime: format,
      formatAxisValue: (value: number) => formatNumber(locale, value, { compact: true }),
    };
  }, [span, width, translate, locale]);
}
