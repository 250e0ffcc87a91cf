import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { TagReading } from '../../../../../domain/dashboards/components/data/tag-reading.js';
import type { TagStatus } from '../../../../../domain/dashboards/tag-values/tag-status.js';
import { useFormat } from '../../../../format/useFormat.js';

/** A tag's decimals, 2 when unset (as the analysis pages write values). */
export const decimalsOf = (decimals: number | null | undefined) => (typeof decimals === 'number' && decimals >= 0 && decimals <= 6 ? decimals : 2);

/** How the tag value components write a value, a status and a whole reading: the user's language, the unit's clock. */
export function useReadingText() {
  const format = useFormat();
  const translate = useTranslate();
  return useMemo(() => {
    const number = (value: number, decimals?: number | null) => format.number(value, { decimals: decimalsOf(decimals) });
    const value = (reading: Pick<TagReading, 'value' | 'unit' | 'decimals'>, decimals?: number) =>
      reading.value === null
        ? translate('dashboards.components.tagValues.noValue')
        : `${number(reading.value, decimals ?? reading.decimals)}${reading.unit ? ` ${reading.unit}` : ''}`;
    const status = (status: TagStatus) => translate(`dashboards.components.tagValues.status.${status}`);
    const reading = (entry: TagReading, decimals?: number) =>
      translate(entry.at ? 'dashboards.components.tagValues.readingAt' : 'dashboards.components.tagValues.reading', {
        code: entry.code,
        value: value(entry, decimals),
        status: status(entry.status),
        time: entry.at ? format.instant(entry.at) : '',
      });
    return { number, value, status, reading, instant: format.instant };
  }, [format, translate]);
}
