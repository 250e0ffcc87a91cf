import type { TableDef } from '../../../domain/entities/table-model.js';

export const CLIENT_ERROR_TABLE = 'client_error';

/**
 * Errors the browser met (`POST LOG/actions/clientError`). The user and unit are plain ids, not
 * foreign keys: a report outlives the user it names and never blocks deleting one. Reports sent
 * before sign-in have neither. `received_at` is UTC ISO text, which sorts as time.
 */
export const clientErrorTable: TableDef = {
  name: CLIENT_ERROR_TABLE,
  columns: [
    { name: 'id_client_error', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'received_at', type: 'text', notNull: true },
    { name: 'id_usuario', type: 'integer', notNull: false },
    { name: 'id_elemento', type: 'integer', notNull: false },
    { name: 'browser', type: 'text', notNull: true },
    { name: 'os', type: 'text', notNull: true },
    { name: 'device', type: 'text', notNull: true },
    { name: 'message', type: 'text', notNull: true },
    { name: 'stack', type: 'text', notNull: false },
    { name: 'url', type: 'text', notNull: false },
  ],
  uniques: [],
  indexes: [['received_at']],
};
