import type { TableDef } from '../../../domain/entities/table-model.js';

/**
 * The contract of each client: hand-written and not a schema entity, so no generic entity
 * route can read or change it; only a vendor-signed renewal key does (contract-renewal.ts).
 * No row means the client is UNCONTRATED.
 */
export const contractTable: TableDef = {
  name: 'contrato',
  columns: [
    {
      name: 'cli_codigo',
      type: 'integer',
      notNull: true,
      primaryKey: true,
      references: { table: 'cliente', column: 'cli_codigo', onDelete: 'cascade' },
    },
    // The last day the contract covers, YYYY-MM-DD (UTC).
    { name: 'data_fim_contrato', type: 'text', notNull: true, maxLength: 10 },
    // Issue time (ISO-8601 UTC) of the last key applied: an older key cannot be replayed.
    { name: 'key_issued_at', type: 'text', notNull: false },
    { name: 'updated_at', type: 'text', notNull: true },
  ],
  uniques: [],
  indexes: [],
};
