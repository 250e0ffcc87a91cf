import type { TableDef } from '../../../domain/entities/table-model.js';

export const MANUAL_ENTRY_TABLE = 'manual_value_entry';

/**
 * Who entered a value by hand, and when (the dashboards' operator chart counts them). `tag_value` keeps no author
 * and stays narrow; this append-only table gets one row per value an operator typed, written by the manual
 * collector's route (`collectValues`) in the same transaction as the value, never by the integration path
 * (`writeValues`, CSV import). `ts` is the value's instant, `entered_ms` the server's clock at the entry (epoch ms).
 * One row per tag, instant and user: sending the same slot again counts once. The user is a plain id, not a
 * foreign key, so entering values never keeps a user record from being deleted; a deleted tag or unit takes its rows.
 */
export const manualEntryTable: TableDef = {
  name: MANUAL_ENTRY_TABLE,
  columns: [
    { name: 'id_entry', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_elemento', type: 'integer', notNull: true, references: { table: 'elemento', column: 'id_elemento', onDelete: 'cascade' } },
    { name: 'id_tag', type: 'integer', notNull: true, references: { table: 'tags', column: 'id_tag', onDelete: 'cascade' } },
    { name: 'ts', type: 'real', notNull: true },
    { name: 'id_usuario', type: 'integer', notNull: true },
    { name: 'entered_ms', type: 'real', notNull: true },
  ],
  uniques: [['id_tag', 'ts', 'id_usuario']],
  indexes: [['id_elemento', 'entered_ms']],
};
