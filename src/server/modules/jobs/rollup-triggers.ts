import type { EntityHooks, WriteContext } from '../entities/entity-hooks-types.js';
import { levelsOfTag } from '../series/tag-period.js';
import { ROLLUP_REBUILD_JOB, type RollupRebuildData } from './rollup-rebuild-job.js';

const periodFields = ['timezone', 'day_offset', 'per_d_ini', 'per_s_tp', 'shifts'] as const;

/** Queues the rebuild once the write has committed: the write answers at once, the rebuild runs in the background. */
function rebuildAfterCommit(ctx: WriteContext, data: RollupRebuildData): void {
  const jobs = ctx.jobs;
  if (!jobs) return;
  ctx.afterCommit(() => jobs.enqueue(ROLLUP_REBUILD_JOB, data));
}

/** A tag's stored rollups follow its consolidate_* flags: a changed flag rebuilds that tag's rollups. */
export function rebuildOnTagFlagChange(ctx: WriteContext): void {
  if (ctx.mode !== 'update' || !ctx.current) return;
  if (levelsOfTag(ctx.current).join() === levelsOfTag(ctx.next).join()) return;
  rebuildAfterCommit(ctx, { tagId: Number(ctx.current.id_tag) });
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Bucket bounds come from the plant's period (its first unit's): a changed period rebuilds the plant's rollups. */
async function rebuildOnPeriodChange(ctx: WriteContext): Promise<void> {
  if (ctx.current && periodFields.every((field) => sameValue(ctx.current![field], ctx.next[field]))) return;
  const unitId = Number(ctx.next.id_elemento);
  const unit = await ctx.db.selectFrom('elemento').select('plt_codigo').where('id_elemento', '=', unitId).executeTakeFirst();
  if (unit?.plt_codigo === null || unit?.plt_codigo === undefined) return;
  // Only the plant's first unit's period places the plant's buckets (series/tag-period.ts).
  const first = await ctx.db
    .selectFrom('elemento')
    .select((eb) => eb.fn.min('id_elemento').as('id'))
    .where('plt_codigo', '=', unit.plt_codigo)
    .executeTakeFirst();
  if (Number(first?.id) !== unitId) return;
  rebuildAfterCommit(ctx, { plantId: Number(unit.plt_codigo) });
}

/** The entity hooks of the periods resource (shifts and times). */
export const periodRollupHooks: EntityHooks = { beforeWrite: rebuildOnPeriodChange };
