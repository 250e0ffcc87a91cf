import { buildElementsTree, type TreeClient } from '../../../domain/operational-structure/elements-tree.js';
import type { Db } from '../../db/create-database.js';

/** The tree of every client (`clientId` null: a super-administrator) or of one. */
export async function readElementsTree(db: Db, clientId: number | null): Promise<TreeClient[]> {
  let clients = db.selectFrom('cliente').select(['cli_codigo', 'cli_descri', 'cli_ativo']).orderBy('cli_descri').orderBy('cli_codigo');
  let plants = db.selectFrom('planta').select(['cli_codigo', 'plt_codigo', 'plt_descri', 'plt_ativo']).orderBy('plt_descri').orderBy('plt_codigo');
  let units = db.selectFrom('elemento').select(['plt_codigo', 'id_elemento', 'ele_descri', 'ele_ativo']).orderBy('ele_descri').orderBy('id_elemento');
  if (clientId !== null) {
    clients = clients.where('cli_codigo', '=', clientId);
    plants = plants.where('cli_codigo', '=', clientId);
    units = units.where('cli_codigo', '=', clientId);
  }
  const [clientRows, plantRows, unitRows] = await Promise.all([clients.execute(), plants.execute(), units.execute()]);
  const id = (value: unknown) => Number(value);
  return buildElementsTree({
    clients: clientRows.map((row) => ({ ...row, cli_codigo: id(row.cli_codigo) })),
    plants: plantRows.map((row) => ({ ...row, cli_codigo: id(row.cli_codigo), plt_codigo: id(row.plt_codigo) })),
    units: unitRows.map((row) => ({ ...row, plt_codigo: id(row.plt_codigo), id_elemento: id(row.id_elemento) })),
  });
}

export interface PlantRow {
  plt_codigo: number;
  cli_codigo: number;
  plt_descri: string;
  plt_ativo: string;
}

export async function findPlant(db: Db, plantId: number): Promise<PlantRow | undefined> {
  const row = await db
    .selectFrom('planta')
    .select(['plt_codigo', 'cli_codigo', 'plt_descri', 'plt_ativo'])
    .where('plt_codigo', '=', plantId)
    .executeTakeFirst();
  return row && { ...row, plt_codigo: Number(row.plt_codigo), cli_codigo: Number(row.cli_codigo) };
}

export async function findClientActive(db: Db, clientId: number): Promise<string | undefined> {
  const row = await db.selectFrom('cliente').select('cli_ativo').where('cli_codigo', '=', clientId).executeTakeFirst();
  return row?.cli_ativo as string | undefined;
}

/** Another plant of the client with this name, compared trimmed and without case like `x-unique`. */
export async function plantNameTaken(db: Db, clientId: number, name: string, exceptPlant: number): Promise<boolean> {
  const rows = await db.selectFrom('planta').select('plt_descri').where('cli_codigo', '=', clientId).where('plt_codigo', '!=', exceptPlant).execute();
  const wanted = name.trim().toLowerCase();
  return rows.some((row) => String(row.plt_descri).trim().toLowerCase() === wanted);
}

/** How many user-unit links the plant's units have: users belong to one client. */
export async function plantUserLinks(db: Db, plantId: number): Promise<number> {
  const row = await db
    .selectFrom('usuario_elemento as ue')
    .innerJoin('elemento as e', 'e.id_elemento', 'ue.id_elemento')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('e.plt_codigo', '=', plantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The plant and its units change client together. */
export async function movePlantToClient(db: Db, plantId: number, clientId: number): Promise<void> {
  await db.updateTable('planta').set({ cli_codigo: clientId }).where('plt_codigo', '=', plantId).execute();
  await db.updateTable('elemento').set({ cli_codigo: clientId }).where('plt_codigo', '=', plantId).execute();
}
