import type { TableDef } from '../../../domain/entities/table-model.js';

/**
 * Identity tokens already used for a single sign-on, kept until they expire: a token is good
 * for one sign-in, in every API process, so a copied token cannot open a second session.
 */
export const ssoUsedTokenTable: TableDef = {
  name: 'adfs_token_usado',
  columns: [
    { name: 'token_hash', type: 'text', notNull: true, primaryKey: true },
    { name: 'expires_at', type: 'text', notNull: true },
  ],
  uniques: [],
  indexes: [['expires_at']],
};
