import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveSession } from '../auth/session-store.js';
import { rememberSignInDomain } from '../auth/sign-in-domain.js';
import { originPath } from '../auth/destination.js';
import { sessionOfToken } from './sso-api.js';
import { SsoProblem, ssoMessages } from './sso-problems.js';

/** Tokens already taken up: React's development double effects must not sign in twice. */
const handled = new Set<string>();

/** The platform token in an address hash such as `#token=...`, if any. */
export function hashToken(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || undefined;
}

/**
 * A host that embeds or links the platform may hand over a platform session token in the
 * address hash (`/#token=...`, never sent to a server by the browser). The token leaves the
 * address at once; when `CAC/queries/session` accepts it, the user is signed in with it.
 */
export function useHashTokenSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<SsoProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = hashToken(location.hash);
    if (!token || handled.has(token)) return;
    handled.add(token);
    const { pathname, search, state } = location;
    navigate({ pathname, search }, { replace: true, state });
    setBusy(true);
    setProblem(null);
    sessionOfToken(token)
      .catch(() => null)
      .then((session) => {
        if (!session) {
          setProblem(new SsoProblem(ssoMessages.invalidHashToken));
          setBusy(false);
          return;
        }
        saveSession(session);
        rememberSignInDomain(search);
        navigate(originPath(state), { replace: true });
      });
  }, [location, navigate]);

  return { problem, busy };
}
