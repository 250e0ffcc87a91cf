import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { TagFacts } from '../../../../../domain/dashboards/components/data/tag-summary.js';
import type { GoalStatus } from '../../../../../domain/dashboards/components/summaries/goal-outcome.js';
import type { GoalTarget } from '../../../../../domain/dashboards/components/summaries/goal-target.js';
import { dateTimeFormat, formatCalendarDate } from '../../../../../domain/format/index.js';
import type { SummaryLevel } from '../../../../../domain/dashboards/components/summaries/summary-level.js';
import { useFormat } from '../../../../format/useFormat.js';
import { decimalsOf } from '../tag-values/useReadingText.js';

type Bucket = { start: string; label: string };

/** How the summary components write tag values, goals, percents and buckets: the user's language, the unit's clock. */
export function useSummaryText() {
  const format = useFormat();
  const translate = useTranslate();
  return useMemo(() => {
    const none = translate('dashboards.components.summaries.none');
    const number = (value: number | null | undefined, decimals?: number | null) =>
      value === null || value === undefined ? none : format.number(value, { decimals: decimalsOf(decimals) });
    const value = (tag: Pick<TagFacts, 'unit' | 'decimals'>, amount: number | null | undefined) =>
      amount === null || amount === undefined ? none : `${number(amount, tag.decimals)}${tag.unit ? ` ${tag.unit}` : ''}`;
    const percent = (amount: number | null | undefined) => (amount === null || amount === undefined ? none : `${format.number(amount, { decimals: 1 })} %`);
    const goal = (tag: Pick<TagFacts, 'unit' | 'decimals'>, target: GoalTarget | null) => {
      if (!target) return none;
      if (target.value !== undefined) return value(tag, target.value);
      if (target.lower !== undefined && target.upper !== undefined)
        return translate('dashboards.components.summaries.goal.band', { lower: value(tag, target.lower), upper: value(tag, target.upper) });
      if (target.lower !== undefined) return translate('dashboards.components.summaries.goal.atLeast', { lower: value(tag, target.lower) });
      return translate('dashboards.components.summaries.goal.atMost', { upper: value(tag, target.upper) });
    };
    const status = (goalStatus: GoalStatus) => translate(`dashboards.components.summaries.goalStatus.${goalStatus}`);
    const dayMonth = (date: string) => dateTimeFormat(format.locale, 'UTC', { day: '2-digit', month: '2-digit' }).format(Date.parse(`${date}T00:00:00Z`));
    /** A bucket's name, short for a column header; `long` for a row or a tooltip. */
    const bucket = (level: SummaryLevel, { start, label }: Bucket, long = false): string => {
      const day = label.slice(0, 10);
      switch (level) {
        case 'hour':
          return format.instant(start, long ? 'dateTime' : 'time');
        case 'shift':
          return translate('dashboards.components.summaries.bucket.shift', {
            day: long ? formatCalendarDate(format.locale, day) : dayMonth(day),
            n: label.split('#')[1] ?? '',
          });
        case 'day':
          return long ? formatCalendarDate(format.locale, day) : dayMonth(day);
        case 'week':
          return translate('dashboards.components.summaries.bucket.week', { day: long ? formatCalendarDate(format.locale, day) : dayMonth(day) });
        case 'month':
          return dateTimeFormat(format.locale, 'UTC', { month: long ? 'long' : 'short', year: 'numeric' }).format(
            Date.parse(`${label.slice(0, 7)}-01T00:00:00Z`),
          );
      }
    };
    return { none, number, value, percent, goal, status, bucket, instant: format.instant };
  }, [format, translate]);
}
