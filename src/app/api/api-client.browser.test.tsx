import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken } from '../auth/session-store.js';
import { persistLocale } from '../i18n/locales.js';
import { signInEachTest } from '../test-support/signed-in-session.js';
import { ApiError } from './api-error.js';
import { api, apiRequest } from './api-client.js';
import { onSessionEnded } from './session-ended.js';

// Against a tiny real API on the test server's origin: tests/browser/echo-api-plugin.ts.
interface Echo {
  method: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  body: string;
}

const unit = { id_elemento: 12, ele_descri: 'North Line 1', plt_codigo: 3, cli_codigo: 7 };

const refusal = (status: number, body: unknown) =>
  apiRequest(`__echo__/status/${status}`, { method: 'POST', json: body }).then(
    () => expect.unreachable(`status ${status} must throw`),
    (error: unknown) => error as ApiError,
  );

describe('the API client', () => {
  signInEachTest({ user: { usu_tipo: '2' }, units: [unit] });
  afterEach(() => localStorage.removeItem('plataforma.locale'));

  it('sends the session headers, the chosen language, the JSON body and the query', async () => {
    persistLocale('pt-BR');
    const echo = await api<string, Echo>('__echo__/echo', { method: 'PUT', json: { code: 'A-1' }, query: { page: 2, skipped: undefined } });
    expect(echo.method).toBe('PUT');
    expect(echo.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'client-code': '7',
      'plt-code': '3',
      'id-element': '12',
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'pt-BR',
    });
    expect(echo.query).toEqual({ page: '2' });
    expect(JSON.parse(echo.body)).toEqual({ code: 'A-1' });
  });

  it('sends no session headers on a public call', async () => {
    const echo = await api<string, Echo>('__echo__/echo', { auth: 'public' });
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.headers['id-element']).toBeUndefined();
  });

  it('sends a multipart body and reads a blob', async () => {
    const form = new FormData();
    form.append('file', new File(['code;description\nT-1;Flow'], 'tags.csv', { type: 'text/csv' }));
    const echo = await api<string, Echo>('__echo__/echo', { method: 'POST', body: form });
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('T-1;Flow');
    const blob = await api<string, Blob>('__echo__/file', { read: 'blob' });
    expect([blob.type, await blob.text()]).toEqual(['image/png', 'not really a png']);
  });

  it("maps a refusal to an ApiError with the API's code, message key, fields and data", async () => {
    const error = await refusal(409, {
      error: { code: 'CONFLICT_UNIQUE', message: 'global.error.messages.insertConflict', fields: { code: { key: 'global.labels.codeExists' } } },
      data: { stored: 1 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.messageKey]).toEqual([409, 'CONFLICT_UNIQUE', 'global.error.messages.insertConflict']);
    expect(error.fields).toEqual({ code: { key: 'global.labels.codeExists' } });
    expect(error.data).toEqual({ stored: 1 });
  });

  it("tells a server failure by what the user was doing, not by the server's generic key", async () => {
    const error = await refusal(500, { error: { code: 'SERVER_ERROR', message: 'global.error.messages.serverError' } });
    expect([error.status, error.messageKey]).toEqual([500, 'global.error.messages.saveError']);
  });

  it('hands a 401 on a signed call to the session-ended handler, once', async () => {
    const ended = vi.fn();
    const undo = onSessionEnded(ended);
    const error = await refusal(401, { error: { code: 'UNAUTHORIZED', message: 'global.error.messages.unauthorized' } });
    undo();
    expect(error.messageKey).toBe('global.error.messages.unauthorized');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith(error);
  });

  it('leaves a 401 to a caller that hands it to the shell itself (the data provider)', async () => {
    const ended = vi.fn();
    const undo = onSessionEnded(ended);
    await apiRequest('__echo__/status/401', { method: 'POST', json: {}, endSessionOn401: false }).catch(() => undefined);
    undo();
    expect(ended).not.toHaveBeenCalled();
  });

  it('clears the session on a 401 when no shell handles it, so the next screen is sign-in', async () => {
    await refusal(401, { error: { code: 'UNAUTHORIZED' } });
    expect(getToken()).toBeNull();
  });

  it('leaves a 401 of a public call (a refused sign-in) to the caller', async () => {
    const ended = vi.fn();
    const undo = onSessionEnded(ended);
    await apiRequest('__echo__/status/401', { method: 'POST', json: {}, auth: 'public' }).catch(() => undefined);
    undo();
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('token-1');
  });

  it('does not call the API when signed out', async () => {
    clearSession();
    const error = (await api('__echo__/echo').catch((failure: unknown) => failure)) as ApiError;
    expect([error.status, error.messageKey]).toEqual([401, 'global.error.messages.unauthorized']);
  });

  it('stops on an abort signal', async () => {
    const controller = new AbortController();
    const call = api('__echo__/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
