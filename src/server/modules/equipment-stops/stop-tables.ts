import type { TableDef } from '../../../domain/entities/table-model.js';

export const STOP_TABLE = 'equipment_stop';
export const STOP_HISTORY_TABLE = 'equipment_stop_history';
export const DETECTION_STATE_TABLE = 'frame_detection_state';

/**
 * Equipment stops of a frame (business modules §3–4). Times are epoch milliseconds UTC in `real`
 * columns (double precision: exact for whole milliseconds, and a number on both drivers, so the
 * pareto can add durations in SQL). `end_ms` is null while the stop is open.
 * - `status`: 'open' | 'finished' | 'annulled' (annulled stops are not counted; they can be enabled again).
 * - `consistency`: 'notApproved' | 'approved' | 'integrating' | 'integrated' | 'integrationError'.
 * - `reproved`: 1 after a reproval until the stop is edited again (the approver's comment is in the history).
 * - `origin`: 'automatic' (the detection job) | 'manual' (a user).
 * - `complements`: JSON object, complementary type id → value.
 * - `version`: raised by every change; writes are conditional on it (a stale screen gets 409).
 */
export const stopTable: TableDef = {
  name: STOP_TABLE,
  columns: [
    { name: 'id_stop', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_elemento', type: 'integer', notNull: true, references: { table: 'elemento', column: 'id_elemento', onDelete: 'cascade' } },
    { name: 'id_frame', type: 'integer', notNull: true, references: { table: 'frames', column: 'id_frame', onDelete: 'cascade' } },
    { name: 'start_ms', type: 'real', notNull: true },
    { name: 'end_ms', type: 'real', notNull: false },
    { name: 'status', type: 'text', notNull: true, maxLength: 20 },
    { name: 'origin', type: 'text', notNull: true, maxLength: 20 },
    { name: 'id_motive', type: 'integer', notNull: false, references: { table: 'motives', column: 'id_motive' } },
    { name: 'consistency', type: 'text', notNull: true, maxLength: 20 },
    { name: 'reproved', type: 'boolean', notNull: true },
    { name: 'comment', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'complements', type: 'json', notNull: false },
    { name: 'split_from', type: 'integer', notNull: false },
    { name: 'integration_error', type: 'text', notNull: false, maxLength: 500 },
    { name: 'version', type: 'integer', notNull: true },
    { name: 'created_by', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'created_at', type: 'real', notNull: true },
    { name: 'updated_by', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'updated_at', type: 'real', notNull: true },
  ],
  // One stop of a frame starts at one instant: the detection job may run again over the same period.
  uniques: [['id_frame', 'start_ms']],
  indexes: [['id_elemento'], ['id_motive'], ['id_frame', 'end_ms'], ['consistency']],
};

/**
 * Every change of a stop, never updated or deleted (the record's history). `action`: detected,
 * created, edited, split, annulled, enabled, approved, reproved, integrating, integrated,
 * integrationError, remade. `changes`: JSON { before, after } of the fields that changed.
 * `signed`: 1 when the user re-entered their password (approve and reprove are electronic signatures).
 */
export const stopHistoryTable: TableDef = {
  name: STOP_HISTORY_TABLE,
  columns: [
    { name: 'id_stop_history', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_stop', type: 'integer', notNull: true, references: { table: STOP_TABLE, column: 'id_stop', onDelete: 'cascade' } },
    { name: 'at_ms', type: 'real', notNull: true },
    { name: 'id_usuario', type: 'integer', notNull: false, references: { table: 'usuario', column: 'id_usuario' } },
    { name: 'action', type: 'text', notNull: true, maxLength: 30 },
    { name: 'changes', type: 'json', notNull: false },
    { name: 'comment', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'signed', type: 'boolean', notNull: true },
  ],
  uniques: [],
  indexes: [['id_stop']],
};

/** Where the detection job stands per frame: readings before `detected_until_ms` are settled. */
export const detectionStateTable: TableDef = {
  name: DETECTION_STATE_TABLE,
  columns: [
    { name: 'id_frame', type: 'integer', notNull: true, primaryKey: true, references: { table: 'frames', column: 'id_frame', onDelete: 'cascade' } },
    { name: 'detected_until_ms', type: 'real', notNull: false },
    { name: 'last_run_ms', type: 'real', notNull: false },
    { name: 'last_error', type: 'text', notNull: false, maxLength: 500 },
  ],
  uniques: [],
  indexes: [],
};
