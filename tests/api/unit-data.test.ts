import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContract } from '../../src/server/repositories/contract-repository.js';
import { createEntity } from '../../src/server/services/entity-service.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

const tagPaths = { tags: 'MES/entities/MESTAG', client: 'MES/entities/MESTAG/CLIENT', spc: 'MES/entities/SPCTAGS', frames: 'EM/entities/FRAME' } as const;
const unauthorized = 401;

describe.each(dialects)('tag and frame lookups of the unit caches (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let plants: { north: number; south: number };
  const admin = (unit: number) => ({ token: demo.admin, headers: atUnit(unit) });
  const operator = () => ({ token: demo.operator, headers: atUnit(demo.north) });
  const codes = (rows: { code: string }[]) => rows.map((row) => row.code).sort();

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    const units = (await api.get(paths.units, { token: demo.admin })).body.data as { id_elemento: number; plt_codigo: number }[];
    const plantOf = (id: number) => units.find((unit) => unit.id_elemento === id)!.plt_codigo;
    plants = { north: plantOf(demo.north), south: plantOf(demo.south) };
    for (const [unit, code] of [[demo.north, 'FT-100'], [demo.north, 'TT-200'], [demo.south, 'PT-300']] as const) {
      expect((await api.post(tagPaths.tags, { code, description: `Tag ${code}`, active: true }, admin(unit))).status).toBe(200);
    }
    expect((await api.post(tagPaths.frames, { code: 'STOP', description: 'Stops', active: true }, admin(demo.south))).status).toBe(200);
  });
  afterAll(() => server.close());

  it('keeps tags per plant: the plant comes from the selected unit and a code is unique in its plant', async () => {
    const list = await api.get(tagPaths.tags, admin(demo.south));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ code: 'PT-300', plt_codigo: plants.south, active: true })]);
    expect((await api.post(tagPaths.tags, { code: 'FT-100', active: true }, admin(demo.north))).status).toBe(409);
    const elsewhere = await api.post(tagPaths.tags, { code: 'FT-100', active: false }, admin(demo.south));
    expect(elsewhere.status).toBe(200);
    expect((await api.delete(`${tagPaths.tags}/${elsewhere.body.data.id_tag}`, admin(demo.south))).status).toBe(200);
  });

  it('answers an administrator every tag of the client, with its plant, whatever the unit', async () => {
    for (const path of [tagPaths.client, tagPaths.spc]) {
      for (const unit of [demo.north, demo.south]) {
        const answer = await api.get(path, admin(unit));
        expect(answer.status).toBe(200);
        expect(codes(answer.body.data)).toEqual(['FT-100', 'PT-300', 'TT-200']);
        expect(answer.body.data.find((tag: { code: string }) => tag.code === 'PT-300')).toMatchObject({ plt_codigo: plants.south, id_tag: expect.any(Number) });
      }
    }
  });

  it('answers a user only the tags of the plants of their units, without the tag page permission', async () => {
    expect((await api.get(tagPaths.tags, operator())).status).toBe(403);
    for (const path of [tagPaths.client, tagPaths.spc]) {
      const answer = await api.get(path, operator());
      expect(answer.status).toBe(200);
      expect(codes(answer.body.data)).toEqual(['FT-100', 'TT-200']);
      expect(answer.body.data.every((tag: { plt_codigo: number }) => tag.plt_codigo === plants.north)).toBe(true);
      expect((await api.get(path, { token: demo.operator, headers: atUnit(demo.south) })).status).toBe(403);
    }
  });

  it('scopes frames to the selected unit and keeps them to users with the frames permission', async () => {
    expect((await api.get(tagPaths.frames, admin(demo.south))).body.data).toEqual([
      expect.objectContaining({ code: 'STOP', id_elemento: demo.south, active: true }),
    ]);
    expect((await api.get(tagPaths.frames, admin(demo.north))).body.data).toEqual([]);
    expect((await api.get(tagPaths.frames, operator())).status).toBe(403);
  });

  it('refuses every lookup without a session', async () => {
    for (const path of Object.values(tagPaths)) expect((await api.get(path)).status).toBe(unauthorized);
    expect((await api.get(tagPaths.client, { token: 'not-a-token' })).status).toBe(unauthorized);
  });

  it('shows another client none of these tags', async () => {
    const deps = { database: server.app.database, catalog: server.app.catalog };
    const other = await createEntity(deps, server.app.catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Tagless Co' });
    const scope = { isAdmin: true, clientId: other.cli_codigo as number, unit: null };
    await createEntity(deps, server.app.catalog.get('users')!, scope, { usu_nome: 'Tagless', usu_login: 'tagless.admin', usu_senha: 'Tagless#Admin2026', usu_tipo: '1' });
    await saveContract(server.app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
    const token = (await api.post('CAC/actions/login', { username: 'tagless.admin', password: 'Tagless#Admin2026' })).body.token;
    for (const path of [tagPaths.client, tagPaths.spc, tagPaths.frames]) {
      const answer = await api.get(path, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
  });
});
