import type { ConditionalImageData } from '../../../../domain/dashboards/components/data/conditional-image.js';
import { chooseImage, type ImageRule } from '../../../../domain/dashboards/content/conditional-image.js';
import { DAY_MS } from '../../../../domain/consolidation/local-time.js';
import { notFound } from '../../../core/api-error.js';
import { calcContext, calcRawValues } from '../../series/calc-read.js';
import { readPointBefore } from '../../series/read-store.js';
import { tagsByIds } from '../../series/read-tags.js';
import { plantVariables, variableValues } from '../../tags/plant-variables.js';
import type { WidgetDataContext, WidgetDataProvider } from './widget-data-context.js';

/**
 * A tag's latest value at the request's instant: a stored tag's last sample however old (one primary-key read), a
 * calculation tag's last value computed over the past day. A tag that is not of the unit's plant: 404.
 */
async function latestValue(ctx: WidgetDataContext, idTag: number): Promise<{ value: number | null; at: string | null }> {
  const model = ctx.catalog.get('tags');
  const [tag] = model ? await tagsByIds(ctx.db, model, ctx.plant, [idTag]) : [];
  if (!model || !tag) throw notFound();
  const until = ctx.nowMs + 1;
  if (!tag.isCalculation) {
    const point = await readPointBefore(ctx.db, idTag, until);
    return point ? { value: point.value, at: new Date(point.ts).toISOString() } : { value: null, at: null };
  }
  const variables = variableValues(await plantVariables(ctx.db, ctx.plant));
  const computed = await calcRawValues(calcContext(ctx.db, model, ctx.plant, [tag], variables), tag, until - DAY_MS, until);
  const last = computed.values.findLastIndex((value) => value !== null && Number.isFinite(value));
  return last < 0 ? { value: null, at: null } : { value: computed.values[last]!, at: new Date(computed.times[last]!).toISOString() };
}

/** The conditional image: the tag's latest value and the picture its first matching rule picks (`chooseImage`), else the default. */
export const conditionalImageData: WidgetDataProvider = async (ctx, options): Promise<ConditionalImageData> => {
  const { value, at } = await latestValue(ctx, Number(options.id_tag));
  const rules = (options.rules ?? []) as ImageRule[];
  return { value, at, ...chooseImage(value, rules, typeof options.default_image === 'string' ? options.default_image : null) };
};
