import type { Db } from '../../db/create-database.js';

/** A user as other users of the unit see them (platform-core "User list item"): never more. */
export interface UnitUserListItem {
  id_usuario: number;
  usu_nome: string;
  usu_login: string;
  usu_foto: string | null;
}

/**
 * `CAC/queries/USUARIO`: the active users who work in the unit (linked to it), and the client's
 * active admins, who reach every unit. Used to pick people to notify and to name logbook authors.
 */
export async function unitUserList(db: Db, unit: { id_elemento: number; cli_codigo: number }): Promise<UnitUserListItem[]> {
  const rows = await db
    .selectFrom('usuario')
    .select(['id_usuario', 'usu_nome', 'usu_login', 'usu_foto'])
    .where('cli_codigo', '=', unit.cli_codigo)
    .where('usu_ativo', '=', 'S')
    .where((eb) =>
      eb.or([
        eb('usu_tipo', '=', '1'),
        eb('id_usuario', 'in', eb.selectFrom('usuario_elemento').select('id_usuario').where('id_elemento', '=', unit.id_elemento)),
      ]),
    )
    .orderBy('usu_nome')
    .orderBy('id_usuario')
    .execute();
  return rows.map((row) => ({
    id_usuario: Number(row.id_usuario),
    usu_nome: String(row.usu_nome),
    usu_login: String(row.usu_login),
    usu_foto: (row.usu_foto as string | null) ?? null,
  }));
}
