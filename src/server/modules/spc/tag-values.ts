/** What a chart reads of a tag: its plant and specification limits, its unit's period, and its stored values in a period. */
import type { NormalizedPeriod } from '../../../domain/consolidation/index.js';
import type { Db } from '../../db/create-database.js';
import { validationFailed } from '../../core/api-error.js';
import { readRawRows, type RawRows } from '../series/read-store.js';
import { TAG_VALUE_TABLE } from '../series/tables.js';
import { periodOfRow } from '../series/tag-period.js';

/** Most stored values one chart reads (README.md, Limits): beyond, 400 spc.errors.tooManyValues. */
export const MAX_CHART_VALUES = 600_000;

export interface ChartTag {
  id_tag: number;
  plt_codigo: number | null;
  lsl: number | null;
  usl: number | null;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function findChartTag(db: Db, idTag: number): Promise<ChartTag | null> {
  const row = await db.selectFrom('tags').select(['id_tag', 'plt_codigo', 'spec_low', 'spec_high']).where('id_tag', '=', idTag).executeTakeFirst();
  if (!row) return null;
  return { id_tag: Number(row.id_tag), plt_codigo: numberOrNull(row.plt_codigo), lsl: numberOrNull(row.spec_low), usl: numberOrNull(row.spec_high) };
}

/** The unit's period (production day, shifts, time zone); the default period when the unit has none. */
export async function unitPeriod(db: Db, idElemento: number): Promise<NormalizedPeriod> {
  return periodOfRow(await db.selectFrom('periodo').selectAll().where('id_elemento', '=', idElemento).executeTakeFirst());
}

/**
 * The tag's values with from <= ts < to, refused (400 `field`) past MAX_CHART_VALUES: counted first
 * through the primary key, so a refusal reads no rows.
 */
export async function readChartValues(db: Db, idTag: number, from: number, to: number, field = 'to'): Promise<RawRows> {
  if (!(from < to)) return { times: [], values: [] };
  const counted = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('id_tag', '=', idTag)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .executeTakeFirst();
  if (Number(counted?.count ?? 0) > MAX_CHART_VALUES) throw validationFailed({ [field]: { key: 'spc.errors.tooManyValues', args: { max: MAX_CHART_VALUES } } });
  return readRawRows(db, idTag, from, to);
}
