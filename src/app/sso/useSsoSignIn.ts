import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identityNameOf, type SsoSettings } from '../../domain/sso/sso-identity.js';
import { checkHealth } from '../api/public-api.js';
import { apiAddress } from '../config/branding.js';
import { saveSession } from '../auth/session-store.js';
import { rememberSignInDomain } from '../auth/sign-in-domain.js';
import { originPath } from '../auth/destination.js';
import { signInWithIdentityToken } from './sso-api.js';
import { callbackPath } from './sso-constants.js';
import { problemOf, SsoProblem, ssoMessages } from './sso-problems.js';
import { isProviderAnswer, saveSignedIn, takePending, type PendingSignIn } from './sso-storage.js';

/** The OpenID client (oidc-client-ts) loads only for a single sign-on, not with every sign-in screen. */
const ssoClient = () => import('./sso-client.js');

/** Answers already taken up: React's development double effects must not read a state twice. */
const handled = new Set<string>();

const serverDown = () => new SsoProblem('global.error.messages.serverError', apiAddress());

/** The platform sign-in with a checked identity: `CAC/actions/loginADFS`, then the same session as a password sign-in. */
async function signInWith(pending: PendingSignIn, idToken: string, claims: Record<string, unknown>) {
  const username = identityNameOf(claims);
  if (!username) throw new SsoProblem(ssoMessages.userInfoUnavailable);
  if (!(await checkHealth())) throw serverDown();
  const outcome = await signInWithIdentityToken({ username, id: idToken, client: pending.settings.cli_codigo }).catch(() => {
    throw new SsoProblem('auth.signin.failure');
  });
  if (!outcome.ok) throw new SsoProblem(outcome.messageKey);
  saveSignedIn({ domain: pending.domain, settings: pending.settings, idToken, token: outcome.session.token });
  saveSession(outcome.session);
  rememberSignInDomain(`?${new URLSearchParams({ domain: pending.domain })}`);
}

/**
 * The single sign-on button's action (to the provider) and, when the provider sends the browser
 * back to the sign-in screen, the end of it: signed in at the origin path, or the problem shown
 * on the sign-in screen of the domain.
 */
export function useSsoSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<SsoProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);

  async function start(domain: string, settings: SsoSettings): Promise<void> {
    // A second click before the browser leaves: the library's "interaction already in progress".
    if (starting.current) return setProblem(new SsoProblem(ssoMessages.interactionInProgress));
    starting.current = true;
    setBusy(true);
    setProblem(null);
    try {
      if (!(await checkHealth())) throw serverDown();
      await (await ssoClient()).startSsoSignIn(domain, settings, originPath(location.state));
    } catch (error) {
      starting.current = false;
      setProblem(problemOf(error));
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!isProviderAnswer(location.search) || handled.has(location.search)) return;
    handled.add(location.search);
    const pending = takePending();
    setBusy(true);
    setProblem(null);
    ssoClient()
      .then(({ finishSsoSignIn }) => finishSsoSignIn(window.location.href, pending))
      .then(({ idToken, claims }) => signInWith(pending!, idToken, claims))
      .then(
        () => navigate(pending!.from, { replace: true }),
        (error: unknown) => {
          setProblem(problemOf(error));
          setBusy(false);
          navigate({ pathname: callbackPath, search: pending ? `?${new URLSearchParams({ domain: pending.domain })}` : '' }, { replace: true });
        },
      );
  }, [location.search, navigate]);

  return { start, problem, busy };
}
