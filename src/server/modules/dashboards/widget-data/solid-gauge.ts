import type { SolidGaugeData } from '../../../../domain/dashboards/components/data/solid-gauge.js';
import { scaleFraction, valueScale } from '../../../../domain/dashboards/tag-values/value-scale.js';
import type { WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readTagReadings } from './tag-readings.js';
import type { WidgetDataProvider } from './widget-data-context.js';

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The solid gauge: a tag's latest value in the period as a filled arc, and the percent of the scale it fills. */
export const solidGaugeData: WidgetDataProvider = async (ctx, options): Promise<SolidGaugeData> => {
  const [entry] = await readTagReadings(ctx, [Number(options.id_tag)], (options.period ?? 'last24h') as WidgetPeriod);
  const { reading } = entry!;
  const scale = valueScale(reading.limits, reading.value, numberOr(options.min), numberOr(options.max));
  const fraction = scaleFraction(scale, reading.value);
  return { ...reading, scale, percent: fraction === null ? null : fraction * 100 };
};
