import type { Database } from '../db/create-database.js';
import type { RequestAccess } from '../fastify-types.js';
import { forbidden } from '../services/api-error.js';
import type { ModelCatalog } from '../services/model-catalog.js';
import { parseValueCsv } from './import-csv.js';
import { periodOfRow } from './tag-period.js';
import { mayWriteValues } from './write-access.js';
import { applyFilters, checkSampleTags, storeCheckedSamples, type CheckedSample, type StoredValuesListener, type WriteAnswer } from './write-batch.js';
import { importRejected } from './write-errors.js';

const PREVIEW_ROWS = 20;
/** A rejected file names this many bad rows at most. */
const MAX_REPORTED = 1_000;

/** What a real import would answer, without storing: the refusals are known before any write. */
function dryRunAnswer(samples: readonly CheckedSample[]): WriteAnswer {
  const { refusals } = applyFilters(samples);
  return { stored: 0, refused: refusals.length, refusals };
}

async function unitTimezone(database: Database, id_elemento: number): Promise<string> {
  const row = await database.db.selectFrom('periodo').selectAll().where('id_elemento', '=', id_elemento).executeTakeFirst();
  return periodOfRow(row as Record<string, unknown> | undefined).timezone;
}

/**
 * `MES/actions/importValues`: a CSV of values for the unit's plant tags (by code). Any bad row rejects the
 * whole file (400 IMPORT_REJECTED, each bad row named by its line); otherwise every row is stored in one
 * transaction, except values outside their tag's filter limits (refused and counted). `dryRun` checks
 * and previews without storing.
 */
export async function importValues(deps: { database: Database; catalog: ModelCatalog; onStored?: StoredValuesListener }, access: RequestAccess, text: string, dryRun: boolean) {
  const tags = deps.catalog.get('tags');
  if (!access.unit || !tags || !mayWriteValues(access)) throw forbidden();
  const parsed = parseValueCsv(text, await unitTimezone(deps.database, access.unit.id_elemento));
  if (!parsed.ok) throw importRejected(parsed.errors.slice(0, MAX_REPORTED));
  const { samples: rows } = parsed;
  const inputs = rows.map((row) => ({ tag: row.code, ts: row.ts, value: row.value }));
  const checked = await checkSampleTags(deps.database.db, tags, access.unit.plt_codigo, inputs);
  if (checked.problems.length) {
    throw importRejected(checked.problems.slice(0, MAX_REPORTED).map((p) => ({ row: rows[p.index]!.line, key: p.key, ...(p.args ? { args: p.args } : {}) })));
  }
  const preview = rows.slice(0, PREVIEW_ROWS).map((row) => ({ row: row.line, tag: row.code, ts: new Date(row.ts).toISOString(), value: row.value }));
  const answer = dryRun ? dryRunAnswer(checked.samples) : await storeCheckedSamples(deps.database, checked.samples, deps.onStored);
  const refusals = answer.refusals.map((refusal) => ({ row: rows[refusal.index]!.line, reason: refusal.reason }));
  return { rows: rows.length, stored: answer.stored, refused: answer.refused, refusals, preview, errors: [] };
}
