/**
 * The chart of a card over a period (README.md, "Limits, revisions and the chart of a card").
 *
 * For the violation job:
 *   cardChartOf(deps: { db: Db }, card: RecordOf<'spc-cards'>, from: number, to: number, options?: { points?: number }): Promise<CardChart>
 * `from`/`to` epoch ms ([from, to)); throws ApiError 400 past 600,000 stored values (the caller keeps the period short).
 */
import { entriesPerDay } from '../../../domain/spc/chart-model.js';
import type { Db } from '../../db/create-database.js';
import { DEFAULT_POINTS } from '../series/read-params.js';
import type { CardChart } from './card-chart-types.js';
import { chartRevisions, ruleSetRules, type CardRecord } from './card-loader.js';
import { computeChart } from './chart-compute.js';
import type { SamplingPlan } from './chart-subgroups.js';
import { findChartTag, readChartValues, unitPeriod } from './tag-values.js';

export { computeChart } from './chart-compute.js';

export interface ChartDeps {
  db: Db;
}

export interface CardChartOptions {
  /** Most subgroups answered (violated ones always are); default 1,000. */
  points?: number;
}

/** I-MR and attribute cards chart each value; X̄ cards their subgroup size, or the day's entries with day-N sampling. */
export function planOf(card: CardRecord): SamplingPlan {
  const xbar = card.chart_type === 'xbar-r' || card.chart_type === 'xbar-s';
  const subgroupSize = xbar ? (entriesPerDay(card.sampling) ?? card.subgroup_size ?? 5) : 1;
  return { chart: card.chart_type, sampling: xbar ? card.sampling : 'subgroup', subgroupSize, sampleSize: card.sample_size ?? null };
}

export async function cardChartOf(deps: ChartDeps, card: CardRecord, from: number, to: number, options: CardChartOptions = {}): Promise<CardChart> {
  const { db } = deps;
  const plan = planOf(card);
  const [tag, period, rules] = await Promise.all([findChartTag(db, card.id_tag), unitPeriod(db, card.id_elemento!), ruleSetRules(db, card.id_rule_set)]);
  const values = await readChartValues(db, card.id_tag, from, to);
  const revisions = await chartRevisions(db, card.id_tag, plan, card, period);
  return computeChart({
    ...plan,
    k: card.k_factor,
    rules,
    spec: { lsl: tag?.lsl ?? null, usl: tag?.usl ?? null },
    scale: { min: card.scale_min ?? null, max: card.scale_max ?? null },
    period,
    from,
    to,
    points: options.points ?? DEFAULT_POINTS,
    values,
    revisions,
  });
}
