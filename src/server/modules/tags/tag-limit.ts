import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { encodeValue } from '../../db/row-codec.js';
import { ApiError } from '../../core/api-error.js';

/** Business-modules section 8: "limits reached for tags, users or events: contact the administrator". */
export const tagLimitReached = () => new ApiError(406, 'TAG_LIMIT', 'global.warning.messages.registerTagLimit');

/** The client's `parametros.active_tag_limit`; 0, null or no parameters record means no limit. */
async function activeTagLimitOf(db: Db, clientId: number): Promise<number> {
  const row = await db.selectFrom('parametros').select('active_tag_limit').where('cli_codigo', '=', clientId).executeTakeFirst();
  return Number(row?.active_tag_limit ?? 0);
}

async function countActiveTags(db: Db, dialect: Dialect, tags: EntityModel, plantId: number): Promise<number> {
  const active = encodeValue(
    tags.fields.find((field) => field.name === 'active')!,
    true,
    dialect,
  );
  const row = await db
    .selectFrom(tags.table)
    .select((eb) => eb.fn.countAll().as('total'))
    .where('plt_codigo', '=', plantId)
    .where('active', '=', active)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Refuses (406) writes that would take the plant's active tags past the client's limit:
 * `adding` more active tags (a create, an activation, an import). Writes that add none always pass.
 * A guarded rule: writes adding active tags to one plant are serialised until each commits.
 */
export async function assertTagLimit(
  tx: Pick<GuardedTx, 'db' | 'dialect' | 'lock'>,
  tags: EntityModel,
  where: { clientId: number | null; plantId: number },
  adding: number,
): Promise<void> {
  if (adding <= 0 || where.clientId === null) return;
  await tx.lock('tag-limit', where.plantId);
  const limit = await activeTagLimitOf(tx.db, where.clientId);
  if (limit > 0 && (await countActiveTags(tx.db, tx.dialect, tags, where.plantId)) + adding > limit) throw tagLimitReached();
}

/** How many active tags a write adds: a new active tag, or an inactive one made active. */
export function activeTagsAdded(current: Record<string, unknown> | undefined, next: Record<string, unknown>): number {
  return next.active === true && current?.active !== true ? 1 : 0;
}
