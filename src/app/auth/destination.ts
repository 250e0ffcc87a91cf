import { landingRoute } from '../../domain/navigation/route-table.js';
import { mobileMode } from '../mobile/runtime-mode.js';
import { homePath } from '../mobile/mobile-paths.js';

/**
 * Where a signed user lands when no origin path was kept: `/main`, which the route guard sends to
 * the unit's initial page, else the first permitted page, once the access control is known.
 */
export const defaultPath = landingRoute;

const publicPaths = new Set(['/', '/login']);

/**
 * The origin path kept by a redirect to sign-in: our own `from` state, or the
 * `nextPathname` react-admin keeps when it signs a user out.
 */
export function originPath(state: unknown): string {
  const kept = (state ?? {}) as { from?: string | { pathname?: string; search?: string }; nextPathname?: string; nextSearch?: string };
  const path =
    typeof kept.from === 'string'
      ? kept.from
      : kept.from?.pathname
        ? `${kept.from.pathname}${kept.from.search ?? ''}`
        : kept.nextPathname
          ? `${kept.nextPathname}${kept.nextSearch ?? ''}`
          : undefined;
  // The native variant lands on /home (platform-core section 2, routing rules).
  return path && !publicPaths.has(path.split('?')[0] ?? '') ? path : mobileMode() ? homePath : defaultPath;
}
