import { beforeAll, describe, expect, it } from 'vitest';
import { maxBatchSize } from '../../src/server/modules/entities/batch-create.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const logPath = 'LOG/entities/DATA';
const batchPath = 'LOG/entities/DATA/ALL';
const entry = (text: string, more: Record<string, unknown> = {}) => ({ log_tipo: 'info', log_acao: 'navigate_to', log_texto: text, ...more });

describe.each(dialects)('activity log (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let adminId: number;
  let operatorId: number;
  const { admin } = suite;
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });
  const list = (filter: Record<string, unknown>, options = admin()) =>
    suite.api.get(logPath, { ...options, query: { filter, sort: ['log_data', 'ASC'], range: [0, 99] } });

  beforeAll(async () => {
    const users = (await suite.api.get(paths.users, { token: suite.demo.admin })).body.data as { id_usuario: number; usu_login: string }[];
    adminId = users.find((u) => u.usu_login === 'admin')!.id_usuario;
    operatorId = users.find((u) => u.usu_login === 'operator')!.id_usuario;
  });

  it('stores one entry with the session user, the UTC time and the unit', async () => {
    const before = Date.now();
    const created = await suite.api.post(logPath, entry('/settings/tags', { id_usuario: operatorId }), admin());
    expect(created.status).toBe(200);
    const data = created.body.data;
    expect(data).toMatchObject({ log_tipo: 'info', log_acao: 'navigate_to', log_texto: '/settings/tags', id_usuario: adminId, id_elemento: suite.demo.north });
    expect(data.log_data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(data.log_data)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts every kind and type of the spec and refuses others with field errors', async () => {
    for (const log_tipo of ['info', 'warn', 'error', 'success']) {
      for (const log_acao of ['navigate_to', 'click', 'create_item', 'update_item', 'delete_item', 'component']) {
        expect((await suite.api.post(logPath, entry(`${log_tipo}/${log_acao}`, { log_tipo, log_acao }), admin())).status).toBe(200);
      }
    }
    const bad = await suite.api.post(logPath, entry('x', { log_tipo: 'debug', log_acao: 'hover' }), admin());
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['log_acao', 'log_tipo']);
    expect((await suite.api.post(logPath, { log_tipo: 'info', log_acao: 'click' }, admin())).body.error.fields).toHaveProperty('log_texto');
  });

  it('takes a batch all or nothing, naming the bad entry', async () => {
    const marker = `batch-${dialect}`;
    const bad = await suite.api.post(batchPath, { logs: [entry(`${marker}-1`), entry(`${marker}-2`, { log_tipo: 'fatal' })] }, operator());
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['logs.1.log_tipo']);
    expect((await list({ q: marker })).body.data).toHaveLength(0);

    const good = await suite.api.post(
      batchPath,
      { logs: [entry(`${marker}-1`), entry(`${marker}-2`, { log_acao: 'create_item', log_tipo: 'success' })] },
      operator(),
    );
    expect(good.status).toBe(200);
    expect(good.body.data).toHaveLength(2);
    const stored = (await list({ q: marker })).body.data;
    expect(stored.map((row: any) => [row.log_texto, row.id_usuario])).toEqual([
      [`${marker}-1`, operatorId],
      [`${marker}-2`, operatorId],
    ]);
  });

  it('refuses an empty, a missing or an oversized batch', async () => {
    expect((await suite.api.post(batchPath, { logs: [] }, admin())).status).toBe(400);
    expect((await suite.api.post(batchPath, {}, admin())).status).toBe(400);
    const tooMany = Array.from({ length: maxBatchSize + 1 }, (_, i) => entry(`many-${i}`));
    const refused = await suite.api.post(batchPath, { logs: tooMany }, admin());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('logs');
  });

  it("ignores a user id in the body: the entry is the signed user's", async () => {
    const created = await suite.api.post(batchPath, { logs: [entry('spoof', { id_usuario: adminId })] }, operator());
    expect(created.body.data[0].id_usuario).toBe(operatorId);
  });

  it('filters by user, type, kind and date range', async () => {
    expect((await list({ id_usuario: operatorId })).body.data.every((row: any) => row.id_usuario === operatorId)).toBe(true);
    const kinds = (await list({ log_tipo: 'success', log_acao: 'create_item' })).body.data;
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((row: any) => row.log_tipo === 'success' && row.log_acao === 'create_item')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const all = await list({});
    const ofToday = await list({ log_data_gte: today, log_data_lte: today });
    expect(ofToday.body.data.length).toBe(all.body.data.length);
    expect((await list({ log_data_gte: '2999-01-01' })).body.data).toHaveLength(0);
    expect((await list({ log_data_lte: '2000-01-01T00:00:00Z' })).body.data).toHaveLength(0);
    const first = all.body.data[0].log_data;
    expect((await list({ log_data_lte: first })).body.data[0].log_data).toBe(first);
    expect((await list({ log_data_gte: 'yesterday' })).status).toBe(400);
    expect((await list({ nothing_gte: today })).status).toBe(400);
  });

  it('keeps entries to their unit', async () => {
    await suite.api.post(logPath, entry(`south-${dialect}`), { token: suite.demo.admin, headers: atUnit(suite.demo.south) });
    expect((await list({ q: `south-${dialect}` })).body.data).toHaveLength(0);
    expect((await list({ q: `south-${dialect}` }, { token: suite.demo.admin, headers: atUnit(suite.demo.south) })).body.data).toHaveLength(1);
  });

  it('lets anyone signed write entries, only readers of menu log list them, and nobody change them', async () => {
    expect((await suite.api.post(logPath, entry('operator was here'), operator())).status).toBe(200);
    expect((await suite.api.get(logPath, operator())).status).toBe(403);
    expect((await suite.api.post(batchPath, { logs: [entry('anonymous')] })).status).toBe(401);

    const id = (await list({})).body.data[0].id_log;
    expect((await suite.api.put(`${logPath}/${id}`, { log_texto: 'rewritten' }, admin())).status).toBe(403);
    expect((await suite.api.delete(`${logPath}/${id}`, admin())).status).toBe(403);

    const profiles = (await suite.api.get(paths.profiles, admin())).body.data as { id_perfil: number; per_descri: string; permissions: unknown[] }[];
    const profile = profiles.find((p) => p.per_descri === 'Operator')!;
    const grant = { menu_id: 'log', read: true, create: false, update: false, delete: false };
    expect((await suite.api.put(`${paths.profiles}/${profile.id_perfil}`, { permissions: [...profile.permissions, grant] }, admin())).status).toBe(200);
    expect((await suite.api.get(logPath, operator())).status).toBe(200);
  });
});
