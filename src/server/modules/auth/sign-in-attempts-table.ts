import type { TableDef } from '../../../domain/entities/table-model.js';

/**
 * Failed sign-in attempts per login name, in the database so that every API process counts
 * the same attempts. Keyed by the name typed rather than by user, so an unknown login counts
 * (and locks) exactly like a known one and the answers reveal no account.
 * `bloqueado_ate`: the name is locked until then (ISO time); `bloqueios`: locks so far, which
 * double the next one (sign-in-attempts.ts).
 */
export const signInAttemptsTable: TableDef = {
  name: 'tentativa_login',
  columns: [
    { name: 'login', type: 'text', notNull: true, primaryKey: true },
    { name: 'falhas', type: 'integer', notNull: true },
    { name: 'ultima_falha', type: 'text', notNull: true },
    { name: 'bloqueado_ate', type: 'text', notNull: false },
    { name: 'bloqueios', type: 'integer', notNull: false },
  ],
  uniques: [],
  indexes: [['ultima_falha']],
};
