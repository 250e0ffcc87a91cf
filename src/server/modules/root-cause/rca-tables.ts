import type { ColumnDef, TableDef } from '../../../domain/entities/table-model.js';

export const EFFECT_TABLE = 'rca_effect';
export const EFFECT_HISTORY_TABLE = 'rca_effect_history';
export const CAUSE_TABLE = 'rca_cause';
export const WHY_TABLE = 'rca_why';
export const ACTION_TABLE = 'rca_action';
export const ACTION_HISTORY_TABLE = 'rca_action_history';
export const ATTACHMENT_TABLE = 'rca_attachment';

const user = (name: string, notNull: boolean): ColumnDef => ({ name, type: 'integer', notNull, references: { table: 'usuario', column: 'id_usuario' } });
const ms = (name: string, notNull: boolean): ColumnDef => ({ name, type: 'real', notNull });

/**
 * An effect: the problem analysed (README.md, Effects). Times are epoch ms in `real` columns.
 * - `form`: 'free' | 'stop' | 'spc' | 'alert'; `status`: 'open' | 'in-analysis' | 'concluded' | 'canceled'.
 * - The source's data (tag, period, motive, rule) is copied when the effect is opened from it; `id_stop`,
 *   `id_violation` and `id_alert_movement` are unique: one analysis per stop, violation or raised alert.
 * - `team`: JSON array of user ids.
 * - `version`: raised by every change; writes are conditional on it (a stale screen gets 409).
 */
