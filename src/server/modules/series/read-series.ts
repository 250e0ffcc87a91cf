/** `GET MES/queries/series`: one answer entry per asked tag, in the order asked. */
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { SeriesGoal, SeriesPoint, TagSeries, TagSeriesColumns } from '../../../domain/series/series-answer.js';
import type { Db } from '../../db/create-database.js';
import { ApiError, notFound } from '../../core/api-error.js';
import { bucketValues, calcContext, calcRawValues, type CalcContext } from './calc-read.js';
import { bucketSeries } from './read-consolidated.js';
import { readGoals } from './read-goals.js';
import type { SeriesQuery } from './read-params.js';
import { limitPoints, readRawSeries, type ReadSeries } from './read-raw.js';
import { tagsByIds, type SeriesTag } from './read-tags.js';
import { plantVariables, variableValues } from '../tags/plant-variables.js';

export interface SeriesModels {
  tags: EntityModel;
  goals?: EntityModel;
}

/**
 * Where a series read finds its tags and goals and how it shares a tag's read: by default its own queries; a
 * caller reading many series in one request (a dashboard tab) passes one lookup that batches them.
 */
export interface SeriesLookup {
  tags(ids: readonly number[]): Promise<SeriesTag[]>;
  goals(ids: readonly number[], from: number, to: number): Promise<Map<number, SeriesGoal[]>>;
  /** One load per key within the caller's scope (the key names the tag, level, range and points). */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const ownLookup = (db: Db, models: SeriesModels, plant: number): SeriesLookup => ({
  tags: (ids) => tagsByIds(db, models.tags, plant, ids),
  goals: (ids, from, to) => readGoals(db, models.goals, plant, ids, from, to),
  shared: (_key, load) => load(),
});

export const levelNotConsolidated = (tag: SeriesTag, level: string) =>
  new ApiError(400, 'LEVEL_NOT_CONSOLIDATED', 'series.errors.levelNotConsolidated', {
    level: { key: 'series.errors.levelNotConsolidated', args: { code: tag.code, level } },
  });

async function readOne(ctx: CalcContext, tag: SeriesTag, query: SeriesQuery): Promise<ReadSeries> {
  const { from, to, level, points } = query;
  if (level !== 'raw') return bucketSeries(await bucketValues(ctx, tag, level, from, to), from, to, points);
  if (!tag.isCalculation) return readRawSeries(ctx.db, tag.id_tag, from, to, points);
  const computed = await calcRawValues(ctx, tag, from, to);
  return limitPoints(computed.times, computed.values, from, to, points);
}

const pointsOf = ({ times, values, labels }: Pick<TagSeriesColumns, 'times' | 'values' | 'labels'>): SeriesPoint[] =>
  times.map((t, i) => {
    const point: SeriesPoint = { t: new Date(t).toISOString(), v: values[i] ?? null };
    const label = labels?.[i];
    if (label !== undefined) point.label = label;
    return point;
  });

/**
 * Reads every tag of `query` in `plant`, each series as columns (epoch-ms times beside their values): what a
 * caller drawing or computing needs, without a text instant per point. A tag id that is not a tag of that
 * plant answers 404 (the same for another plant's tag and for no tag at all); a consolidated level a tag does
 * not keep answers 400. The arrays of a series read once for several callers (`lookup.shared`) are shared:
 * callers never change them.
 */
export async function readSeriesColumns(
  db: Db,
  models: SeriesModels,
  plant: number,
  query: SeriesQuery,
  lookup: SeriesLookup = ownLookup(db, models, plant),
): Promise<TagSeriesColumns[]> {
  const found = new Map((await lookup.tags(query.tagIds)).map((tag) => [tag.id_tag, tag]));
  if (query.tagIds.some((id) => !found.has(id))) throw notFound();
  const tags = query.tagIds.map((id) => found.get(id)!);
  const level = query.level;
  for (const tag of tags) if (level !== 'raw' && !tag.consolidates[level]) throw levelNotConsolidated(tag, level);
  // One read of the plant's global variables per request, only when a calculation tag is asked.
  const variables = tags.some((tag) => tag.isCalculation)
    ? await lookup.shared(`plant-variables|${plant}`, async () => variableValues(await plantVariables(db, plant)))
    : undefined;
  const ctx = calcContext(db, models.tags, plant, tags, variables);
  const goals = await lookup.goals(query.tagIds, query.from, query.to);
  const answers: TagSeriesColumns[] = [];
  for (const tag of tags) {
    const { from, to, points } = query;
    const read = await lookup.shared(`series|${tag.id_tag}|${level}|${from}|${to}|${points}`, () => readOne(ctx, tag, query));
    answers.push({
      id_tag: tag.id_tag,
      code: tag.code,
      level,
      total: read.total,
      downsampled: read.downsampled,
      times: read.times,
      values: read.values,
      ...(read.labels ? { labels: read.labels } : {}),
      limits: tag.limits,
      goals: goals.get(tag.id_tag) ?? [],
    });
  }
  return answers;
}

/** `readSeriesColumns` with each series as points (`{ t, v, label? }`, t an ISO instant): the series API's answer. */
export async function readSeries(
  db: Db,
  models: SeriesModels,
  plant: number,
  query: SeriesQuery,
  lookup: SeriesLookup = ownLookup(db, models, plant),
): Promise<TagSeries[]> {
  const series = await readSeriesColumns(db, models, plant, query, lookup);
  return series.map(({ times, values, labels, ...rest }) => ({ ...rest, points: pointsOf({ times, values, labels }) }));
}
