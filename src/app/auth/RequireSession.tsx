import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from './session-store.js';

/**
 * Sends an unsigned user on a private route to sign-in, keeping the `domain` query
 * and the origin path in `from` (platform-core section 2, routing rules).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (getToken()) return <>{children}</>;
  const domain = new URLSearchParams(location.search).get('domain');
  const search = domain ? `?domain=${encodeURIComponent(domain)}` : '';
  return <Navigate to={{ pathname: '/', search }} state={{ from: `${location.pathname}${location.search}` }} replace />;
}
