import type { Session, SessionUnit, SessionUser } from '../auth/session-store.js';

export type SignInOutcome =
  | { ok: true; session: Session }
  | {
      ok: false;
      messageKey: string;
      /** Failed attempts so far, prefixed to a wrong-password message. */
      attempts?: number;
      /** Attempts left before the user is blocked, shown in a wrong-password message. */
      remaining?: number;
    };

/** The sign-in answer's fields this reads: a session on success, the refusal and attempt counts otherwise. */
interface SignInAnswerBody {
  token?: unknown;
  data?: SessionUser;
  passwordHasNecessaryLength?: boolean;
  units?: SessionUnit[];
  error?: { message?: unknown };
  status?: string;
  tentativasLogin?: unknown;
  remainingAttempts?: unknown;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/**
 * A `CAC/actions/login` answer as the app uses it. The session's user carries
 * `password_has_necessary_length` (platform-core section 3), so the new-password dialog
 * still knows after a reload that the password in use is too short.
 */
export function signInOutcomeFromAnswer(ok: boolean, answer: unknown): SignInOutcome {
  const body = (answer ?? {}) as SignInAnswerBody;
  if (ok && typeof body.token === 'string') {
    const user = { ...(body.data as SessionUser), password_has_necessary_length: body.passwordHasNecessaryLength !== false };
    return { ok: true, session: { token: body.token, user, units: body.units ?? [] } };
  }
  const messageKey = typeof body.error?.message === 'string' ? body.error.message : 'auth.signin.failure';
  if (body.status !== 'UNAUTHORIZED_PASSWORD') return { ok: false, messageKey };
  return { ok: false, messageKey, attempts: count(body.tentativasLogin), remaining: count(body.remainingAttempts) };
}
