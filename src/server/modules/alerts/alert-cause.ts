import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { mayWorkAlerts } from './alert-access.js';
import { alertKeys } from './alert-keys.js';
import type { AlertDeps } from './alert-deps.js';
import { fieldErrors, idProblem, idValue, isRecord, textProblem } from './body-fields.js';
import { unitMovement } from './movement-read.js';
import { MOVEMENT_TABLE } from './tables.js';

export const MAX_CAUSE = 2000;

/**
 * `POST ALE/queries/insertCause {id_movalerta, mov_causa}`: sets (or, with a blank text, clears) the cause
 * of a movement of the selected unit. Needs create on operational-alerts.
 */
export async function insertCause(deps: AlertDeps, access: RequestAccess, body: unknown): Promise<{ id_movalerta: number; mov_causa: string | null }> {
  if (!mayWorkAlerts(access)) throw forbidden();
  if (!isRecord(body)) throw validationFailed({ _: { key: alertKeys.type } });
  const fields = fieldErrors({ id_movalerta: idProblem(body.id_movalerta, true), mov_causa: textProblem(body.mov_causa, MAX_CAUSE, false) });
  if (fields) throw validationFailed(fields);
  const { db } = deps.database;
  const movement = await unitMovement(db, access, idValue(body.id_movalerta)!);
  const cause = typeof body.mov_causa === 'string' && body.mov_causa.trim() !== '' ? body.mov_causa.trim() : null;
  await db.updateTable(MOVEMENT_TABLE).set({ mov_causa: cause }).where('id_movalerta', '=', movement.id_movalerta).execute();
  return { id_movalerta: movement.id_movalerta, mov_causa: cause };
}
