import type { Db, Dialect } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { utcNow } from '../entities/server-fill.js';
import type { ReplacedValue } from './value-conflict.js';
import { chunked, rowsPerStatement } from './write-chunks.js';

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/** The log text of one overwrite: `TT-101 2026-03-08T12:00:00Z: 12.5 → 13.1` (tag, UTC instant, old → new). */
export const overwriteText = (code: string, row: ReplacedValue): string => `${code} ${isoSeconds(row.ts)}: ${row.old} → ${row.value}`;

/**
 * Records each replaced value in the activity log (`LOG/entities/DATA`), in the write's own transaction,
 * as an `update_item` of kind `warn` by the signed user at the selected unit.
 */
export function overwriteJournal(catalog: ModelCatalog, dialect: Dialect, scope: AccessScope, codeOf: (id_tag: number) => string) {
  return async (trx: Db, replaced: readonly ReplacedValue[]): Promise<void> => {
    const log = catalog.get('activity-log');
    if (!log || !scope.unit || scope.userId === undefined) return;
    const now = utcNow();
    const entries = replaced.map((row) => ({
      id_elemento: scope.unit!.id_elemento,
      id_usuario: scope.userId!,
      log_data: now,
      log_tipo: 'warn',
      log_acao: 'update_item',
      log_texto: overwriteText(codeOf(row.id_tag), row),
    }));
    for (const chunk of chunked(entries, rowsPerStatement(dialect, 6))) await trx.insertInto(log.table).values(chunk).execute();
  };
}
