import type { SessionUser } from '../auth/session-store.js';

/** The dialog the signed user must go through before using the platform, if any. */
export type AfterSignInStep = 'consent' | 'newPassword' | null;

/**
 * Platform-core section 4, after sign-in: first the consent to store personal data
 * (`usu_permissao_dados` 0), then a new password when one is forced (`usu_forcar_nova_senha` 1)
 * or the password in use is shorter than the policy (`password_has_necessary_length` false).
 */
export function afterSignInStep(user: SessionUser | undefined): AfterSignInStep {
  if (!user) return null;
  if (user.usu_permissao_dados === 0) return 'consent';
  if (user.usu_forcar_nova_senha === 1 || user.password_has_necessary_length === false) return 'newPassword';
  return null;
}
