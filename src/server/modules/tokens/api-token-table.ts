import type { TableDef } from '../../../domain/entities/table-model.js';

export const API_TOKEN_TABLE = 'api_token';

/**
 * API tokens (`/settings/token`). Only the SHA-256 of the secret is kept (`secret_hash`); the
 * secret itself is shown once, at creation. A token belongs to one plant of one client and to
 * the admin who made it: deleting any of them deletes the token. Times are ISO-8601 UTC text. A token
 * bound to a dashboard (`embed_kind` `tv` | `iframe`, `id_visao`, optional `id_tab`, `id_widget`) only
 * shows that dashboard (token-rules.ts); an integration token has them null.
 */
export const apiTokenTable: TableDef = {
  name: API_TOKEN_TABLE,
  columns: [
    { name: 'id_api_token', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'cli_codigo', type: 'integer', notNull: true, references: { table: 'cliente', column: 'cli_codigo', onDelete: 'cascade' } },
    { name: 'plt_codigo', type: 'integer', notNull: true, references: { table: 'planta', column: 'plt_codigo', onDelete: 'cascade' } },
    { name: 'name', type: 'text', notNull: true },
    { name: 'scopes', type: 'text', notNull: true },
    { name: 'secret_hash', type: 'text', notNull: true },
    { name: 'created_by', type: 'integer', notNull: true, references: { table: 'usuario', column: 'id_usuario', onDelete: 'cascade' } },
    { name: 'created_at', type: 'text', notNull: true },
    { name: 'expires_at', type: 'text', notNull: true },
    { name: 'last_used_at', type: 'text', notNull: false },
    { name: 'revoked_at', type: 'text', notNull: false },
    // A dashboard-bound token (TV link, iframe export): what it shows; deleting that dashboard, tab or widget deletes it.
    { name: 'embed_kind', type: 'text', notNull: false },
    { name: 'id_visao', type: 'integer', notNull: false, references: { table: 'visao', column: 'id_visao', onDelete: 'cascade' } },
    { name: 'id_tab', type: 'integer', notNull: false, references: { table: 'dashboard_tab', column: 'id_tab', onDelete: 'cascade' } },
    { name: 'id_widget', type: 'integer', notNull: false, references: { table: 'dashboard_widget', column: 'id_widget', onDelete: 'cascade' } },
  ],
  uniques: [['secret_hash']],
  indexes: [['cli_codigo'], ['created_by'], ['id_visao']],
};
