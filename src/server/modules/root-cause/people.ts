import type { PersonRef } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import type { RcaViewer } from './rca-context.js';

/** Names of users by id (any user: history keeps people who left). */
export async function personRefs(db: Db, ids: Iterable<number>): Promise<Map<number, PersonRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('usuario').select(['id_usuario', 'usu_nome']).where('id_usuario', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id_usuario), { id: Number(row.id_usuario), name: String(row.usu_nome) }]));
}

/** A person of the map, or a placeholder named by the id when the user is gone. */
export const personOf = (people: ReadonlyMap<number, PersonRef>, id: number): PersonRef => people.get(id) ?? { id, name: `#${id}` };

/**
 * The ids that are not active users of the viewer's unit (linked to it, or the client's admins, as
 * `CAC/queries/USUARIO` lists them): a person given a role must be able to work on the analysis.
 */
export async function peopleNotInUnit(db: Db, viewer: RcaViewer, ids: Iterable<number>): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('usuario')
    .select('id_usuario')
    .where('id_usuario', 'in', wanted)
    .where('cli_codigo', '=', viewer.cliCodigo)
    .where('usu_ativo', '=', 'S')
    .where((eb) =>
      eb.or([eb('usu_tipo', '=', '1'), eb('id_usuario', 'in', eb.selectFrom('usuario_elemento').select('id_usuario').where('id_elemento', '=', viewer.unit))]),
    )
    .execute();
  const found = new Set(rows.map((row) => Number(row.id_usuario)));
  return wanted.filter((id) => !found.has(id));
}
