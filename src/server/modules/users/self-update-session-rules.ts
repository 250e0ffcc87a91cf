import type { SelfUpdateRule } from './self-update.js';

type Values = Record<string, unknown>;

const within = (changed: ReadonlySet<string>, allowed: readonly string[]) => [...changed].every((field) => allowed.includes(field));
const after = (body: Values, current: Values, field: string) => (field in body ? body[field] : current[field]);

/**
 * The consent dialog (platform-core section 4): allow sets `usu_permissao_dados` 1 and keeps the
 * user active; do not allow sets 0 and `usu_ativo` 'N'. Nothing in between, nothing else.
 */
export const dataConsentRule: SelfUpdateRule = (changed, body, current) => {
  if (!changed.size || !within(changed, ['usu_permissao_dados', 'usu_ativo'])) return false;
  const consent = after(body, current, 'usu_permissao_dados');
  const active = after(body, current, 'usu_ativo');
  return (consent === 1 && active === 'S') || (consent === 0 && active === 'N');
};

/**
 * The forced new-password dialog: a new `usu_senha` with `usu_forcar_nova_senha` 0. The flag may
 * only be cleared together with a new password, never raised by the user.
 */
export const forcedNewPasswordRule: SelfUpdateRule = (changed, body, current) =>
  changed.has('usu_senha') && within(changed, ['usu_senha', 'usu_forcar_nova_senha']) && after(body, current, 'usu_forcar_nova_senha') === 0;
