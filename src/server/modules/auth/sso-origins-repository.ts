import { issuerOf } from '../../../domain/sso/sso-identity.js';
import type { Db } from '../../db/create-database.js';

function originOf(issuer: string): string | undefined {
  try {
    const url = new URL(issuer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins of every configured single sign-on provider (table of
 * schemas/access-control/sso-settings.schema.json): the browser fetches their metadata and
 * tokens (oidc-client-ts), so the page's `connect-src` must name them.
 */
export async function ssoProviderOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('adfs_dominio').select(['instance', 'tenant']).execute();
  const origins = rows.map((row) => originOf(issuerOf({ instance: String(row.instance), tenant: row.tenant as string | null })));
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))].sort();
}
