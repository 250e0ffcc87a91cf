import type { TableDef } from '../../../domain/entities/table-model.js';

export const API_TOKEN_TABLE = 'api_token';

/**
 * API tokens (`/settings/token`). Only the SHA-256 of the secret is kept (`secret_hash`); the
 * secret itself is shown once, at creation. A token belongs to one plant of one client and to
 * the admin who made it: deleting any of them deletes the token. Times are ISO-8601 UTC text.
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
  ],
  uniques: [['secret_hash']],
  indexes: [['cli_codigo'], ['created_by']],
};
