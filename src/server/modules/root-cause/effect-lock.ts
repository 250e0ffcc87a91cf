import type { GuardedTx } from '../../db/guarded-write.js';

/**
 * Every write of an analysis (its effect, causes, whys and actions) holds its effect's lock first, so what
 * it checks (versions, states, the whys under a parent) cannot change before it commits, on PostgreSQL as
 * on SQLite (where the write transaction already runs alone).
 */
export const lockEffect = (tx: GuardedTx, idEffect: number): Promise<void> => tx.lock('rca-effect', idEffect);

/** Holds the lock of the action's effect (an action never moves to another effect); nothing to lock for no such action. */
export async function lockEffectOfAction(tx: GuardedTx, idAction: number): Promise<void> {
  const row = await tx.db.selectFrom('rca_action').select('id_effect').where('id_action', '=', idAction).executeTakeFirst();
  if (row) await lockEffect(tx, Number(row.id_effect));
}

/** Holds the lock of the cause's effect; nothing to lock for no such cause. */
export async function lockEffectOfCause(tx: GuardedTx, idCause: number): Promise<void> {
  const row = await tx.db.selectFrom('rca_cause').select('id_effect').where('id_cause', '=', idCause).executeTakeFirst();
  if (row) await lockEffect(tx, Number(row.id_effect));
}
