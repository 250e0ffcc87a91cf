import { DEFAULT_RCA_RULES, type RcaRules } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import { forbidden } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { periodOfRow } from '../series/tag-period.js';
import { mayReadRca } from './rca-access.js';

/** Who looks, where and when: what every view and rule of the module needs about the caller. */
export interface RcaViewer {
  userId: number;
  unit: number;
  cliCodigo: number;
  rules: RcaRules;
  /** The unit's IANA time zone (its period), for deadlines and dates. */
  timeZone: string;
  nowMs: number;
}

/** The unit's rules (`/settings/root-cause/rules`), or the defaults when it has none. */
export async function readRcaRules(db: Db, unit: number): Promise<RcaRules> {
  const row = await db
    .selectFrom('rca_rules')
    .select(['late_after_hours', 'verification_required', 'approver'])
    .where('id_elemento', '=', unit)
    .executeTakeFirst();
  if (!row) return DEFAULT_RCA_RULES;
  return {
    late_after_hours: Number(row.late_after_hours ?? 0),
    verification_required: row.verification_required === null ? true : Boolean(row.verification_required),
    approver: (row.approver as RcaRules['approver'] | null) ?? 'none',
  };
}

/** The caller as a viewer of the selected unit; 403 without a unit or without read on the module's pages. */
export async function rcaViewer(db: Db, access: RequestAccess, nowMs = Date.now()): Promise<RcaViewer> {
  if (!access.unit || !mayReadRca(access)) throw forbidden();
  const unit = access.unit.id_elemento;
  const [rules, periodRow] = await Promise.all([
    readRcaRules(db, unit),
    db.selectFrom('periodo').selectAll().where('id_elemento', '=', unit).executeTakeFirst(),
  ]);
  return { userId: access.userId, unit, cliCodigo: access.unit.cli_codigo, rules, timeZone: periodOfRow(periodRow).timezone, nowMs };
}
