import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/contract/contract-dates.js';
import { saveContract } from '../../src/server/modules/contract/contract-repository.js';
import { encodeContractKey } from '../../src/server/modules/contract/contract-key.js';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { dayFromToday, demoContractKey } from '../fixtures/contract-keys.js';
import { apiClient } from './helpers/api-client.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects, startServer } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const check = 'EST/queries/checkContractDate';
const renew = 'EST/queries/setNewContractDate';
const invalidKey = { error: { code: 'INVALID_CONTRACT_KEY', message: 'expired.token.invalid' } };
const expiredAnswer = { error: { code: 'CONTRACT_EXPIRED', message: 'expired.messages.blocked' } };
const uncontratedAnswer = { error: { code: 'UNCONTRATED', message: 'auth.signin.withoutContract' } };

describe.each(dialects)('the contract (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let client: number;

  const stored = () => suite.server.app.database.db.selectFrom('contrato').selectAll().orderBy('cli_codigo').execute();
  const endsOn = (endDate: string) => saveContract(suite.server.app.database.db, client, { endDate, keyIssuedAt: null });

  beforeAll(async () => {
    client = (await suite.api.post('CAC/actions/login', { username: 'admin', password: demoPasswords.admin })).body.data.cli_codigo;
  });
  beforeEach(() => endsOn(dayFromToday(100)));

  it('seeds the suite.demo client with a contract ending one year after seeding', async () => {
    // The suite.demo is seeded only into an empty database: a new suite.server shows the seeded contract.
    const fresh = await startServer(dialect);
    try {
      const freshApi = apiClient(fresh.app);
      const answer = await freshApi.get(check, { token: await freshApi.login('operator', demoPasswords.operator) });
      expect(answer.body).toEqual({ status: 'ACTIVE', daysLeft: 366, data: { data_fim_contrato: addDays(new Date(), 365) } });
    } finally {
      await fresh.close();
    }
  });

  it('answers ACTIVE with the end date and the days left, to admins and users alike', async () => {
    await endsOn(dayFromToday(10));
    for (const token of [suite.demo.admin, suite.demo.operator]) {
      const answer = await suite.api.get(check, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ACTIVE', daysLeft: 11, data: { data_fim_contrato: dayFromToday(10) } });
    }
  });

  it('answers EXPIRED once the end date has passed, and still answers on the last day', async () => {
    await endsOn(dayFromToday(0));
    expect((await suite.api.get(check, { token: suite.demo.operator })).body).toMatchObject({ status: 'ACTIVE', daysLeft: 1 });
    await endsOn(dayFromToday(-1));
    expect((await suite.api.get(check, { token: suite.demo.operator })).body).toEqual({
      status: 'EXPIRED',
      daysLeft: 0,
      data: { data_fim_contrato: dayFromToday(-1) },
    });
  });

  it('answers UNCONTRATED for a client without a contract', async () => {
    await suite.server.app.database.db.deleteFrom('contrato').execute();
    expect((await suite.api.get(check, { token: suite.demo.admin })).body).toEqual({
      status: 'UNCONTRATED',
      daysLeft: null,
      data: { data_fim_contrato: null },
    });
  });

  it('requires a session', async () => {
    expect((await suite.api.get(check)).status).toBe(401);
    expect((await suite.api.post(renew, { token: demoContractKey(client, dayFromToday(400)) })).status).toBe(401);
  });

  it.each([
    ['EXPIRED', () => endsOn(dayFromToday(-3)), expiredAnswer],
    ['UNCONTRATED', () => suite.server.app.database.db.deleteFrom('contrato').execute(), uncontratedAnswer],
  ])('refuses every other call of a %s client with 403, but lets its users see and leave, and its admins renew', async (_status, arrange, refusal) => {
    const leaving = await suite.api.login('operator', demoPasswords.operator);
    await arrange();
    const refused = [
      await suite.api.get(paths.units, { token: suite.demo.admin }),
      await suite.api.get(paths.measures, { token: suite.demo.operator, headers: atUnit(suite.demo.north) }),
      await suite.api.post(paths.measures, { code: 'x', description: 'x' }, { token: suite.demo.admin, headers: atUnit(suite.demo.north) }),
      await suite.api.put(`${paths.clients}/${client}`, { cli_descri: 'Renamed' }, { token: suite.demo.admin }),
      await suite.api.get('XYZ/queries/unknown', { token: suite.demo.operator }),
    ];
    for (const answer of refused) expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: refusal });

    expect((await suite.api.get(check, { token: suite.demo.operator })).status).toBe(200);
    expect((await suite.api.get('CAC/queries/session', { token: suite.demo.operator })).body.data.usu_login).toBe('operator');
    expect((await suite.api.post('CAC/actions/logout', undefined, { token: leaving })).status).toBe(200);
    expect((await suite.api.get(check, { token: leaving })).status).toBe(401);

    const renewed = await suite.api.post(renew, { token: demoContractKey(client, dayFromToday(60)) }, { token: suite.demo.admin });
    expect(renewed.body).toEqual({ status: 'ACTIVE', daysLeft: 61, data: { data_fim_contrato: dayFromToday(60) } });
    expect((await suite.api.get(paths.units, { token: suite.demo.admin })).status).toBe(200);
  });

  it('refuses a vendor key from a user who is not an administrator, and changes nothing', async () => {
    const before = await stored();
    const answer = await suite.api.post(renew, { token: demoContractKey(client, '2031-12-31') }, { token: suite.demo.operator });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } });
    expect(await stored()).toEqual(before);
  });

  it('lets an administrator of the client apply a vendor key, wrapped over lines as pasted', async () => {
    const key = demoContractKey(client, '2031-12-31');
    const pasted = `${key.slice(0, 50)}\n${key.slice(50)}\n`;
    const answer = await suite.api.post(renew, { token: pasted }, { token: suite.demo.admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ACTIVE', data: { data_fim_contrato: '2031-12-31' } });
    expect((await suite.api.get(check, { token: suite.demo.admin })).body.data.data_fim_contrato).toBe('2031-12-31');
  });

  it.each([
    ['a key for another client', () => demoContractKey(client + 1, '2031-12-31')],
    ['a key signed by someone else', () => encodeContractKey({ cli: client, until: '2031-12-31', iat: 1 }, generateKeyPairSync('ed25519').privateKey)],
    [
      'a tampered date',
      () => {
        const [, signature] = demoContractKey(client, '2027-01-31').split('.');
        const forged = Buffer.from(JSON.stringify({ cli: client, until: '2099-12-31', iat: Math.floor(Date.now() / 1000) })).toString('base64url');
        return `${forged}.${signature}`;
      },
    ],
    ['a tampered signature', () => `${demoContractKey(client, '2031-12-31').slice(0, -3)}AAA`],
    ['garbage', () => 'not-a-key'],
    ['a very long text', () => 'A'.repeat(5000)],
  ])('refuses %s with expired.token.invalid and changes nothing', async (_name, key) => {
    const before = await stored();
    const answer = await suite.api.post(renew, { token: key() }, { token: suite.demo.admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidKey);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['no key', {}],
    ['an empty key', { token: '  \n ' }],
    ['a key that is not text', { token: 42 }],
  ])('asks for the key when given %s', async (_name, body) => {
    const before = await stored();
    const answer = await suite.api.post(renew, body, { token: suite.demo.admin });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ token: { key: 'global.labels.requiredField' } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a key older than the last one applied, so an old key cannot undo a renewal', async () => {
    const older = demoContractKey(client, dayFromToday(200), 3600);
    const newer = demoContractKey(client, dayFromToday(50));
    expect((await suite.api.post(renew, { token: newer }, { token: suite.demo.admin })).status).toBe(200);
    const before = await stored();
    const replay = await suite.api.post(renew, { token: older }, { token: suite.demo.admin });
    expect(replay.body).toEqual({ error: { code: 'SUPERSEDED_CONTRACT_KEY', message: 'expired.token.superseded' } });
    expect(await stored()).toEqual(before);
    // The same key again is harmless.
    expect((await suite.api.post(renew, { token: newer }, { token: suite.demo.admin })).body.data.data_fim_contrato).toBe(dayFromToday(50));
  });

  it('keeps the contract out of the generic entity routes', async () => {
    const before = await stored();
    expect((await suite.api.get('EST/entities/CONTRATO', { token: suite.demo.admin })).status).toBe(404);
    const record = (await suite.api.get(`${paths.clients}/${client}`, { token: suite.demo.admin })).body.data;
    expect(Object.keys(record)).not.toContain('data_fim_contrato');
    const edit = await suite.api.put(`${paths.clients}/${client}`, { ...record, data_fim_contrato: '2099-12-31' }, { token: suite.demo.admin });
    expect(edit.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
