import type { AuthProvider } from 'react-admin';
import { fetchSession, revokeSession, signIn } from '../api/public-api.js';
import { clearSession, getToken, getUser, saveSession, updateSession } from './session-store.js';
// Signed out: back to the sign-in screen, on the domain it was opened with (react-admin keeps the origin path).
import { signInPath } from './sign-in-domain.js';
import { ssoSignOutTarget } from '../sso/sso-sign-out.js';

let sessionVerified: Promise<void> | undefined;

/** Once per page load, asks the server whether the stored token still holds, and refreshes user and units. */
function verifySession(): Promise<void> {
  sessionVerified ??= fetchSession().then(
    (answer) => {
      if (typeof answer !== 'number') return updateSession(answer.user, answer.units);
      if (answer === 401) {
        clearSession();
        throw new Error('global.error.messages.unauthorized');
      }
    },
    () => undefined, // offline: keep the stored session; data calls will report the connection error
  );
  return sessionVerified;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const outcome = await signIn(username, password);
    if (!outcome.ok) throw new Error(outcome.messageKey);
    saveSession(outcome.session);
  },
  async logout() {
    // Read before the session is cleared: only a session opened through single sign-on ends at the provider.
    const ssoTarget = await ssoSignOutTarget(getToken());
    if (getToken()) await revokeSession();
    clearSession();
    sessionVerified = undefined;
    return ssoTarget ?? signInPath();
  },
  async checkAuth() {
    if (!getToken()) throw { redirectTo: signInPath(), message: false };
    try {
      await verifySession();
    } catch {
      sessionVerified = undefined;
      throw { redirectTo: signInPath(), message: 'global.error.messages.unauthorized' };
    }
  },
  async checkError(error: { status?: number }) {
    // 401: the token is gone or expired, sign out. 403: no permission for this menu id, stay signed in.
    if (error?.status === 401) {
      clearSession();
      sessionVerified = undefined;
      throw { redirectTo: signInPath(), message: 'global.error.messages.unauthorized' };
    }
  },
  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('global.error.messages.unauthorized');
    return { id: user.id_usuario, fullName: user.usu_nome };
  },
  async getPermissions() {
    return getUser()?.usu_tipo;
  },
};
