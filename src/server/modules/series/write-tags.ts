import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { decodeRow, readableColumns } from '../../db/row-codec.js';
import { chunked } from './write-chunks.js';

/** What a write checks about a tag (fields the schema does not have yet are simply absent). */
export interface WritableTag {
  id_tag: number;
  code: string;
  active: boolean;
  isCalculation: boolean;
  filter_low: number | null;
  filter_high: number | null;
}

/** A tag named by a write: its id (number) or its code (string). */
export type TagRef = number | string;

const finiteOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function writableTag(record: Record<string, unknown>): WritableTag {
  return {
    id_tag: Number(record.id_tag),
    code: String(record.code ?? ''),
    active: record.active !== false,
    isCalculation: record.data_input === 'calculation',
    filter_low: finiteOrNull(record.filter_low),
    filter_high: finiteOrNull(record.filter_high),
  };
}

/** The tags of one plant named by `refs`, found by id and by code; refs of other plants find nothing. */
export async function plantTagsByRef(db: Db, tags: EntityModel, plt_codigo: number, refs: readonly TagRef[]) {
  const ids = [...new Set(refs.filter((ref): ref is number => typeof ref === 'number'))];
  const codes = [...new Set(refs.filter((ref): ref is string => typeof ref === 'string'))];
  const byId = new Map<number, WritableTag>();
  const byCode = new Map<string, WritableTag>();
  const columns = readableColumns(tags);
  const lookups: [string, readonly (number | string)[]][] = [
    ['id_tag', ids],
    ['code', codes],
  ];
  for (const [column, values] of lookups) {
    for (const chunk of chunked(values, 5_000)) {
      const rows = await db.selectFrom(tags.table).select(columns).where('plt_codigo', '=', plt_codigo).where(column, 'in', chunk).execute();
      for (const row of rows) {
        const tag = writableTag(decodeRow(tags, row));
        byId.set(tag.id_tag, tag);
        byCode.set(tag.code, tag);
      }
    }
  }
  return (ref: TagRef): WritableTag | undefined => (typeof ref === 'number' ? byId.get(ref) : byCode.get(ref));
}
