import type { TableDef } from '../../../domain/entities/table-model.js';

/**
 * Sessions live in the database, not in a process, so several API processes can serve one
 * PostgreSQL. Timestamps are ISO-8601 UTC text, which compares correctly as text on both dialects.
 */
export const sessionTable: TableDef = {
  name: 'sessao',
  columns: [
    { name: 'token_hash', type: 'text', notNull: true, primaryKey: true },
    {
      name: 'id_usuario',
      type: 'integer',
      notNull: true,
      references: { table: 'usuario', column: 'id_usuario', onDelete: 'cascade' },
    },
    { name: 'created_at', type: 'text', notNull: true },
    { name: 'expires_at', type: 'text', notNull: true },
    { name: 'revoked_at', type: 'text', notNull: false },
  ],
  uniques: [],
  indexes: [['id_usuario'], ['expires_at']],
};
