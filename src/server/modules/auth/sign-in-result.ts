import type { EntityRecord } from '../entities/entity-reads.js';
import type { UnitSummary } from '../access/user-access-repository.js';

/** The refusal statuses of platform-core section 4; anything else is a success. */
export type SignInStatus =
  'UNAUTHORIZED_UNITS' | 'UNAUTHORIZED' | 'UNCONTRATED_UNITS' | 'UNAUTHORIZED_PASSWORD' | 'UNAUTHORIZED_PASSWORD_LIMIT' | 'UNAUTHORIZED_INACTIVE_USER';

export interface SignInRefusal {
  ok: false;
  status: SignInStatus;
  /** The section 8 message key the sign-in screen shows. */
  message: string;
  /** Failed attempts so far and those left before the user is blocked (password refusals only). */
  attempts?: { made: number; remaining: number };
}

export interface SignInSuccess {
  ok: true;
  token: string;
  user: EntityRecord;
  units: UnitSummary[];
  passwordHasNecessaryLength: boolean;
}

export type SignInResult = SignInSuccess | SignInRefusal;

const messages: Record<SignInStatus, string> = {
  UNAUTHORIZED_UNITS: 'auth.signin.unauthorized',
  UNAUTHORIZED: 'auth.signin.failure',
  UNCONTRATED_UNITS: 'auth.signin.withoutContract',
  UNAUTHORIZED_PASSWORD: 'auth.signin.failurePassword',
  UNAUTHORIZED_PASSWORD_LIMIT: 'auth.signin.failurePasswordLimit',
  UNAUTHORIZED_INACTIVE_USER: 'auth.signin.inactiveUser',
};

export function refused(status: SignInStatus, attempts?: SignInRefusal['attempts']): SignInRefusal {
  return { ok: false, status, message: messages[status], ...(attempts ? { attempts } : {}) };
}
