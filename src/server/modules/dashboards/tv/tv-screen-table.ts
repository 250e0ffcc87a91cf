import type { TableDef } from '../../../../domain/entities/table-model.js';

export const TV_SCREEN_TABLE = 'dashboard_tv_screen';

/**
 * The screens showing a dashboard in TV mode, one row per client and screen (a random id each browser tab
 * keeps for its life). A row is online while its `last_seen_at` (ISO-8601 UTC text) is under 90 s old;
 * older rows are deleted by the next heartbeat of the client. Who keeps it alive: the signed user, or the
 * TV link's token (and its creator in `id_usuario`).
 */
export const tvScreenTable: TableDef = {
  name: TV_SCREEN_TABLE,
  columns: [
    { name: 'id_tv_screen', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'cli_codigo', type: 'integer', notNull: true, references: { table: 'cliente', column: 'cli_codigo', onDelete: 'cascade' } },
    { name: 'screen', type: 'text', notNull: true },
    { name: 'id_usuario', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario', onDelete: 'cascade' } },
    { name: 'id_api_token', type: 'integer', notNull: false },
    { name: 'started_at', type: 'text', notNull: true },
    { name: 'last_seen_at', type: 'text', notNull: true },
  ],
  uniques: [['cli_codigo', 'screen']],
  indexes: [['cli_codigo', 'last_seen_at']],
};
