import type { TableDef } from '../../../domain/entities/table-model.js';

export const LOGBOOK_GROUP_TABLE = 'logbook_group';
export const LOGBOOK_ENTRY_TABLE = 'logbook_entry';

/**
 * Entries of the shift logbook (`LOGBOOK/entities/DATA`), hand-written: the routes are the spec's own,
 * not the generic entity routes. `logbook_annotation` is the sanitised HTML; `logbook_search` is its
 * plain text, lower case with blanks collapsed, written with it so a search is one LIKE on both
 * dialects. `logbook_date` is UTC text `YYYY-MM-DDTHH:mm:ssZ`, which sorts as time. The group and the
 * author are foreign keys: a group or a user with entries cannot be deleted (409).
 */
export const logbookEntryTable: TableDef = {
  name: LOGBOOK_ENTRY_TABLE,
  columns: [
    { name: 'id_logbook', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_logbook_group', type: 'integer', notNull: true, references: { table: LOGBOOK_GROUP_TABLE, column: 'id_logbook_group' } },
    { name: 'id_user', type: 'integer', notNull: true, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'logbook_annotation', type: 'text', notNull: true },
    { name: 'logbook_search', type: 'text', notNull: true },
    { name: 'logbook_date', type: 'text', notNull: true },
  ],
  uniques: [],
  indexes: [['id_logbook_group', 'logbook_date'], ['id_user']],
};