export const effectTable: TableDef = {
  name: EFFECT_TABLE,
  columns: [
    { name: 'id_effect', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_elemento', type: 'integer', notNull: true, references: { table: 'elemento', column: 'id_elemento', onDelete: 'cascade' } },
    { name: 'description', type: 'text', notNull: true, maxLength: 2000 },
    { name: 'form', type: 'text', notNull: true, maxLength: 10 },
    { name: 'status', type: 'text', notNull: true, maxLength: 20 },
    { name: 'id_tag', type: 'integer', notNull: false },
    { name: 'tag_code', type: 'text', notNull: false, maxLength: 200 },
    ms('period_from_ms', false),
    ms('period_to_ms', false),
    { name: 'id_motive', type: 'integer', notNull: false },
    { name: 'motive', type: 'text', notNull: false, maxLength: 200 },
    { name: 'spc_rule', type: 'integer', notNull: false },
    // No foreign keys to the sources: deleting a card (and its violations) must not block on, or erase, an analysis.
    { name: 'id_stop', type: 'integer', notNull: false },
    { name: 'id_violation', type: 'integer', notNull: false },
    { name: 'id_alert_movement', type: 'integer', notNull: false },
    user('id_responsible', true),
    user('id_examiner', true),
    user('id_manager', true),
    { name: 'team', type: 'json', notNull: true },
    ms('occurred_at', true),
    ms('concluded_at', false),
    { name: 'version', type: 'integer', notNull: true },
    user('created_by', true),
    ms('created_at', true),
    ms('updated_at', true),
  ],
  uniques: [['id_stop'], ['id_violation'], ['id_alert_movement']],
  indexes: [['id_elemento', 'status']],
};

/**
 * Every change of an effect's analysis, never updated or deleted: the effect's own changes and those of its
 * causes and whys (`id_cause`, `id_why`). `changes`: JSON { field: { from, to } }.
 */
export const effectHistoryTable: TableDef = {
  name: EFFECT_HISTORY_TABLE,
  columns: [
    { name: 'id_effect_history', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_effect', type: 'integer', notNull: true, references: { table: EFFECT_TABLE, column: 'id_effect', onDelete: 'cascade' } },
    { name: 'id_cause', type: 'integer', notNull: false },
    { name: 'id_why', type: 'integer', notNull: false },
    ms('at_ms', true),
    user('id_usuario', false),
    { name: 'action', type: 'text', notNull: true, maxLength: 30 },
    { name: 'changes', type: 'json', notNull: false },
    { name: 'comment', type: 'text', notNull: false, maxLength: 2000 },
  ],
  uniques: [],
  indexes: [['id_effect']],
};

/** A cause of an effect on one of the six origins, with its GUT classification. `status`: 'active' | 'canceled'. */
export const causeTable: TableDef = {
  name: CAUSE_TABLE,
  columns: [
    { name: 'id_cause', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_effect', type: 'integer', notNull: true, references: { table: EFFECT_TABLE, column: 'id_effect', onDelete: 'cascade' } },
    { name: 'origin', type: 'text', notNull: true, maxLength: 20 },
    { name: 'id_cause_catalogue', type: 'integer', notNull: false, references: { table: 'rca_causes', column: 'id_cause_catalogue' } },
    { name: 'description', type: 'text', notNull: true, maxLength: 500 },
    { name: 'gravity', type: 'integer', notNull: true },
    { name: 'urgency', type: 'integer', notNull: true },
    { name: 'tendency', type: 'integer', notNull: true },
    { name: 'status', type: 'text', notNull: true, maxLength: 20 },
    { name: 'version', type: 'integer', notNull: true },
    user('created_by', true),
    ms('created_at', true),
  ],
  uniques: [],
  indexes: [['id_effect']],
};

/** A why under a cause; `id_parent` null for the first why of a chain. */
export const whyTable: TableDef = {
  name: WHY_TABLE,
  columns: [
    { name: 'id_why', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_cause', type: 'integer', notNull: true, references: { table: CAUSE_TABLE, column: 'id_cause', onDelete: 'cascade' } },
    { name: 'id_parent', type: 'integer', notNull: false, references: { table: WHY_TABLE, column: 'id_why' } },
    { name: 'text', type: 'text', notNull: true, maxLength: 500 },
    user('created_by', true),
    ms('created_at', true),
  ],
  uniques: [],
  indexes: [['id_cause'], ['id_parent']],
};

/**
 * A 5W2H action planned from a cause (README.md, Actions). `deadline` and `conclusion_date` are
 * YYYY-MM-DD in the unit's time zone; `concluded_at` the instant it was finished.
 * - `status`: 'not-started' | 'in-progress' | 'pending-verification' | 'completed' | 'canceled'.
 * - `approval`: 'waiting' | 'sent-for-approval' | 'approved' | 'disapproved'.
 * - `verification_status`: 'pending' | 'effective' | 'ineffective'.
 * - `suspended`: 1 while its cause is canceled.
 */
export const actionTable: TableDef = {
  name: ACTION_TABLE,
  columns: [
    { name: 'id_action', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_effect', type: 'integer', notNull: true, references: { table: EFFECT_TABLE, column: 'id_effect', onDelete: 'cascade' } },
    { name: 'id_cause', type: 'integer', notNull: true, references: { table: CAUSE_TABLE, column: 'id_cause', onDelete: 'cascade' } },
    { name: 'title', type: 'text', notNull: true, maxLength: 200 },
    { name: 'what', type: 'text', notNull: true, maxLength: 2000 },
    { name: 'why', type: 'text', notNull: true, maxLength: 2000 },
    { name: 'where_text', type: 'text', notNull: false, maxLength: 200 },
    { name: 'how', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'how_much', type: 'real', notNull: false },
    { name: 'planned_time', type: 'text', notNull: false, maxLength: 6 },
    { name: 'spent_time', type: 'text', notNull: false, maxLength: 6 },
    { name: 'deadline', type: 'text', notNull: true, maxLength: 10 },
    user('id_responsible', true),
    user('id_examiner', true),
    { name: 'status', type: 'text', notNull: true, maxLength: 30 },
    { name: 'approval', type: 'text', notNull: true, maxLength: 30 },
    { name: 'suspended', type: 'boolean', notNull: true },
    { name: 'conclusion_date', type: 'text', notNull: false, maxLength: 10 },
    ms('concluded_at', false),
    { name: 'verification_date', type: 'text', notNull: false, maxLength: 10 },
    { name: 'verification_status', type: 'text', notNull: true, maxLength: 20 },
    { name: 'verification_commentary', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'duplicated_from', type: 'integer', notNull: false },
    { name: 'version', type: 'integer', notNull: true },
    user('created_by', true),
    ms('created_at', true),
    ms('updated_at', true),
  ],
  uniques: [],
  indexes: [['id_effect'], ['id_cause'], ['id_responsible'], ['status']],
};

/** Every change of an action, never updated or deleted. `signed`: 1 for approvals (electronic signatures). */
export const actionHistoryTable: TableDef = {
  name: ACTION_HISTORY_TABLE,
  columns: [
    { name: 'id_action_history', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_action', type: 'integer', notNull: true, references: { table: ACTION_TABLE, column: 'id_action', onDelete: 'cascade' } },
    ms('at_ms', true),
    user('id_usuario', false),
    { name: 'action', type: 'text', notNull: true, maxLength: 30 },
    { name: 'changes', type: 'json', notNull: false },
    { name: 'comment', type: 'text', notNull: false, maxLength: 2000 },
    { name: 'signed', type: 'boolean', notNull: true },
  ],
  uniques: [],
  indexes: [['id_action']],
};

/** A file of an action (PNG, JPG or PDF), stored in the upload directory under `stored_name`. */
export const attachmentTable: TableDef = {
  name: ATTACHMENT_TABLE,
  columns: [
    { name: 'id_attachment', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'id_action', type: 'integer', notNull: true, references: { table: ACTION_TABLE, column: 'id_action', onDelete: 'cascade' } },
    { name: 'stored_name', type: 'text', notNull: true, maxLength: 40 },
    { name: 'file_name', type: 'text', notNull: true, maxLength: 200 },
    { name: 'content_type', type: 'text', notNull: true, maxLength: 40 },
    { name: 'size', type: 'integer', notNull: true },
    user('created_by', true),
    ms('created_at', true),
  ],
  uniques: [['stored_name']],
  indexes: [['id_action']],
};

export const rcaTables: readonly TableDef[] = [effectTable, effectHistoryTable, causeTable, whyTable, actionTable, actionHistoryTable, attachmentTable];
