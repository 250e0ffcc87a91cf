/** The goals (resource `tag-goals`) of the asked tags that overlap the period; none while that resource does not exist. */
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { SeriesGoal } from '../../../domain/series/series-answer.js';
import type { Db } from '../../db/create-database.js';
import { decodeRow, readableColumns } from '../../db/row-codec.js';

const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Goal days are UTC dates, `period_end` included: a goal covers [period_start 00:00Z, period_end + 1 day)
 * and overlaps [from, to) when it starts before `to` and ends after `from`.
 */
export function goalOverlaps(goal: { period_start: string; period_end: string }, from: number, to: number): boolean {
  return goal.period_start <= dateOf(to - 1) && goal.period_end >= dateOf(from);
}

/** Goals per tag id, ordered by period_start. */
export async function readGoals(
  db: Db,
  goals: EntityModel | undefined,
  plant: number,
  tagIds: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, SeriesGoal[]>> {
  const byTag = new Map<number, SeriesGoal[]>(tagIds.map((id) => [id, []]));
  if (!goals || tagIds.length === 0) return byTag;
  const columns = readableColumns(goals);
  if (!['id_tag', 'period_start', 'period_end'].every((column) => columns.includes(column))) return byTag;
  const rows = await db
    .selectFrom(goals.table)
    .select(columns)
    .where('plt_codigo', '=', plant)
    .where('id_tag', 'in', [...tagIds])
    .where('period_start', '<=', dateOf(to - 1))
    .where('period_end', '>=', dateOf(from))
    .orderBy('period_start')
    .execute();
  for (const row of rows) {
    const goal = decodeRow(goals, row);
    const entry: SeriesGoal = {
      period_start: String(goal.period_start),
      period_end: String(goal.period_end),
      goal_kind: String(goal.goal_kind ?? 'single') as SeriesGoal['goal_kind'],
      value: numberOrNull(goal.value),
      lower: numberOrNull(goal.lower),
      upper: numberOrNull(goal.upper),
      mode: String(goal.mode ?? 'fixed') as SeriesGoal['mode'],
    };
    if (goalOverlaps(entry, from, to)) byTag.get(Number(goal.id_tag))?.push(entry);
  }
  return byTag;
}
