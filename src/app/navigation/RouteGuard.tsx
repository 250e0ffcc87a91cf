import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { resolveRoute } from '../../domain/navigation/resolve-route.js';
import { useNavigationState } from './useNavigationState.js';

/**
 * Applies the routing rules of section 2 to the signed part of the app: a typed forbidden URL goes
 * to the first permitted path, an unmatched one to the unit's initial page. Signed-out and
 * expired-contract users are handled before (RequireSession, ContractGuard).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state = useNavigationState();
  if (!state.access.loaded) return <>{children}</>;
  const redirect = resolveRoute({
    path: `${pathname}${search}`,
    signed: true,
    contractExpired: false,
    mobile: state.mobile,
    initialPage: state.access.unit && 'initial_page' in state.access.unit ? (state.access.unit as { initial_page?: string }).initial_page : undefined,
    permittedPaths: state.paths,
    firstPermittedPath: state.first,
    removedPaths: state.removedPaths,
  });
  if (redirect && redirect.to !== pathname) return <Navigate to={redirect.to} replace state={redirect.state} />;
  return <>{children}</>;
}
