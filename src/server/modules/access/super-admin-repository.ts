import type { Db } from '../../db/create-database.js';

/** True when the user holds the super-administrator grant (db/super-admin-table.ts). */
export async function hasSuperAdminGrant(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('usuario_super_admin').select('id_usuario').where('id_usuario', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** For `npm run init -- --super-admin` only; the API never calls it. */
export async function grantSuperAdmin(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.insertInto('usuario_super_admin').values({ id_usuario: userId, granted_at: now.toISOString() }).execute();
}
