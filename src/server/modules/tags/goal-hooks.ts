import { ApiError, validationFailed } from '../../core/api-error.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { goalErrors } from './goal-rules.js';

export const goalOverlapKey = 'tags.goals.periodOverlap';

/** Another goal of the same tag whose period shares at least one day with this one (ends are inclusive). */
async function overlapping({ db, model, current, next }: WriteContext<RecordOf<'tag-goals'>>): Promise<boolean> {
  let query = db
    .selectFrom(model.table)
    .select(model.key)
    .where('id_tag', '=', next.id_tag as number)
    .where('period_start', '<=', next.period_end as string)
    .where('period_end', '>=', next.period_start as string);
  if (current) query = query.where(model.key, '<>', (current as Record<string, unknown>)[model.key] as number);
  return (await query.executeTakeFirst()) !== undefined;
}

async function beforeWrite(ctx: WriteContext<RecordOf<'tag-goals'>>): Promise<void> {
  const errors = goalErrors(ctx.next);
  if (Object.keys(errors).length) throw validationFailed(errors);
  // A guarded rule: goals of one tag are written one after the other, each seeing the last one committed.
  await ctx.lock('goal-overlap', Number(ctx.next.id_tag));
  if (await overlapping(ctx)) throw new ApiError(409, 'CONFLICT_UNIQUE', goalOverlapKey, { period_start: { key: goalOverlapKey } });
}

/** A goal is unique per tag and period (business-modules section 5): overlapping periods are refused. */
export const goalHooks: HooksOf<'tag-goals'> = { beforeWrite };
