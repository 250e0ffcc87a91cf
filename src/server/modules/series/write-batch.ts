import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { WriteAnswer } from '../../../generated/api-types.js';
import type { Database } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { overwriteJournal } from './overwrite-journal.js';
import { StoredValueConflict, type ReplacedValue } from './value-conflict.js';
import { valueExists, valueKeys } from './write-errors.js';
import { plantTagsByRef, type TagRef, type WritableTag } from './write-tags.js';
import { storeValues } from './write-values.js';

/** One parsed sample of a write, before its tag is checked. */
export interface SampleInput {
  tag: TagRef;
  /** Epoch ms UTC. */
  ts: number;
  value: number;
}

/** A problem of one input row (index into the inputs), as an i18n key. */
export interface RowProblem {
  index: number;
  field: string;
  key: string;
  args?: Record<string, unknown>;
}

export type RefusalReason = 'belowFilter' | 'aboveFilter';

/** The answer of every value write: its route schema's shape (series/schemas/write-answer.schema.json). */
export type { WriteAnswer };

/** A sample whose tag was found and may be written. */
export interface CheckedSample {
  /** Index of the input row it came from. */
  index: number;
  tag: WritableTag;
  ts: number;
  value: number;
}

function tagProblem(tag: WritableTag | undefined, ref: TagRef): Omit<RowProblem, 'index' | 'field'> | undefined {
  if (!tag) return { key: valueKeys.tagNotFound, args: { tag: String(ref) } };
  if (!tag.active) return { key: valueKeys.tagInactive, args: { code: tag.code } };
  if (tag.isCalculation) return { key: valueKeys.calculationTag, args: { code: tag.code } };
  return undefined;
}

/** Finds each input's tag in the unit's plant: an unknown, inactive or calculation tag is a problem of its row. */
export async function checkSampleTags(db: Database['db'], tags: EntityModel, plt_codigo: number, inputs: readonly SampleInput[]) {
  const find = await plantTagsByRef(
    db,
    tags,
    plt_codigo,
    inputs.map((input) => input.tag),
  );
  const problems: RowProblem[] = [];
  const samples: CheckedSample[] = [];
  inputs.forEach((input, index) => {
    const tag = find(input.tag);
    const problem = tagProblem(tag, input.tag);
    if (problem) problems.push({ index, field: 'tag', ...problem });
    else samples.push({ index, tag: tag!, ts: input.ts, value: input.value });
  });
  return { problems, samples };
}

function refusalOf(sample: CheckedSample): RefusalReason | undefined {
  const { filter_low, filter_high } = sample.tag;
  if (filter_low !== null && sample.value < filter_low) return 'belowFilter';
  if (filter_high !== null && sample.value > filter_high) return 'aboveFilter';
  return undefined;
}

/** Splits samples into those inside their tags' filter limits and the refusals of the others. */
export function applyFilters(samples: readonly CheckedSample[]) {
  const refusals: WriteAnswer['refusals'] = [];
  const accepted: CheckedSample[] = [];
  for (const sample of samples) {
    const reason = refusalOf(sample);
    if (reason) refusals.push({ index: sample.index, reason });
    else accepted.push(sample);
  }
  return { accepted, refusals };
}

/** Told of the values a write stored (after its transaction): alert conditions are checked there. */
export type StoredValuesListener = (rows: readonly { id_tag: number; ts: number; value: number }[]) => Promise<void>;

export interface StoreDeps {
  database: Database;
  catalog: ModelCatalog;
  onStored?: StoredValuesListener;
}

/** The 409 naming each conflict by the input row that brought it (the last one, for a timestamp sent twice). */
function conflictAnswer(samples: readonly CheckedSample[], conflicts: readonly ReplacedValue[]) {
  const rowOf = new Map(samples.map((sample) => [`${sample.tag.id_tag}|${sample.ts}`, sample]));
  return valueExists(
    conflicts.map((conflict) => {
      const sample = rowOf.get(`${conflict.id_tag}|${conflict.ts}`)!;
      return {
        index: sample.index,
        id_tag: conflict.id_tag,
        tag: sample.tag.code,
        ts: new Date(conflict.ts).toISOString(),
        stored: conflict.old,
        value: conflict.value,
      };
    }),
  );
}

/**
 * Stores the samples inside their tags' filter limits (one transaction) and counts those refused. A stored
 * timestamp that would get another value refuses the whole write (409 VALUE_EXISTS) unless `overwrite`; each
 * value replaced is written to the activity log with its old and new value, in the same transaction.
 */
export async function storeCheckedSamples(deps: StoreDeps, scope: AccessScope, samples: readonly CheckedSample[], overwrite: boolean): Promise<WriteAnswer> {
  const { accepted, refusals } = applyFilters(samples);
  const rows = accepted.map((sample) => ({ id_tag: sample.tag.id_tag, ts: sample.ts, value: sample.value }));
  const codes = new Map(accepted.map((sample) => [sample.tag.id_tag, sample.tag.code]));
  const { database } = deps;
  try {
    const stored = await storeValues(database.db, database.dialect, rows, {
      existing: overwrite ? 'replace' : 'refuse',
      onReplaced: overwriteJournal(deps.catalog, database.dialect, scope, (id) => codes.get(id) ?? String(id)),
    });
    await deps.onStored?.(rows);
    return { stored, refused: refusals.length, refusals };
  } catch (error) {
    if (error instanceof StoredValueConflict) throw conflictAnswer(accepted, error.conflicts);
    throw error;
  }
}
