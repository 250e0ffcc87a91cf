/**
 * `GET OEE/queries/series` (README.md, OEE): per bucket of the unit's period, planned production and run
 * time from the frame's stops, counts from the OEE settings' tags, and the factors of `computeOee`.
 */
import { computeOee } from '../../../domain/equipment-stops/oee.js';
import { LOSS_CATEGORIES, type LossCategory, type OeeBucket, type OeeLevel } from '../../../domain/equipment-stops/stop-model.js';
import { bucketTimesPerSpan, type BucketTimes, type Span, type StopSpan } from '../../../domain/equipment-stops/stop-overlap.js';
import type { Db } from '../../db/create-database.js';
import { periodOfRow } from '../series/tag-period.js';
import { bucketsOverlapping, CONSOLIDATION_LEVEL } from './oee-buckets.js';
import { tagSumsPerSpan } from './oee-count-repository.js';
import { findFrameOeeSettings, type FrameOeeSettings } from './oee-settings-lookup.js';
import { stopsForOee } from './pareto-repository.js';

export interface OeeSeriesInput {
  idElemento: number;
  idFrame: number;
  from: number;
  to: number;
  level: OeeLevel;
  now: number;
}

interface Counts {
  total: number | null;
  good: number | null;
}

const asCategory = (value: string | null): LossCategory | null => LOSS_CATEGORIES.find((category) => category === value) ?? null;

/** The part of each bucket measured: inside [from, to) and not after now. */
function measuredSpan(bucket: Span, input: OeeSeriesInput): Span {
  return { start: Math.max(bucket.start, input.from), end: Math.min(bucket.end, input.to, input.now) };
}

/** Total and good counts per span: good = total − bad when only a bad tag is set, total = good + bad without a total tag. */
async function countsPerSpan(db: Db, settings: FrameOeeSettings | null, input: OeeSeriesInput, spans: Span[]): Promise<Counts[]> {
  const level = CONSOLIDATION_LEVEL[input.level];
  const sums = (idTag: number | null | undefined) => (idTag ? tagSumsPerSpan(db, idTag, level, spans) : Promise.resolve(null));
  const [totals, goods, bads] = await Promise.all([sums(settings?.idTagTotal), sums(settings?.idTagGood), sums(settings?.idTagBad)]);
  return spans.map((_span, i) => {
    const bad = bads?.[i] ?? null;
    const total = totals?.[i] ?? (goods && bads ? goods[i]! + bads[i]! : null);
    const good = goods?.[i] ?? (total !== null && bad !== null ? total - bad : null);
    return { total, good };
  });
}

function bucketOf(bucket: { start: number; end: number; label: string }, times: BucketTimes, counts: Counts, idealCycleTimeSec: number | null): OeeBucket {
  const totalCount = counts.total ?? 0;
  const goodCount = counts.good ?? totalCount;
  const factors = computeOee({ ...times, idealCycleTimeSec: idealCycleTimeSec ?? 0, totalCount, goodCount });
  const availability = times.plannedProductionTimeMin > 0 ? factors.availability : null;
  const performance = times.runTimeMin > 0 && idealCycleTimeSec !== null && counts.total !== null ? factors.performance : null;
  const quality = totalCount > 0 && counts.good !== null ? factors.quality : null;
  const oee = availability !== null && performance !== null && quality !== null ? availability * performance * quality : null;
  return {
    start: new Date(bucket.start).toISOString(),
    end: new Date(bucket.end).toISOString(),
    label: bucket.label,
    ...times,
    totalCount,
    goodCount,
    availability,
    performance,
    quality,
    oee,
  };
}

/** The OEE buckets of the frame, or null when the period holds more buckets than MAX_OEE_BUCKETS. */
export async function oeeSeries(db: Db, input: OeeSeriesInput): Promise<OeeBucket[] | null> {
  const periodRow = await db.selectFrom('periodo').selectAll().where('id_elemento', '=', input.idElemento).executeTakeFirst();
  const all = bucketsOverlapping(input.level, input.from, input.to, periodOfRow(periodRow));
  if (!all) return null;
  const buckets = all.map((bucket) => ({ bucket, span: measuredSpan(bucket, input) })).filter(({ span }) => span.end > span.start);
  if (buckets.length === 0) return [];
  const openEnd = Math.min(input.now, input.to);
  const stopRows = await stopsForOee(db, { idElemento: input.idElemento, idFrame: input.idFrame, from: input.from, to: input.to, openEnd });
  const stops: StopSpan[] = stopRows.map((row) => ({ start: row.start, end: row.end, lossCategory: asCategory(row.lossCategory) }));
  const settings = await findFrameOeeSettings(db, input.idElemento, input.idFrame);
  const spans = buckets.map(({ span }) => span);
  const counts = await countsPerSpan(db, settings, input, spans);
  const times = bucketTimesPerSpan(stops, spans, input.now);
  return buckets.map(({ bucket }, i) => bucketOf(bucket, times[i]!, counts[i]!, settings?.idealCycleTimeSec ?? null));
}
