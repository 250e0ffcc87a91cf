/**
 * `GET SPC/queries/overview?from&to` (README.md, Routes): the management table, one row per card of the unit with its
 * latest point and state, its stored violations of the period per rule, its open ones, and its capability per ISO week.
 */
import { bucketOfNormalized, type NormalizedPeriod } from '../../../domain/consolidation/index.js';
import type { ChartType, RuleNumber } from '../../../domain/spc/chart-model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { cardChartOf } from './card-chart.js';
import type { CardChart } from './card-chart-types.js';
import { parseCardChartQuery } from './chart-params.js';
import { cardOfRow } from './evaluate-cards.js';
import { DAY_MS } from './evaluation-window.js';
import { unitPeriod } from './tag-values.js';
import { readingUnit } from './violation-list.js';
import { cardsWithOpenViolations, countViolations, listUnitCardRows, type RuleCount } from './violation-repository.js';

export type CardState = 'noData' | 'inControl' | 'violation';

export interface WeekCapability {
  /** The ISO week's Monday (production days of the unit), `YYYY-MM-DD`. */
  week: string;
  cpk: number | null;
  ppk: number | null;
}

export interface CardOverview {
  id_card: number;
  code: string;
  description: string | null;
  tag_code: string;
  chart: ChartType;
  active: boolean;
  latest: { t: number; value: number; rules: number[] } | null;
  state: CardState;
  violations: Partial<Record<`${RuleNumber}`, number>>;
  open: number;
  cpk: number | null;
  ppk: number | null;
  capability: WeekCapability[];
}

/** Subgroups a card's period chart keeps: only its latest point and capability are read. */
const OVERVIEW_POINTS = 10;

/**
 * `violation` when the latest point of the period breaks a rule or the card has an open violation in the last day
 * before the period's end (or now, when that is earlier); `noData` without a point in the period.
 */
export function cardState(latest: { rules: readonly number[] } | null, openRecently: boolean): CardState {
  if (!latest) return openRecently ? 'violation' : 'noData';
  return latest.rules.length > 0 || openRecently ? 'violation' : 'inControl';
}

/** The ISO weeks (Monday to Monday, production days) that [from, to) touches, each cut to the period. */
export function isoWeeks(period: NormalizedPeriod, from: number, to: number): { week: string; from: number; to: number }[] {
  const monday = { ...period, weekStart: 1 };
  const weeks: { week: string; from: number; to: number }[] = [];
  for (let at = from; at < to;) {
    const bucket = bucketOfNormalized('S', at, monday)!;
    weeks.push({ week: bucket.label, from: Math.max(from, bucket.start), to: Math.min(to, bucket.end) });
    at = bucket.end;
  }
  return weeks;
}

/** Counts of one card by rule (every status) and its open ones. */
export function countsOf(counts: readonly RuleCount[], idCard: number): { violations: CardOverview['violations']; open: number } {
  const violations: CardOverview['violations'] = {};
  let open = 0;
  for (const count of counts) {
    if (count.id_card !== idCard) continue;
    const rule = String(count.rule) as `${RuleNumber}`;
    violations[rule] = (violations[rule] ?? 0) + count.count;
    if (count.status === 'open') open += count.count;
  }
  return { violations, open };
}

const latestOf = (chart: CardChart): CardOverview['latest'] => {
  const point = chart.points.at(-1);
  return point ? { t: point.t, value: point.value, rules: point.rules } : null;
};

export async function spcOverview(database: Database, access: RequestAccess, query: unknown, now = Date.now()): Promise<{ cards: CardOverview[] }> {
  const unit = readingUnit(access);
  const { from, to } = parseCardChartQuery(query);
  const { db } = database;
  const end = Math.min(to, now);
  const [rows, counts, recent, period] = await Promise.all([
    listUnitCardRows(db, unit, false),
    countViolations(db, unit, from, to),
    cardsWithOpenViolations(db, unit, end - DAY_MS, end),
    unitPeriod(db, unit),
  ]);
  const weeks = isoWeeks(period, from, to);
  const cards: CardOverview[] = [];
  for (const row of rows) {
    const card = cardOfRow(row);
    const chart = await cardChartOf({ db }, card, from, to, { points: OVERVIEW_POINTS });
    const capability: WeekCapability[] = [];
    for (const week of weeks) {
      const weekly = (await cardChartOf({ db }, card, week.from, week.to, { points: OVERVIEW_POINTS })).capability;
      capability.push({ week: week.week, cpk: weekly?.cpk ?? null, ppk: weekly?.ppk ?? null });
    }
    const latest = latestOf(chart);
    cards.push({
      id_card: card.id_card!,
      code: card.code,
      description: card.description ?? null,
      tag_code: String(row.tag_code ?? ''),
      chart: card.chart_type,
      active: card.active !== false,
      latest,
      state: cardState(latest, recent.has(card.id_card!)),
      ...countsOf(counts, card.id_card!),
      cpk: chart.capability?.cpk ?? null,
      ppk: chart.capability?.ppk ?? null,
      capability,
    });
  }
  return { cards };
}
