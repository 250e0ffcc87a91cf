import type { Db } from '../../db/create-database.js';

/** A unit the signed user may choose, as the sign-in answer and the unit selector show it. */
export interface UnitSummary {
  id_elemento: number;
  ele_descri: string;
  plt_codigo: number;
  plt_descri: string;
  cli_codigo: number;
  initial_page?: string;
}

export interface UserIdentity {
  id_usuario: number;
  cli_codigo: number;
  usu_tipo: string;
}

export const isAdmin = (user: { usu_tipo?: unknown }): boolean => user.usu_tipo === '1';

/** The stored user row, hash included: for the sign-in check only, never for an answer. */
export async function findLoginRow(db: Db, login: string): Promise<Record<string, unknown> | undefined> {
  return db.selectFrom('usuario').selectAll().where('usu_login', '=', login).executeTakeFirst();
}

function toSummary(row: Record<string, unknown>): UnitSummary {
  return {
    id_elemento: Number(row.id_elemento),
    ele_descri: String(row.ele_descri),
    plt_codigo: Number(row.plt_codigo),
    plt_descri: String(row.plt_descri),
    cli_codigo: Number(row.cli_codigo),
    ...(typeof row.initial_page === 'string' ? { initial_page: row.initial_page } : {}),
  };
}

/**
 * Admins: every unit of their client. Others: the units linked to them. A deactivated unit is kept for its
 * history but no longer worked in: the session does not offer it; the user form still lists it (`includeInactive`).
 */
export async function unitsOf(db: Db, user: UserIdentity, { includeInactive = false }: { includeInactive?: boolean } = {}): Promise<UnitSummary[]> {
  const query = db
    .selectFrom('elemento as e')
    .innerJoin('planta as p', 'p.plt_codigo', 'e.plt_codigo')
    .select(['e.id_elemento', 'e.ele_descri', 'e.plt_codigo', 'p.plt_descri', 'e.cli_codigo'])
    .where('e.cli_codigo', '=', user.cli_codigo)
    .orderBy('p.plt_descri')
    .orderBy('e.ele_descri')
    .orderBy('e.id_elemento');
  const base = includeInactive ? query : query.where('e.ele_ativo', '<>', 'N');
  const rows = isAdmin(user)
    ? await base.execute()
    : await base
        .innerJoin('usuario_elemento as ue', 'ue.id_elemento', 'e.id_elemento')
        .select('ue.initial_page')
        .where('ue.id_usuario', '=', user.id_usuario)
        .execute();
  return rows.map(toSummary);
}

/** The `permissions` arrays of the profiles on the user's link to one unit. */
export async function linkedProfilePermissions(db: Db, userId: number, unitId: number): Promise<unknown[]> {
  const rows = await db
    .selectFrom('usuario_elemento as ue')
    .innerJoin('usuario_elemento__profiles as up', 'up.id_usuario_elemento', 'ue.id_usuario_elemento')
    .innerJoin('perfil as p', 'p.id_perfil', 'up.ref_id')
    .select('p.permissions')
    .where('ue.id_usuario', '=', userId)
    .where('ue.id_elemento', '=', unitId)
    .execute();
  return rows.map((row) => (typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions));
}
