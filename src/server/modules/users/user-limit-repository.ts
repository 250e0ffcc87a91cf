import type { Db } from '../../db/create-database.js';

/** The client's `parametros.user_limit`; 0 (or no parameters record) means no limit. */
export async function userLimitOf(db: Db, clientId: number): Promise<number> {
  const row = await db.selectFrom('parametros').select('user_limit').where('cli_codigo', '=', clientId).executeTakeFirst();
  return Number(row?.user_limit ?? 0);
}

/** Users of the client that take a place: active, with at least one unit. */
export async function countLicensedUsers(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('usuario as u')
    .select((eb) => eb.fn.count(eb.ref('u.id_usuario')).as('total'))
    .where('u.cli_codigo', '=', clientId)
    .where('u.usu_ativo', '=', 'S')
    .where((eb) => eb.exists(eb.selectFrom('usuario_elemento as ue').select('ue.id_usuario').whereRef('ue.id_usuario', '=', 'u.id_usuario')))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The user's active flag and whether they have a unit, as stored. */
export async function licenceStateOf(db: Db, userId: number): Promise<{ active: boolean; hasUnit: boolean; clientId: number } | undefined> {
  const row = await db
    .selectFrom('usuario as u')
    .select(['u.usu_ativo', 'u.cli_codigo'])
    .select((eb) => eb.exists(eb.selectFrom('usuario_elemento as ue').select('ue.id_usuario').whereRef('ue.id_usuario', '=', 'u.id_usuario')).as('has_unit'))
    .where('u.id_usuario', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { active: row.usu_ativo === 'S', hasUnit: Boolean(Number(row.has_unit)), clientId: Number(row.cli_codigo) };
}
