import { describe, expect, it } from 'vitest';
import { afterSignInStep } from './after-sign-in-step.js';

const user = { id_usuario: 1, usu_nome: 'Ana', usu_tipo: '2', usu_permissao_dados: 1, usu_forcar_nova_senha: 0 };

describe('afterSignInStep', () => {
  it.each([
    ['nothing pending', {}, null],
    ['consent unanswered', { usu_permissao_dados: 0 }, 'consent'],
    ['consent before a forced password', { usu_permissao_dados: 0, usu_forcar_nova_senha: 1 }, 'consent'],
    ['a forced new password', { usu_forcar_nova_senha: 1 }, 'newPassword'],
    ['a password shorter than the policy', { password_has_necessary_length: false }, 'newPassword'],
    ['a long enough password', { password_has_necessary_length: true }, null],
  ])('%s', (_name, changes, want) => {
    expect(afterSignInStep({ ...user, ...changes })).toBe(want);
  });

  it('asks nothing of nobody', () => {
    expect(afterSignInStep(undefined)).toBeNull();
  });
});
