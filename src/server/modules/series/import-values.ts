import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import { parseValueCsv } from './import-csv.js';
import { periodOfRow } from './tag-period.js';
import { mayWriteValues } from './write-access.js';
import { existingValuesOf } from './existing-values.js';
import { applyFilters, checkSampleTags, storeCheckedSamples, type CheckedSample, type StoreDeps, type WriteAnswer } from './write-batch.js';
import { importRejected } from './write-errors.js';

const PREVIEW_ROWS = 20;
/** A rejected file names this many bad rows at most. */
const MAX_REPORTED = 1_000;

/** What a real import would answer, without storing: the refusals and the stored values it would change. */
async function dryRunAnswer(database: Database, samples: readonly CheckedSample[]) {
  const { accepted, refusals } = applyFilters(samples);
  const existing = await existingValuesOf(database.db, database.dialect, accepted);
  return { stored: 0, refused: refusals.length, refusals, existing: existing.slice(0, PREVIEW_ROWS), overwrites: existing.length };
}

async function unitTimezone(database: Database, id_elemento: number): Promise<string> {
  const row = await database.db.selectFrom('periodo').selectAll().where('id_elemento', '=', id_elemento).executeTakeFirst();
  return periodOfRow(row as Record<string, unknown> | undefined).timezone;
}

/**
 * `MES/actions/importValues`: a CSV of values for the unit's plant tags (by code). Any bad row rejects the
 * whole file (400 IMPORT_REJECTED, each bad row named by its line); otherwise every row is stored in one
 * transaction, except values outside their tag's filter limits (refused and counted). Rows that would change
 * a stored value reject the file (409 VALUE_EXISTS, `index` = file line) unless `overwrite`. `dryRun` checks
 * and previews without storing, with the stored values the file would change (`overwrites`, `existing`).
 */
export async function importValues(deps: StoreDeps, access: RequestAccess, text: string, { dryRun, overwrite }: { dryRun: boolean; overwrite: boolean }) {
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
  // Indexes become file lines, so refusals and conflicts name the lines people see.
  const samples = checked.samples.map((sample) => ({ ...sample, index: rows[sample.index]!.line }));
  const answer: WriteAnswer & { existing?: unknown[]; overwrites?: number } = dryRun
    ? await dryRunAnswer(deps.database, samples)
    : await storeCheckedSamples(deps, access, samples, overwrite);
  const refusals = answer.refusals.map((refusal) => ({ row: refusal.index, reason: refusal.reason }));
  return {
    rows: rows.length,
    stored: answer.stored,
    refused: answer.refused,
    refusals,
    preview,
    errors: [],
    ...(dryRun ? { overwrites: answer.overwrites, existing: answer.existing } : {}),
  };
}
