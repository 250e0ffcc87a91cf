import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fallbackMessageKey, toHttpError } from './api-error.js';

const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key}(${JSON.stringify(args)})` : `t:${key}`);

describe('API errors', () => {
  it('translates the message and each field problem', () => {
    const body = {
      error: {
        code: 'CONFLICT_UNIQUE',
        message: 'global.error.messages.insertConflict',
        fields: { usu_login: { key: 'global.labels.userExists' }, 'shifts.1.start': { key: 'validation.format.hourMinute' } },
      },
    };
    const error = toHttpError(new HttpError('Conflict', 409, body), 'POST', translate);
    expect(error.status).toBe(409);
    expect(error.message).toBe('t:global.error.messages.insertConflict');
    expect(error.body.errors).toEqual({ usu_login: 't:global.labels.userExists', 'shifts.1.start': 't:validation.format.hourMinute' });
  });

  it('keeps interpolation arguments of field problems', () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'global.error.messages.validation',
        fields: { code: { key: 'global.labels.maxLengthExceeded', args: { max: 20 } } },
      },
    };
    expect(toHttpError(new HttpError('Bad', 400, body), 'PUT', translate).body.errors).toEqual({ code: 'global.labels.maxLengthExceeded({"max":20})' });
  });

  it.each([
    [409, 'DELETE', 'global.error.messages.deleteConflict'],
    [409, 'PUT', 'global.error.messages.editConflict'],
    [413, 'POST', 'global.error.messages.payloadTooLarge'],
    [403, 'GET', 'global.error.messages.forbidden'],
    [500, 'POST', 'global.error.messages.saveError'],
    [500, 'PUT', 'global.error.messages.editError'],
    [500, 'DELETE', 'global.error.messages.deleteError'],
    [502, 'GET', 'global.error.messages.fetchError'],
    [0, 'GET', 'global.error.messages.connectionError'],
  ])('%i on %s without a message key -> %s', (status, method, key) => {
    expect(fallbackMessageKey(status, method)).toBe(key);
  });

  it.each([
    ['POST', 't:global.error.messages.saveError'],
    ['PUT', 't:global.error.messages.editError'],
    ['DELETE', 't:global.error.messages.deleteError'],
    ['GET', 't:global.error.messages.fetchError'],
  ])("shows a 500 to %s with its method's message, not the server's generic one", (method, message) => {
    const body = { error: { code: 'SERVER_ERROR', message: 'global.error.messages.serverError' } };
    const error = toHttpError(new HttpError('Internal Server Error', 500, body), method, translate);
    expect([error.status, error.message]).toEqual([500, message]);
  });

  it('reports a network failure as a connection error', () => {
    const error = toHttpError(new TypeError('Failed to fetch'), 'GET', translate);
    expect([error.status, error.message]).toEqual([0, 't:global.error.messages.connectionError']);
  });
});
