import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { encodeValue } from '../../db/row-codec.js';
import { ApiError } from '../../core/api-error.js';

/** Business-modules section 8: "limits reached for tags, users or events: contact the administrator". */
export const eventLimitReached = () => new ApiError(406, 'EVENT_LIMIT', 'global.warning.messages.registerEventLimit');

/** The client's `parametros.active_event_limit`; 0, null or no parameters record means no limit. */
async function activeEventLimitOf(db: Db, clientId: number): Promise<number> {
  const row = await db.selectFrom('parametros').select('active_event_limit').where('cli_codigo', '=', clientId).executeTakeFirst();
  return Number(row?.active_event_limit ?? 0);
}

async function countActiveFrames(db: Db, dialect: Dialect, frames: EntityModel, unitId: number): Promise<number> {
  const active = encodeValue(
    frames.fields.find((field) => field.name === 'active')!,
    true,
    dialect,
  );
  const row = await db
    .selectFrom(frames.table)
    .select((eb) => eb.fn.countAll().as('total'))
    .where('id_elemento', '=', unitId)
    .where('active', '=', active)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Refuses (406) a write that would take the unit's active frames past the client's limit:
 * `adding` more active frames (a create or an activation). Writes that add none always pass.
 * A guarded rule: writes adding active frames to one unit are serialised until each commits.
 */
export async function assertEventLimit(
  tx: Pick<GuardedTx, 'db' | 'dialect' | 'lock'>,
  frames: EntityModel,
  where: { clientId: number | null; unitId: number },
  adding: number,
): Promise<void> {
  if (adding <= 0 || where.clientId === null) return;
  await tx.lock('event-limit', where.unitId);
  const limit = await activeEventLimitOf(tx.db, where.clientId);
  if (limit > 0 && (await countActiveFrames(tx.db, tx.dialect, frames, where.unitId)) + adding > limit) throw eventLimitReached();
}
