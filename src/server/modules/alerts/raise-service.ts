import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { alertKeys } from './alert-keys.js';
import { mayRaise } from './alert-access.js';
import { nowOf, type AlertDeps } from './alert-deps.js';
import { alertOfUnit, frameOfUnit } from './alert-lookup.js';
import { movementByKey, notificationCount, raiseAlert, type Movement } from './raise-alert.js';
import { parseRaiseBody } from './raise-request.js';

export interface RaiseAnswer extends Movement {
  created: boolean;
  notified: number;
}

/**
 * `POST ALE/actions/raise` for external systems and people: an alert of the selected unit, raised now.
 * A key used before for the same alert answers that movement again (even if the alert was deactivated
 * since: a retry must not fail where the first call succeeded) and writes nothing.
 */
export async function raiseByRequest(deps: AlertDeps, access: RequestAccess, body: unknown): Promise<RaiseAnswer> {
  if (!access.unit || !mayRaise(access)) throw forbidden();
  const parsed = parseRaiseBody(body);
  if ('fields' in parsed) throw validationFailed(parsed.fields);
  const { request } = parsed;
  const { db } = deps.database;
  const alert = await alertOfUnit(db, request.id_alerta, access.unit.id_elemento);
  if (!alert) throw validationFailed({ id_alerta: { key: alertKeys.referenceNotFound } });
  // Caller keys live apart from the conditions' `cond:` keys, so no caller can take a crossing's key.
  const key = `api:${request.key}`;
  const earlier = await movementByKey(db, alert.id_alerta, key);
  if (earlier) return { ...earlier, created: false, notified: await notificationCount(db, earlier.id_movalerta) };
  if (!alert.active) throw validationFailed({ id_alerta: { key: alertKeys.inactive } });
  if (request.id_frame !== undefined && !(await frameOfUnit(db, request.id_frame, alert.id_elemento))) {
    throw validationFailed({ id_frame: { key: alertKeys.referenceNotFound } });
  }
  const result = await raiseAlert(db, {
    alert,
    key,
    message: request.message ?? alert.ale_msg,
    at: nowOf(deps),
    id_frame: request.id_frame ?? alert.id_frame,
  });
  return { ...result.movement, created: result.created, notified: result.notified };
}
