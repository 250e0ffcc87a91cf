import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { hasNul, nulCharacterKey, nulPath } from '../../../domain/validation/nul-character.js';
import type { AccessScope } from '../access/access-scope.js';
import { ApiError, forbidden } from '../../core/api-error.js';
import { foldText } from '../../../domain/entities/folded-text.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { guardedCreate, insertPrepared, prepareCreate, type EntityDeps, type PreparedCreate } from '../entities/entity-service.js';
import { parseCsv, type CsvLine } from './tag-import-csv.js';
import { ImportRejected, type ImportLineError } from './tag-import-errors.js';
import { importColumns, lineBody } from './tag-import-values.js';
import { assertTagLimit } from './tag-limit.js';
import { plantTags } from './tag-plant-tags.js';

/** The largest tag file: far above a plant's tag count, small enough to check in one request. */
export const maxImportLines = 10_000;

const duplicateCode = (row: number, code: string): ImportLineError => ({ row, key: 'tags.import.duplicateCode', args: { code } });

function headerErrors(model: EntityModel, header: readonly string[], lines: readonly CsvLine[]): ImportLineError[] {
  const { writable, ignored } = importColumns(model);
  const unknown = header.filter((name) => name !== '' && !writable.has(name) && !ignored.has(name));
  const errors: ImportLineError[] = unknown.map((column) => ({ row: 1, key: 'tags.import.unknownColumn', args: { column } }));
  if (!header.includes('code')) errors.push({ row: 1, key: 'tags.import.missingCodeColumn', args: { column: 'code' } });
  if (!lines.length) errors.push({ row: 1, key: 'tags.import.empty' });
  if (lines.length > maxImportLines) errors.push({ row: 1, key: 'tags.import.tooManyLines', args: { max: maxImportLines } });
  return errors;
}

/** U+0000 in the header, or in a line's text (a JSON cell's escapes included): refused before any rule reads the file. */
function nulErrors(model: EntityModel, header: readonly string[], lines: readonly CsvLine[]): ImportLineError[] {
  if (header.some(hasNul)) return [{ row: 1, key: nulCharacterKey }];
  return lines
    .filter(({ cells }) => nulPath(cells) !== undefined || nulPath(lineBody(model, cells)) !== undefined)
    .map(({ line }) => ({ row: line, key: nulCharacterKey }));
}

/** A code repeated in the file (the repeat is named) or already stored in the plant, compared as the unique index does. */
function duplicateErrors(lines: readonly CsvLine[], storedCodes: ReadonlySet<string>): ImportLineError[] {
  const seen = new Set<string>();
  return lines.flatMap(({ line, cells }) => {
    const code = cells.code ?? '';
    const key = foldText(code);
    if (key === '') return [];
    const repeated = seen.has(key) || storedCodes.has(key);
    seen.add(key);
    return repeated ? [duplicateCode(line, code)] : [];
  });
}

/** Every rule of a create per line; field errors become line errors, anything else stops the import. */
async function prepareLines(deps: EntityDeps, tx: GuardedTx, model: EntityModel, scope: AccessScope, lines: readonly CsvLine[]) {
  const prepared: PreparedCreate[] = [];
  const errors: ImportLineError[] = [];
  for (const { line, cells } of lines) {
    try {
      prepared.push(await prepareCreate(deps, tx, model, scope, lineBody(model, cells)));
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) throw error;
      for (const [field, problem] of Object.entries(error.fields)) errors.push({ row: line, key: problem.key, args: { ...problem.args, field } });
    }
  }
  return { prepared, errors };
}

/**
 * `POST MES/actions/importTags`: a CSV of tags (header of tag field names, `code` at least) into the
 * selected unit's plant, all or nothing. Every line passes the same rules as a form's create.
 */
export async function importTags(deps: EntityDeps, model: EntityModel, scope: AccessScope, text: string) {
  const plantId = scope.unit?.plt_codigo;
  if (plantId === undefined) throw forbidden();
  const { header, lines } = parseCsv(text);
  const withNul = nulErrors(model, header, lines);
  if (withNul.length) throw new ImportRejected(withNul);
  const structural = headerErrors(model, header, lines);
  if (structural.length) throw new ImportRejected(structural);
  const active = lines.filter(({ cells }) => lineBody(model, cells).active !== false).length;
  // One guarded transaction: the file's active lines are counted against the limit with the plant's tags as they are at the insert.
  return guardedCreate(deps, model, async (tx) => {
    await assertTagLimit(tx, model, { clientId: scope.unit?.cli_codigo ?? scope.clientId, plantId }, active);
    const stored = new Set((await plantTags(tx.db, model, plantId)).map((tag) => foldText(tag.code)));
    const duplicates = duplicateErrors(lines, stored);
    const repeatedLines = new Set(duplicates.map((error) => error.row));
    const { prepared, errors } = await prepareLines(
      deps,
      tx,
      model,
      scope,
      lines.filter(({ line }) => !repeatedLines.has(line)),
    );
    if (duplicates.length || errors.length) throw new ImportRejected([...duplicates, ...errors]);
    const records = await insertPrepared(tx, model, prepared);
    return { rows: lines.length, stored: records.length };
  });
}
