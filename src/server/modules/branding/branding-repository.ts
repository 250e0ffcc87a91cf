import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Database } from '../../db/create-database.js';
import { decodeRow, readableColumns } from '../../db/row-codec.js';

/** The branding record of a host key (already lower-cased), or undefined. */
export async function findBrandingByHostKey(database: Database, model: EntityModel, key: string) {
  const row = await database.db.selectFrom(model.table).select(readableColumns(model)).where('host_key', '=', key).executeTakeFirst();
  return row ? decodeRow(model, row) : undefined;
}
