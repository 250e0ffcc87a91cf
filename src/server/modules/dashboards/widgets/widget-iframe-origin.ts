import { allowedIframeOrigins, iframeOriginOf, isIframeUrlAllowed } from '../../../../domain/dashboards/content/iframe-origin.js';
import type { FieldErrors } from '../../../../domain/validation/field-errors.js';
import type { Db } from '../../../db/create-database.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';

export const IFRAME_ORIGIN_NOT_ALLOWED = 'dashboards.errors.iframeOriginNotAllowed';

/** The origins the client's parameters let a dashboard's iframe show (`dashboard_iframe_origins`); none without parameters. */
export async function clientIframeOrigins(db: Db, catalog: ModelCatalog, clientId: number | null): Promise<string[]> {
  if (clientId === null) return [];
  const table = catalog.get('parameters')?.table ?? 'parametros';
  const row = await db.selectFrom(table).select('dashboard_iframe_origins').where('cli_codigo', '=', clientId).executeTakeFirst();
  return allowedIframeOrigins((row as { dashboard_iframe_origins?: unknown } | undefined)?.dashboard_iframe_origins);
}

/** An iframe widget's `url` is from an origin the client allows, else 400 on `options.url` with the origin. */
export async function iframeOriginErrors(
  db: Db,
  catalog: ModelCatalog,
  clientId: number | null,
  component: unknown,
  options: Record<string, unknown>,
): Promise<FieldErrors> {
  if (component !== 'iframe') return {};
  if (isIframeUrlAllowed(options.url, await clientIframeOrigins(db, catalog, clientId))) return {};
  return { 'options.url': { key: IFRAME_ORIGIN_NOT_ALLOWED, args: { origin: iframeOriginOf(options.url) ?? String(options.url) } } };
}

/**
 * Every client's allowed iframe origins, for the page's Content-Security-Policy `frame-src`: the SPA is one page for
 * all clients, so it may frame any of them; which widget shows which page is still held to its own client's list.
 */
export async function everyClientIframeOrigin(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('parametros').select('dashboard_iframe_origins').execute();
  return [...new Set(rows.flatMap((row) => allowedIframeOrigins((row as { dashboard_iframe_origins?: unknown }).dashboard_iframe_origins)))].sort();
}
