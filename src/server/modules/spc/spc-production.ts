/**
 * `GET SPC/queries/production` (README.md, Routes): the operator's view, per active card of the unit its last
 * subgroups charted over the last days and its newest stored violations.
 */
import type { RuleNumber, Violations } from '../../../domain/spc/chart-model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { cardChartOf } from './card-chart.js';
import type { CardChart } from './card-chart-types.js';
import { cardOfRow } from './evaluate-cards.js';
import { DAY_MS } from './evaluation-window.js';
import { readingUnit } from './violation-list.js';
import { listUnitCardRows, newestViolations, type ViolationStatus } from './violation-repository.js';

/** Subgroups each card shows, charted from this far back (limits computed over the window when no revision applies). */
export const PRODUCTION_SUBGROUPS = 50;
export const PRODUCTION_WINDOW_MS = 3 * DAY_MS;
export const PRODUCTION_VIOLATIONS = 5;
/** No downsampling in the window: the last subgroups must all be there. */
const EVERY_POINT = 10_000_000;

export interface ProductionViolation {
  id_violation: number;
  rule: RuleNumber;
  point_ms: number;
  point_at: string;
  value: number;
  status: ViolationStatus;
}

export interface ProductionCard {
  id_card: number;
  code: string;
  description: string | null;
  tag_code: string;
  chart: CardChart;
  violations: ProductionViolation[];
}

/** The chart cut to its last `count` subgroups: their points, rule indexes and the segments they fall in. */
export function lastSubgroups(chart: CardChart, count: number): CardChart {
  const first = chart.total - count;
  const points = chart.points.filter((point) => point.i >= first);
  const violations: Violations = Object.fromEntries(
    Object.entries(chart.violations).map(([rule, indexes]) => [rule, (indexes ?? []).filter((i) => i >= first)]),
  );
  const start = points[0]?.t;
  const end = points.at(-1)?.t;
  const segments = start === undefined || end === undefined ? [] : chart.segments.filter((segment) => segment.to > start && segment.from <= end);
  return { ...chart, downsampled: false, points, violations, segments };
}

export async function spcProduction(database: Database, access: RequestAccess, now = Date.now()): Promise<{ refreshedAt: string; cards: ProductionCard[] }> {
  const unit = readingUnit(access);
  const { db } = database;
  const cards: ProductionCard[] = [];
  for (const row of await listUnitCardRows(db, unit, true)) {
    const card = cardOfRow(row);
    const chart = await cardChartOf({ db }, card, now - PRODUCTION_WINDOW_MS, now, { points: EVERY_POINT });
    const violations = await newestViolations(db, card.id_card!, PRODUCTION_VIOLATIONS);
    cards.push({
      id_card: card.id_card!,
      code: card.code,
      description: card.description ?? null,
      tag_code: String(row.tag_code ?? ''),
      chart: lastSubgroups(chart, PRODUCTION_SUBGROUPS),
      violations: violations.map((v) => ({
        id_violation: v.id_violation,
        rule: v.rule as RuleNumber,
        point_ms: v.point_ms,
        point_at: new Date(v.point_ms).toISOString(),
        value: v.value,
        status: v.status,
      })),
    });
  }
  return { refreshedAt: new Date(now).toISOString(), cards };
}
