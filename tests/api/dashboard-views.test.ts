import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const views = 'GDV/entities/VISAO';
const groups = 'CAC/entities/GRUPO_USUARIO';
const allViews = (userId: number) => `GDV/entities/ALLVISAO/${userId}`;

describe.each(dialects)('dashboard views of a user (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let adminId: number;
  let operatorId: number;
  let grouped: Person;
  let outsider: Person;
  const ids: Record<string, number> = {};
  const admin = (unit = demo.north) => ({ token: demo.admin, headers: atUnit(unit) });
  const operator = () => ({ token: demo.operator, headers: atUnit(demo.north) });

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    const users = (await api.get('CAC/entities/USUARIO', admin())).body.data as { id_usuario: number; usu_login: string }[];
    adminId = users.find((u) => u.usu_login === 'admin')!.id_usuario;
    operatorId = users.find((u) => u.usu_login === 'operator')!.id_usuario;
    grouped = await regularUser(api, demo, 'grouped', []);
    outsider = await regularUser(api, demo, 'outsider', []);
    const group = await api.post(groups, { gru_descri: 'Dashboard readers', users: [grouped.id] }, admin());
    expect(group.status).toBe(200);
    const create = async (name: string, body: Record<string, unknown>, unit = demo.north) => {
      const created = await api.post(views, body, admin(unit));
      expect(created.status, created.text).toBe(200);
      ids[name] = created.body.data.id_visao as number;
    };
    await create('byGroup', { vis_descricao: 'Shift board', groups: [group.body.data.id_grupo_usuario] });
    await create('south', { vis_descricao: 'South board', users: [operatorId] }, demo.south);
  });
  afterAll(() => server.close());

  it('answers only the signed user\'s own id', async () => {
    expect((await api.get(allViews(adminId), operator())).status).toBe(403);
    expect((await api.get(allViews(operatorId), admin())).status).toBe(403);
    expect((await api.get(allViews(operatorId), operator())).status).toBe(200);
    expect((await api.get(allViews(adminId), {})).status).toBe(401);
  });

  it('gives an admin every view of the current unit, ordered by id, and nothing of another unit', async () => {
    const north = (await api.get(allViews(adminId), admin())).body.data as { id_visao: number; vis_descricao: string | null }[];
    expect(north.map((v) => v.id_visao)).toEqual([...north.map((v) => v.id_visao)].sort((a, b) => a - b));
    expect(north.map((v) => v.vis_descricao)).toEqual(['Production overview', null, 'Shift board']);
    expect(north.every((v) => Object.keys(v).sort().join() === 'id_visao,vis_descricao')).toBe(true);
    expect(north.map((v) => v.id_visao)).not.toContain(ids.south);
    const south = (await api.get(allViews(adminId), admin(demo.south))).body.data;
    expect(south).toEqual([{ id_visao: ids.south, vis_descricao: 'South board' }]);
  });

  it('gives a regular user, without any menu permission, only the views granted to them or to one of their groups', async () => {
    // The demo operator is listed in 'Production overview' (seed) and in the south view, which is not of their unit.
    const own = (await api.get(allViews(operatorId), operator())).body.data;
    expect(own.map((v: { vis_descricao: string }) => v.vis_descricao)).toEqual(['Production overview']);
    const byGroup = (await api.get(allViews(grouped.id), grouped.at)).body.data;
    expect(byGroup).toEqual([{ id_visao: ids.byGroup, vis_descricao: 'Shift board' }]);
    expect((await api.get(allViews(outsider.id), outsider.at)).body.data).toEqual([]);
    expect((await api.get(views, grouped.at)).status).toBe(403);
  });
});
