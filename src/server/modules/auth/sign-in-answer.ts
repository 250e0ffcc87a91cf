import type { SignInResult } from './sign-in-result.js';

/**
 * The HTTP answer of `CAC/actions/login` (and of the single sign-on login): 200 with the
 * session, or 401 with the status, the message key and, for password refusals, the attempts.
 */
export function signInAnswer(result: SignInResult): { httpStatus: number; body: Record<string, unknown> } {
  if (!result.ok) {
    const attempts = result.attempts
      ? {
          tentativasLogin: result.attempts.made,
          remainingAttempts: result.attempts.remaining,
          blockUserSituation: result.status === 'UNAUTHORIZED_PASSWORD_LIMIT',
        }
      : {};
    return { httpStatus: 401, body: { status: result.status, error: { code: result.status, message: result.message }, ...attempts } };
  }
  return {
    httpStatus: 200,
    body: {
      status: 'SUCCESS',
      token: result.token,
      data: result.user,
      units: result.units,
      userDataPermission: result.user.usu_permissao_dados === 1,
      forcePasswordChange: result.user.usu_forcar_nova_senha === 1,
      passwordHasNecessaryLength: result.passwordHasNecessaryLength,
    },
  };
}
