import { afterEach, beforeEach, vi } from 'vitest';
import { noClientRules } from '../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../domain/navigation/filter-menu.js';
import { clearSession, saveSession, type SessionUnit, type SessionUser } from '../auth/session-store.js';
import { saveAccess } from '../navigation/access-control-store.js';

/** Ana, an administrator ('1') whose own unit is 12: who the component tests sign in as unless they say otherwise. */
export const demoUser: SessionUser = { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '1', id_elemento: 12 };
/** Unit 12, North, of plant 3 and client 7. */
export const demoUnit: SessionUnit = { id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 };

/** What a test changes of the demo session; `access` also stores the page rights of the user at the first unit. */
export interface TestSession {
  token?: string;
  user?: Partial<SessionUser>;
  units?: SessionUnit[];
  access?: AccessMap;
}

/** Signs the demo user in: `signIn({ user: { usu_tipo: '2' } })` for a user who is not an administrator. */
export function signIn({ token = 'token-1', user = {}, units = [demoUnit], access }: TestSession = {}): void {
  const signed = { ...demoUser, ...user };
  saveSession({ token, user: signed, units });
  if (access) saveAccess({ userId: signed.id_usuario, unitId: units[0]!.id_elemento, data: access, clientRules: noClientRules });
}

/** After a test: its spies restored (window.fetch's among them) and the session ended. */
export function endSignedInTest(): void {
  vi.restoreAllMocks();
  clearSession();
}

/** Each test of the enclosing `describe` starts signed in as `signIn(session)` does and ends as `endSignedInTest` leaves it. */
export function signInEachTest(session?: TestSession): void {
  beforeEach(() => signIn(session));
  afterEach(endSignedInTest);
}
