import type { FieldError } from '../../../domain/validation/field-errors.js';
import type { Db } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import type { UnitSummary } from '../access/user-access-repository.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { mayWorkAlerts } from './alert-access.js';
import { alertKeys } from './alert-keys.js';
import type { AlertDeps } from './alert-deps.js';
import { fieldErrors, idProblem, idValue, isRecord } from './body-fields.js';
import { unitMovement } from './movement-read.js';
import { sources } from './sources.js';
import { NOTIFICATION_TABLE } from './tables.js';

export const MAX_NOTIFIED_USERS = 200;

function usersProblem(users: unknown): FieldError | undefined {
  if (users === undefined || users === null) return { key: alertKeys.required };
  if (!Array.isArray(users)) return { key: alertKeys.type };
  if (users.length === 0) return { key: alertKeys.minItems, args: { min: 1 } };
  if (users.length > MAX_NOTIFIED_USERS) return { key: alertKeys.maxItems, args: { max: MAX_NOTIFIED_USERS } };
  return users.every((user) => idValue(user) !== undefined) ? undefined : { key: alertKeys.integer };
}

/** Of these users, those who may use the unit: its client's admins, and the users linked to it. */
async function usersOfUnit(db: Db, ids: readonly number[], unit: UnitSummary): Promise<Set<number>> {
  const rows = await db
    .selectFrom(`${sources.user} as u`)
    .select('u.id_usuario')
    .where('u.id_usuario', 'in', [...ids])
    .where('u.cli_codigo', '=', unit.cli_codigo)
    .where((eb) =>
      eb.or([
        eb('u.usu_tipo', '=', '1'),
        eb.exists(
          eb
            .selectFrom(`${sources.userUnit} as ue`)
            .select('ue.id_usuario')
            .whereRef('ue.id_usuario', '=', 'u.id_usuario')
            .where('ue.id_elemento', '=', unit.id_elemento),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => Number(row.id_usuario)));
}

/**
 * `POST ALE/queries/notifyUsers {alertID, alertMovID, users}`: adds a notification of the movement for each
 * listed user of the unit who has none yet (one already notified keeps theirs, read or not). A user who may
 * not use the unit refuses the whole call (400). Needs create on operational-alerts.
 */
export async function notifyUsers(deps: AlertDeps, access: RequestAccess, body: unknown): Promise<{ notified: number }> {
  if (!mayWorkAlerts(access)) throw forbidden();
  if (!isRecord(body)) throw validationFailed({ _: { key: alertKeys.type } });
  const fields = fieldErrors({ alertID: idProblem(body.alertID, true), alertMovID: idProblem(body.alertMovID, true), users: usersProblem(body.users) });
  if (fields) throw validationFailed(fields);
  const { db } = deps.database;
  const movement = await unitMovement(db, access, idValue(body.alertMovID)!);
  if (movement.id_alerta !== idValue(body.alertID)) throw validationFailed({ alertID: { key: alertKeys.alertMismatch } });
  const ids = [...new Set((body.users as unknown[]).map((user) => idValue(user)!))];
  const allowed = await usersOfUnit(db, ids, access.unit!);
  const refused = (body.users as unknown[]).findIndex((user) => !allowed.has(idValue(user)!));
  if (refused >= 0) throw validationFailed({ [`users.${refused}`]: { key: alertKeys.notUnitUser } });
  const inserted = await db
    .insertInto(NOTIFICATION_TABLE)
    .values(ids.map((id_usuario) => ({ id_movalerta: movement.id_movalerta, id_usuario, dt_visualizado: null })))
    .onConflict((conflict) => conflict.columns(['id_movalerta', 'id_usuario']).doNothing())
    .returning('id_mvu')
    .execute();
  return { notified: inserted.length };
}
