import { isRemovedPath } from './client-rules.js';
import { allMenuNodes, matchesPattern, normalizePath } from './menu-paths.js';
import { alwaysAllowedPaths, contractRoute, defaultMainPage, detailRoutes, landingRoute, otherRoutes, publicRoutes } from './route-table.js';

export interface RouteState {
  /** Path and query being opened. */
  path: string;
  signed: boolean;
  contractExpired: boolean;
  /** Native app or mobile debug mode. */
  mobile: boolean;
  /** The unit's configured initial page, if any. */
  initialPage?: string | null;
  /** From permittedPathsOf: the menu paths and detail patterns the user may open. */
  permittedPaths: readonly string[];
  /** The first permitted page; defaults to the first of permittedPaths. */
  firstPermittedPath?: string;
  /** Paths the client-code rules removed (they do not exist for this client). */
  removedPaths?: readonly string[];
  /** The `?domain=` the user signed in with, kept on the way to sign-in. */
  domain?: string | null;
}

export interface Redirect {
  to: string;
  /** Router state: the origin path, for sign-in to return to. */
  state?: { from: string };
}

/** The public routes a signed user is sent away from (`/iframe/component` stays open), and `/main`. */
const landingRoutes = new Set(['/', '/login', landingRoute]);

/** The menu path that owns a path: the deepest menu entry it is, or lies under (its create/edit pages). */
export function owningMenuPath(path: string): string | undefined {
  const bare = normalizePath(path);
  let best: string | undefined;
  for (const node of allMenuNodes) {
    if ((bare === node.path || bare.startsWith(`${node.path}/`)) && node.path.length > (best?.length ?? 0)) best = node.path;
  }
  return best;
}

/** Is the path a route of the table (menu entry or under one, detail, or one of the other routes)? */
export function isKnownPath(path: string): boolean {
  const bare = normalizePath(path);
  return (
    publicRoutes.includes(bare) ||
    bare === contractRoute ||
    otherRoutes.includes(bare) ||
    detailRoutes.some((route) => matchesPattern(route.path, bare)) ||
    owningMenuPath(bare) !== undefined
  );
}

/** Detail pattern first (`/manufacture/panel/:id`), then the owning menu entry. */
export function isPermittedPath(path: string, permitted: readonly string[]): boolean {
  const bare = normalizePath(path);
  const detail = detailRoutes.find((route) => matchesPattern(route.path, bare));
  if (detail) return permitted.includes(detail.path);
  const owner = owningMenuPath(bare);
  return owner !== undefined && permitted.includes(owner);
}

/** The page a signed user lands on: the unit's initial page, else the first permitted one. */
export function landingPage(state: Pick<RouteState, 'initialPage' | 'permittedPaths' | 'firstPermittedPath'>): string {
  return state.initialPage || state.firstPermittedPath || state.permittedPaths[0] || defaultMainPage;
}

/**
 * The routing rules of platform-core section 2: where to send the user instead of `path`, or null
 * to stay. Unsigned on a private route -> `/` (domain and origin kept); expired contract -> `/expired`;
 * signed on sign-in or `/main` -> `/home` on mobile, else the landing page; unmatched -> the landing page;
 * outside the permitted list -> the first permitted path. Always allowed: `/login`, `/expired`,
 * `/iframe/component`, `/root-cause`, `/settings/integration/api`.
 */
export function resolveRoute(state: RouteState): Redirect | null {
  const bare = normalizePath(state.path);
  if (!state.signed) {
    if (publicRoutes.includes(bare)) return null;
    return { to: state.domain ? `/?domain=${encodeURIComponent(state.domain)}` : '/', state: { from: state.path } };
  }
  if (state.contractExpired) return bare === contractRoute ? null : { to: contractRoute };
  if (landingRoutes.has(bare)) return { to: state.mobile ? '/home' : landingPage(state) };
  if (alwaysAllowedPaths.includes(bare) || otherRoutes.includes(bare)) return null;
  const first = state.firstPermittedPath || state.permittedPaths[0] || defaultMainPage;
  if (state.removedPaths && isRemovedPath(bare, state.removedPaths)) return { to: first };
  if (!isKnownPath(bare)) return { to: landingPage(state) };
  if (isPermittedPath(bare, state.permittedPaths)) return null;
  return bare === first ? null : { to: first };
}
