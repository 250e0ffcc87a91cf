/**
 * The chart of a card or of a tag over a period (README.md, "Limits, revisions and the chart of a card").
 *
 * For the violation job:
 *   cardChartOf(deps: { db: Db }, card: RecordOf<'spc-cards'>, from: number, to: number, options?: { points?: number }): Promise<CardChart>
 * `from`/`to` epoch ms ([from, to)); throws ApiError 400 on a period over 400 days or 600,000 values.
 */
import type { Db } from '../../db/create-database.js';
import type { RecordOf } from '../entities/entity-hooks-types.js';
import type { CardChart } from './card-chart-types.js';

export interface ChartDeps {
  db: Db;
}

export interface CardChartOptions {
  points?: number;
}

export async function cardChartOf(deps: ChartDeps, card: RecordOf<'spc-cards'>, from: number, to: number, options: CardChartOptions = {}): Promise<CardChart> {
  throw new Error(`not built yet: ${String(deps.db)} ${card.id_card} ${from} ${to} ${options.points}`);
}
