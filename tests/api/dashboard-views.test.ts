import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const views = 'GDV/entities/VISAO';
const groups = 'CAC/entities/GRUPO_USUARIO';
const allViews = (userId: number) => `GDV/entities/ALLVISAO/${userId}`;

describe.each(dialects)('dashboard views of a user (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let adminId: number;
  let operatorId: number;
  let grouped: Person;
  let outsider: Person;
  const ids: Record<string, number> = {};
  const admin = (unit = suite.demo.north) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  beforeAll(async () => {
    const users = (await suite.api.get('CAC/entities/USUARIO', admin())).body.data as { id_usuario: number; usu_login: string }[];
    adminId = users.find((u) => u.usu_login === 'admin')!.id_usuario;
    operatorId = users.find((u) => u.usu_login === 'operator')!.id_usuario;
    grouped = await regularUser(suite.api, suite.demo, 'grouped', []);
    outsider = await regularUser(suite.api, suite.demo, 'outsider', []);
    const group = await suite.api.post(groups, { gru_descri: 'Dashboard readers', users: [grouped.id] }, admin());
    expect(group.status).toBe(200);
    const create = async (name: string, body: Record<string, unknown>, unit = suite.demo.north) => {
      const created = await suite.api.post(views, body, admin(unit));
      expect(created.status, created.text).toBe(200);
      ids[name] = created.body.data.id_visao as number;
    };
    await create('byGroup', { vis_descricao: 'Shift board', groups: [group.body.data.id_grupo_usuario] });
    await create('south', { vis_descricao: 'South board', users: [operatorId] }, suite.demo.south);
  });

  it("answers only the signed user's own id", async () => {
    expect((await suite.api.get(allViews(adminId), operator())).status).toBe(403);
    expect((await suite.api.get(allViews(operatorId), admin())).status).toBe(403);
    expect((await suite.api.get(allViews(operatorId), operator())).status).toBe(200);
    expect((await suite.api.get(allViews(adminId), {})).status).toBe(401);
  });

  it('gives an admin every view of the current unit, ordered by id, and nothing of another unit', async () => {
    const north = (await suite.api.get(allViews(adminId), admin())).body.data as { id_visao: number; vis_descricao: string | null }[];
    expect(north.map((v) => v.id_visao)).toEqual([...north.map((v) => v.id_visao)].sort((a, b) => a - b));
    expect(north.map((v) => v.vis_descricao)).toEqual(['Production overview', null, 'Shift board']);
    expect(north.every((v) => Object.keys(v).sort().join() === 'id_visao,vis_descricao')).toBe(true);
    expect(north.map((v) => v.id_visao)).not.toContain(ids.south);
    const south = (await suite.api.get(allViews(adminId), admin(suite.demo.south))).body.data;
    expect(south).toEqual([{ id_visao: ids.south, vis_descricao: 'South board' }]);
  });

  it('gives a regular user, without any menu permission, only the views granted to them or to one of their groups', async () => {
    // The suite.demo operator is listed in 'Production overview' (seed) and in the south view, which is not of their unit.
    const own = (await suite.api.get(allViews(operatorId), operator())).body.data;
    expect(own.map((v: { vis_descricao: string }) => v.vis_descricao)).toEqual(['Production overview']);
    const byGroup = (await suite.api.get(allViews(grouped.id), grouped.at)).body.data;
    expect(byGroup).toEqual([{ id_visao: ids.byGroup, vis_descricao: 'Shift board' }]);
    expect((await suite.api.get(allViews(outsider.id), outsider.at)).body.data).toEqual([]);
    // Without the dashboards page, the views' own list gives the same dashboards (dashboards/dashboard-visibility.ts).
    const listed = await suite.api.get(views, grouped.at);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((v: { id_visao: number }) => v.id_visao)).toEqual([ids.byGroup]);
    expect((await suite.api.get(views, outsider.at)).body.data).toEqual([]);
  });
});
