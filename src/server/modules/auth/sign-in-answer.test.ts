import { describe, expect, it } from 'vitest';
import { signInAnswer } from './sign-in-answer.js';
import { refused } from './sign-in-result.js';

describe('signInAnswer', () => {
  it('gives a refusal 401 with its status and message key', () => {
    expect(signInAnswer(refused('UNCONTRATED_UNITS'))).toEqual({
      httpStatus: 401,
      body: { status: 'UNCONTRATED_UNITS', error: { code: 'UNCONTRATED_UNITS', message: 'auth.signin.withoutContract' } },
    });
  });

  it('adds the attempts to a password refusal', () => {
    expect(signInAnswer(refused('UNAUTHORIZED_PASSWORD', { made: 1, remaining: 4 })).body).toMatchObject({
      tentativasLogin: 1,
      remainingAttempts: 4,
      blockUserSituation: false,
    });
  });

  it('gives a success the session and the flags the app acts on', () => {
    const user = { id_usuario: 7, usu_permissao_dados: 0, usu_forcar_nova_senha: 1 };
    const answer = signInAnswer({ ok: true, token: 't', user, units: [], passwordHasNecessaryLength: false });
    expect(answer).toEqual({
      httpStatus: 200,
      body: {
        status: 'SUCCESS',
        token: 't',
        data: user,
        units: [],
        userDataPermission: false,
        forcePasswordChange: true,
        passwordHasNecessaryLength: false,
      },
    });
  });
});
