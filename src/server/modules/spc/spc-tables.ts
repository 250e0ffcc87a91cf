import type { TableDef } from '../../../domain/entities/table-model.js';

export const VIOLATION_TABLE = 'spc_violation';
export const VIOLATION_HISTORY_TABLE = 'spc_violation_history';
export const CARD_STATE_TABLE = 'spc_card_state';

/**
 * A rule violation of a card's point, found by the evaluation job (README.md, Violations). One row per
 * card, rule and point: the job may evaluate the same period again. Times are epoch ms in `real` columns.
 * - `status`: 'open' (no diagnostic yet) | 'treated'.
 * - `version`: raised by every change; a treatment is conditional on it (a stale screen gets 409).
 */
export const violationTable: TableDef = {
  name: VIOLATION_TABLE,
  columns: [
    { name: 'id_violation', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_elemento', type: 'integer', notNull: true, references: { table: 'elemento', column: 'id_elemento', onDelete: 'cascade' } },
    { name: 'id_card', type: 'integer', notNull: true, references: { table: 'spc_cards', column: 'id_card', onDelete: 'cascade' } },
    { name: 'rule', type: 'integer', notNull: true },
    { name: 'point_ms', type: 'real', notNull: true },
    { name: 'value', type: 'real', notNull: true },
    { name: 'detected_at', type: 'real', notNull: true },
    { name: 'status', type: 'text', notNull: true, maxLength: 20 },
    { name: 'id_diagnostic', type: 'integer', notNull: false, references: { table: 'spc_diagnostics', column: 'id_diagnostic' } },
    { name: 'id_corrective_action', type: 'integer', notNull: false, references: { table: 'spc_corrective_actions', column: 'id_corrective_action' } },
    { name: 'comment', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'treated_by', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'treated_at', type: 'real', notNull: false },
    { name: 'version', type: 'integer', notNull: true },
  ],
  uniques: [['id_card', 'rule', 'point_ms']],
  indexes: [
    ['id_elemento', 'status'],
    ['id_card', 'point_ms'],
  ],
};

/** Every change of a violation, never updated or deleted. `action`: detected, treated. `changes`: JSON { before, after }. */
export const violationHistoryTable: TableDef = {
  name: VIOLATION_HISTORY_TABLE,
  columns: [
    { name: 'id_violation_history', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_violation', type: 'integer', notNull: true, references: { table: VIOLATION_TABLE, column: 'id_violation', onDelete: 'cascade' } },
    { name: 'at_ms', type: 'real', notNull: true },
    { name: 'id_usuario', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'action', type: 'text', notNull: true, maxLength: 30 },
    { name: 'changes', type: 'json', notNull: false },
  ],
  uniques: [],
  indexes: [['id_violation']],
};

/** Where the evaluation job got to per card: `evaluated_until_ms` (the last point judged) and `last_run_ms`. */
export const cardStateTable: TableDef = {
  name: CARD_STATE_TABLE,
  columns: [
    { name: 'id_card', type: 'integer', notNull: true, primaryKey: true, references: { table: 'spc_cards', column: 'id_card', onDelete: 'cascade' } },
    { name: 'evaluated_until_ms', type: 'real', notNull: false },
    { name: 'last_run_ms', type: 'real', notNull: false },
  ],
  uniques: [],
  indexes: [],
};
