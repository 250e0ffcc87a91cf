import { describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const validation = (fields: Record<string, unknown>) => ({
  error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields },
});

describe.each(dialects)('bad input (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { bodyLimit: 64 * 1024 } });
  const asAdmin = () => suite.admin();

  it('answers 400 with one error per field', async () => {
    const response = await suite.api.post(
      paths.measures,
      { code: 'x'.repeat(21), description: '', decimal_places: 11, active: 'maybe', colour: 'red' },
      asAdmin(),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      validation({
        code: { key: 'global.labels.maxLengthExceeded', args: { max: 20 } },
        description: { key: 'global.labels.requiredField' },
        decimal_places: { key: 'validation.maxValue', args: { max: 10 } },
        active: { key: 'validation.oneOf', args: { options: 'S, N' } },
        colour: { key: 'validation.unknownField' },
      }),
    );
  });

  it('checks patterns, formats, enums and nested items', async () => {
    const user = await suite.api.post(
      paths.users,
      { usu_nome: 'A', usu_login: 'has space', usu_senha: 'Good#Password1', usu_tipo: '3', usu_email: 'nope' },
      asAdmin(),
    );
    expect(user.body.error.fields).toEqual({
      usu_login: { key: 'global.labels.noSpacesAllowed' },
      usu_tipo: { key: 'validation.oneOf', args: { options: '1, 2' } },
      usu_email: { key: 'global.labels.insertValidEmail' },
    });
    const period = (await suite.api.get(paths.periods, asAdmin())).body.data[0];
    const shifts = await suite.api.put(`${paths.periods}/${period.id_periodo}`, { shifts: [{ description: 'Day', start: '25:00', end: '06:00' }] }, asAdmin());
    expect(shifts.body.error.fields).toEqual({ 'shifts.0.start': { key: 'validation.format.hourMinute' } });
  });

  it('refuses a weak password with the first broken rule', async () => {
    const response = await suite.api.post(paths.users, { usu_nome: 'Weak', usu_login: 'weak', usu_senha: 'short', usu_tipo: '2' }, asAdmin());
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ usu_senha: { key: 'global.labels.validatePassword.minimumCaracters' } });
    const noDigit = await suite.api.post(paths.users, { usu_nome: 'Weak', usu_login: 'weak', usu_senha: 'NoDigitsHere#ok', usu_tipo: '2' }, asAdmin());
    expect(noDigit.body.error.fields).toEqual({ usu_senha: { key: 'global.labels.validatePassword.number' } });
  });

  it('answers 400 for malformed JSON and for bodies that are not objects', async () => {
    const malformed = await suite.api.post(paths.measures, undefined, { ...asAdmin(), raw: '{"code": "kg",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');
    for (const body of [[], 'text', 42, null]) {
      const response = await suite.api.post(paths.measures, undefined, { ...asAdmin(), raw: JSON.stringify(body) });
      expect(response.status).toBe(400);
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await suite.api.post(paths.measures, { code: 'big', description: 'x'.repeat(70 * 1024), decimal_places: 1 }, asAdmin());
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'global.error.messages.payloadTooLarge' } });
  });

  it('answers 404 for unknown ids and unknown paths', async () => {
    const notFound = { error: { code: 'NOT_FOUND', message: 'global.error.messages.notFound' } };
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999', '1e3']) {
      const response = await suite.api.get(`${paths.measures}/${id}`, asAdmin());
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect((await suite.api.put(`${paths.measures}/999999`, { code: 'x' }, asAdmin())).status).toBe(404);
    expect((await suite.api.get('XYZ/entities/UNKNOWN', asAdmin())).body).toEqual(notFound);
  });

  it('never answers 500 to hostile input', async () => {
    const hostile: unknown[] = [
      { code: 'a\u0000b', description: 'nul', decimal_places: 1 },
      { code: 'big', description: 'int', decimal_places: 1e20 },
      { code: "x'); drop table usuario; --", description: 'sql', decimal_places: 1 },
      { code: { $gt: '' }, description: 'object', decimal_places: 1 },
      { code: 'deep', description: 'deep', decimal_places: 1, __proto__: { admin: true } },
      { code: 'n', description: 'n', decimal_places: '1' },
    ];
    for (const body of hostile) {
      const response = await suite.api.post(paths.measures, body, asAdmin());
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const poisoned = await suite.api.post(paths.measures, undefined, {
      ...asAdmin(),
      raw: '{"code":"p","description":"p","decimal_places":1,"__proto__":{"x":1}}',
    });
    expect(poisoned.status).toBe(400);
    const tagGroup = await suite.api.post(paths.tagGroups, { description: 'g', group_type: 'report', active: true, users: [3_000_000_000] }, asAdmin());
    expect(tagGroup.status).toBe(400);
    const profile = await suite.api.post(
      paths.profiles,
      { per_descri: 'nul', permissions: [{ menu_id: 'a\u0000', read: true, create: false, update: false, delete: false }] },
      asAdmin(),
    );
    expect(profile.status).toBeLessThan(500);
    const query = await suite.api.get(paths.measures, { ...asAdmin(), query: { filter: { q: 'a\u0000' } } });
    expect(query.status).toBe(400);
    const headers = await suite.api.get(paths.measures, { token: suite.demo.admin, headers: { 'id-element': "1' or '1'='1" } });
    expect(headers.status).toBe(403);
  });
});
