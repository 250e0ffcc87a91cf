import type { Db, Dialect } from '../../db/create-database.js';
import type { CheckedSample } from './write-batch.js';
import type { ExistingValue } from '../../../domain/series/existing-value.js';
import { storedValuesAt } from './write-value-rows.js';

/** The samples that would change a stored value (same tag and instant, another value), for a preview. */
export async function existingValuesOf(db: Db, dialect: Dialect, samples: readonly CheckedSample[]): Promise<ExistingValue[]> {
  const byTag = new Map<number, CheckedSample[]>();
  for (const sample of samples) byTag.set(sample.tag.id_tag, [...(byTag.get(sample.tag.id_tag) ?? []), sample]);
  const found: ExistingValue[] = [];
  for (const [id_tag, tagSamples] of byTag) {
    const times = [...new Set(tagSamples.map((sample) => sample.ts))].sort((a, b) => a - b);
    const stored = await storedValuesAt(db, dialect, id_tag, times);
    for (const sample of tagSamples) {
      const old = stored.get(sample.ts);
      if (old !== undefined && old !== sample.value) {
        found.push({ index: sample.index, id_tag, tag: sample.tag.code, ts: new Date(sample.ts).toISOString(), stored: old, value: sample.value });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
