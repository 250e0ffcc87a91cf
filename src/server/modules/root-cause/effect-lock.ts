import type { GuardedTx } from '../../db/guarded-write.js';

/**
 * Every write of an analysis (its effect, causes, whys and actions) holds its effect's lock first, so what
 * it checks (versions, states, the whys under a parent) cannot change before it commits, on PostgreSQL as
 * on SQLite (where the write transaction already runs alone).
 */
export const lockEffect = (tx: GuardedTx, idEffect: number): Promise<void> => tx.lock('rca-effect', idEffect);
