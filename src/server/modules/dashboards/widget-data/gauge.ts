import type { GaugeBand, GaugeData } from '../../../../domain/dashboards/components/data/gauge.js';
import { statusBands } from '../../../../domain/dashboards/tag-values/value-bands.js';
import { valueScale } from '../../../../domain/dashboards/tag-values/value-scale.js';
import type { WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readTagReadings } from './tag-readings.js';
import type { WidgetDataProvider } from './widget-data-context.js';

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The gauge: a tag's latest value in the period on a dial, with the options' coloured bands or those of the tag's limits. */
export const gaugeData: WidgetDataProvider = async (ctx, options): Promise<GaugeData> => {
  const [entry] = await readTagReadings(ctx, [Number(options.id_tag)], (options.period ?? 'last24h') as WidgetPeriod);
  const { reading } = entry!;
  const scale = valueScale(reading.limits, reading.value, numberOr(options.min), numberOr(options.max));
  const given = Array.isArray(options.bands) ? (options.bands as Required<Pick<GaugeBand, 'from' | 'to' | 'color'>>[]) : [];
  const bands: GaugeBand[] = given.length
    ? given.map(({ from, to, color }) => ({ from: Math.max(from, scale.min), to: Math.min(to, scale.max), color })).filter((band) => band.to > band.from)
    : statusBands(reading.limits, scale);
  return { ...reading, scale, bands };
};
