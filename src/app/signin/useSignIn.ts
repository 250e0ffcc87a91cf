import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkHealth, signIn } from '../api/public-api.js';
import { apiAddress } from '../config/branding.js';
import { saveSession } from '../auth/session-store.js';
import { rememberSignInDomain } from '../auth/sign-in-domain.js';
import { originPath } from '../auth/destination.js';

export interface SignInProblem {
  /** Message key shown as the alert's title. */
  messageKey: string;
  /** Extra text: the API address when the server is down. */
  description?: string;
  /** Attempt count, prefixed to the message when the server sends it. */
  attempts?: number;
  /** Attempts left before the user is blocked, shown in the wrong-password message. */
  remaining?: number;
}

/** Health check, then sign-in; on success stores the session and returns to the origin path. */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(username: string, password: string): Promise<boolean> {
    setSubmitting(true);
    setProblem(null);
    try {
      if (!(await checkHealth())) {
        setProblem({ messageKey: 'global.error.messages.serverError', description: apiAddress() });
        return false;
      }
      const outcome = await signIn(username, password);
      if (!outcome.ok) {
        setProblem({ messageKey: outcome.messageKey, attempts: outcome.attempts, remaining: outcome.remaining });
        return false;
      }
      saveSession(outcome.session);
      rememberSignInDomain(location.search);
      navigate(originPath(location.state), { replace: true });
      return true;
    } catch {
      setProblem({ messageKey: 'auth.signin.failure' });
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, problem, submitting };
}
