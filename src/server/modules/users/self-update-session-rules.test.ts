import { describe, expect, it } from 'vitest';
import { dataConsentRule, forcedNewPasswordRule } from './self-update-session-rules.js';

const current = { usu_nome: 'Ana', usu_ativo: 'S', usu_permissao_dados: 0, usu_forcar_nova_senha: 1 };
const changedIn = (body: Record<string, unknown>) =>
  new Set(Object.keys(body).filter((k) => k === 'usu_senha' || body[k] !== (current as Record<string, unknown>)[k]));

describe('dataConsentRule', () => {
  it.each([
    ['allow: consent 1, active', { usu_permissao_dados: 1, usu_ativo: 'S' }, true],
    ['allow without repeating the active flag', { usu_permissao_dados: 1 }, true],
    ['do not allow: consent 0, inactive', { usu_permissao_dados: 0, usu_ativo: 'N' }, true],
    ['inactive while consenting', { usu_permissao_dados: 1, usu_ativo: 'N' }, false],
    ['only the active flag, consent still unanswered (0)', { usu_ativo: 'N' }, true],
    ['with another field', { usu_permissao_dados: 1, usu_ativo: 'S', usu_tipo: '1' }, false],
    ['with the force flag', { usu_permissao_dados: 1, usu_forcar_nova_senha: 0 }, false],
  ])('%s', (_name, body, want) => {
    expect(dataConsentRule(changedIn(body), body, current)).toBe(want);
  });

  it('refuses to deactivate a user who had consented, leaving the consent at 1', () => {
    const consented = { ...current, usu_permissao_dados: 1 };
    expect(dataConsentRule(new Set(['usu_ativo']), { usu_ativo: 'N' }, consented)).toBe(false);
  });
});

describe('forcedNewPasswordRule', () => {
  it.each([
    ['a new password clearing the flag', { usu_senha: 'New#Password2026', usu_forcar_nova_senha: 0 }, true],
    ['clearing the flag without a password', { usu_forcar_nova_senha: 0 }, false],
    ['a new password keeping the flag raised', { usu_senha: 'New#Password2026' }, false],
    ['a new password with another field', { usu_senha: 'New#Password2026', usu_forcar_nova_senha: 0, usu_bloqueado: 0 }, false],
  ])('%s', (_name, body, want) => {
    expect(forcedNewPasswordRule(changedIn(body), body, current)).toBe(want);
  });
});
