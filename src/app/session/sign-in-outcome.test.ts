import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.js';
import { signInOutcomeFromAnswer } from './sign-in-outcome.js';

describe('signInOutcomeFromAnswer', () => {
  it('keeps the session and marks whether the password is long enough', () => {
    const body = { status: 'SUCCESS', token: 't', data: { id_usuario: 1, usu_nome: 'A', usu_tipo: '1' }, units: [], passwordHasNecessaryLength: false };
    expect(signInOutcomeFromAnswer(true, body)).toEqual({
      ok: true,
      session: { token: 't', units: [], user: { id_usuario: 1, usu_nome: 'A', usu_tipo: '1', password_has_necessary_length: false } },
    });
  });

  it('gives a wrong password its attempts made and left', () => {
    const body = { status: 'UNAUTHORIZED_PASSWORD', error: { message: 'auth.signin.failurePassword' }, tentativasLogin: 2, remainingAttempts: 3 };
    expect(signInOutcomeFromAnswer(false, body)).toEqual({ ok: false, messageKey: 'auth.signin.failurePassword', attempts: 2, remaining: 3 });
  });

  it.each([
    ['UNAUTHORIZED_PASSWORD_LIMIT', 'auth.signin.failurePasswordLimit'],
    ['UNAUTHORIZED_UNITS', 'auth.signin.unauthorized'],
    ['UNCONTRATED_UNITS', 'auth.signin.withoutContract'],
    ['UNAUTHORIZED_INACTIVE_USER', 'auth.signin.inactiveUser'],
    ['UNAUTHORIZED', 'auth.signin.failure'],
  ])('shows %s with %s and no attempt count', (status, message) => {
    const body = { status, error: { code: status, message }, tentativasLogin: 5 };
    expect(signInOutcomeFromAnswer(false, body)).toEqual({ ok: false, messageKey: message });
  });

  it('shows the throttle (429) with its own message, translated in every locale', () => {
    const body = { error: { code: 'TOO_MANY_REQUESTS', message: 'auth.signin.tooManyAttempts' } };
    expect(signInOutcomeFromAnswer(false, body)).toEqual({ ok: false, messageKey: 'auth.signin.tooManyAttempts' });
    for (const locale of ['en-US', 'pt-BR', 'es-ES'] as const) {
      expect((catalogues[locale] as { auth: { signin: Record<string, string> } }).auth.signin.tooManyAttempts, locale).toMatch(/\w/);
    }
  });

  it('falls back to the generic failure for an answer it cannot read', () => {
    expect(signInOutcomeFromAnswer(false, undefined)).toEqual({ ok: false, messageKey: 'auth.signin.failure' });
  });
});
