import { sql } from 'kysely';
import type { SsoSettings } from '../../../domain/sso/sso-identity.js';
import type { Db } from '../../db/create-database.js';

/** The table of schemas/access-control/sso-settings.schema.json. */
const table = 'adfs_dominio';
/** db/sso-used-token-table.ts */
const usedTokens = 'adfs_token_usado';

function toSettings(row: Record<string, unknown>): SsoSettings {
  return {
    instance: String(row.instance),
    tenant: typeof row.tenant === 'string' && row.tenant ? row.tenant : null,
    clientId: String(row.clientId),
    cli_codigo: Number(row.cli_codigo),
  };
}

/** The settings behind the sign-in page's `?domain=`. */
export async function findSsoSettingsByDomain(db: Db, domain: string): Promise<SsoSettings | undefined> {
  const row = await db.selectFrom(table).select(['instance', 'tenant', 'clientId', 'cli_codigo']).where('domain', '=', domain).executeTakeFirst();
  return row ? toSettings(row) : undefined;
}

/** Every provider a client trusts: one row per sign-in domain. */
export async function ssoSettingsOfClient(db: Db, clientCode: number): Promise<SsoSettings[]> {
  const rows = await db
    .selectFrom(table)
    .select(['instance', 'tenant', 'clientId', 'cli_codigo'])
    .where('cli_codigo', '=', clientCode)
    .orderBy('id_adfs_dominio')
    .execute();
  return rows.map(toSettings);
}

/**
 * The stored rows (hash included, for the shared sign-in path only) of the client's users
 * whose login or e-mail is this name, compared without case: logins first.
 */
export async function findSsoUserRows(db: Db, clientCode: number, name: string): Promise<Record<string, unknown>[]> {
  const wanted = name.toLowerCase();
  const rows = await db
    .selectFrom('usuario')
    .selectAll()
    .where('cli_codigo', '=', clientCode)
    .where((eb) => eb.or([eb(sql`lower(usu_login)`, '=', wanted), eb(sql`lower(usu_email)`, '=', wanted)]))
    .orderBy('id_usuario')
    .execute();
  const byLogin = rows.filter((row) => String(row.usu_login).toLowerCase() === wanted);
  return byLogin.length ? byLogin : rows;
}

/**
 * Marks an identity token used; false when it already was. The primary key decides, so two
 * processes given the same token at once cannot both accept it. Expired marks are dropped first.
 */
export async function claimIdentityToken(db: Db, tokenHash: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  await db.deleteFrom(usedTokens).where('expires_at', '<', now.toISOString()).execute();
  const result = await db
    .insertInto(usedTokens)
    .values({ token_hash: tokenHash, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
