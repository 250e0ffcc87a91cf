/**
 * A widget's indicators: the tags and events its options name. The tab's component cap counts them (a chart of
 * eight tags is eight series to read), which bounds the tab's one batched data request.
 *
 * Options name a tag as `id_tag` (an integer) or in `tags` (integers, or objects with `id_tag`), an event as
 * `id_frame` or in `frames`, at any depth.
 */
const singleKeys = new Set(['id_tag', 'id_frame']);
const listKeys = new Set(['tags', 'frames']);

export function indicatorCount(options: unknown): number {
  if (Array.isArray(options)) return options.reduce((sum: number, item) => sum + indicatorCount(item), 0);
  if (typeof options !== 'object' || options === null) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(options)) {
    if (singleKeys.has(key) && typeof value === 'number') count += 1;
    else if (listKeys.has(key) && Array.isArray(value)) count += value.filter((item) => typeof item === 'number').length + indicatorCount(value);
    else if (typeof value === 'object') count += indicatorCount(value);
  }
  return count;
}

/** A widget counts as one component, or as its indicators when it has more than one. */
export const componentWeight = (options: unknown): number => Math.max(1, indicatorCount(options));
