import { tokenPermissions } from '../../../domain/access/api-token-scopes.js';
import type { UnitSummary } from '../access/user-access-repository.js';
import type { Permissions } from '../access/permissions.js';
import type { EmbedKind, TokenGrant } from './token-repository.js';

/** Last use is written at most once a minute per token: a busy integration costs no write per call. */
export const LAST_USE_RESOLUTION_MS = 60_000;

export function lastUseIsStale(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USE_RESOLUTION_MS;
}

/**
 * Route templates (below `/{product}`) a token may call: the generic entity routes and the tag
 * data routes, each still checked against the token's permissions. Access control (`CAC/`: users,
 * profiles, sessions, tokens) and single sign-on (`ADFS/`) are never a token's business.
 */
const tokenRoutes: readonly RegExp[] = [
  /^\/(?!CAC\/|ADFS\/)[A-Z]+\/entities\/[A-Z_]+(\/:id)?$/,
  /^\/MES\/queries\/series$/,
  /^\/MES\/actions\/(writeValues|collectValues|importValues)$/,
];

/**
 * A dashboard-bound token (TV link, iframe export) reads its dashboard and nothing else: its definition,
 * its tabs' data, an HMI tab's readings, a Power BI dashboard's report and its images (each route checks what the
 * binding shows: dashboards/embed-access.ts); a TV link also keeps its screen counted among the TVs online.
 */
const showDashboard: readonly RegExp[] = [
  /^\/GDV\/queries\/embed$/,
  /^\/GDV\/queries\/tab-data$/,
  /^\/GDV\/queries\/hmi-data$/,
  /^\/GDV\/queries\/powerbi-embed\/:id_visao$/,
  /^\/GDV\/queries\/images\/:id$/,
];
const embedRoutes: Readonly<Record<EmbedKind, readonly RegExp[]>> = {
  iframe: showDashboard,
  tv: [...showDashboard, /^\/GDV\/actions\/tv-(heartbeat|leave)$/],
};

/** Whether a token may call a route template (below `/{product}`); a bound token has its own short list. */
export function tokenMayCall(route: string | undefined, grant?: Pick<TokenGrant, 'embed'>): boolean {
  if (route === undefined) return false;
  const allowed = grant?.embed ? embedRoutes[grant.embed.kind] : tokenRoutes;
  return allowed.some((pattern) => pattern.test(route));
}

/** The one scope a dashboard-bound token holds: reading dashboards, still cut down to its creator's. */
export const embedTokenScopes = [{ menu_id: 'settings.dashboards', read: true, write: false }];

/** A token works in the units of its own plant only. */
export const unitsOfTokenPlant = (units: readonly UnitSummary[], grant: TokenGrant): UnitSummary[] =>
  units.filter((unit) => unit.plt_codigo === grant.plantId && unit.cli_codigo === grant.clientId);

/**
 * The creator's access, cut down to the token: never an admin, and only the scopes the creator
 * still holds at the chosen unit (an admin holds everything there).
 */
export function accessWithinToken<A extends { isAdmin: boolean; isSuperAdmin?: boolean; permissions: Permissions; unit: unknown }>(
  access: A,
  grant: TokenGrant,
): A {
  const creatorHolds = (menuId: string, action: 'read' | 'create' | 'update' | 'delete') =>
    access.isAdmin || (access.permissions.get(menuId)?.has(action) ?? false);
  const permissions = access.unit ? tokenPermissions(grant.scopes, creatorHolds) : new Map();
  return { ...access, isAdmin: false, isSuperAdmin: false, permissions };
}
