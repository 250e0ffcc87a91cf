import type { RequestAccess } from '../../fastify-types.js';
import { insertManualEntries } from './manual-entry-repository.js';
import { applyFilters, storeCheckedSamples, type CheckedSample, type StoreDeps, type WriteAnswer } from './write-batch.js';

/**
 * Stores a manual entry's samples like any write (`storeCheckedSamples`) and, in the same transaction, who entered
 * the ones they typed (`typed`: not those a group's formula computed, nor those refused by a filter). The alert
 * listeners run after the commit, as for every write.
 */
export async function storeManualEntry(
  deps: StoreDeps,
  access: RequestAccess,
  samples: readonly CheckedSample[],
  overwrite: boolean,
  typed: (sample: CheckedSample) => boolean,
): Promise<WriteAnswer> {
  const { database } = deps;
  const accepted = applyFilters(samples).accepted;
  const enteredMs = Date.now();
  const answer = await database.db.transaction().execute(async (tx) => {
    const stored = await storeCheckedSamples({ database: { ...database, db: tx }, catalog: deps.catalog }, access, samples, overwrite);
    const entries = accepted.filter(typed).map((sample) => ({
      id_elemento: access.unit!.id_elemento,
      id_tag: sample.tag.id_tag,
      ts: sample.ts,
      id_usuario: access.userId,
      entered_ms: enteredMs,
    }));
    await insertManualEntries(tx, database.dialect, entries);
    return stored;
  });
  await deps.onStored?.(accepted.map((sample) => ({ id_tag: sample.tag.id_tag, ts: sample.ts, value: sample.value })));
  return answer;
}
