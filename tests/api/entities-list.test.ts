import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

describe.each(dialects)('entity lists (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const list = (query: Record<string, unknown>, path: string = paths.measures) =>
    suite.api.get(path, { token: suite.demo.admin, headers: atUnit(suite.demo.north), query });

  beforeAll(async () => {
    for (let i = 0; i < 30; i++) {
      const code = `u${String(i).padStart(2, '0')}`;
      await suite.api.post(
        paths.measures,
        { code, description: `Extra ${code}`, decimal_places: i % 5 },
        { token: suite.demo.admin, headers: atUnit(suite.demo.north) },
      );
    }
  });

  it('pages with range and reports the total in Content-Range', async () => {
    const response = await list({ sort: ['code', 'ASC'], range: [0, 24] });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(25);
    expect(response.headers['content-range']).toBe('items 0-24/35');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    const last = await list({ sort: ['code', 'ASC'], range: [25, 49] });
    expect(last.body.data).toHaveLength(10);
    expect(last.headers['content-range']).toBe('items 25-34/35');
  });

  it('sorts both ways, by any field or by id', async () => {
    const asc = (await list({ sort: ['code', 'ASC'], range: [0, 2] })).body.data.map((r: any) => r.code);
    expect(asc).toEqual(['bar', 'degC', 'kg']);
    const desc = (await list({ sort: ['code', 'DESC'], range: [0, 1] })).body.data.map((r: any) => r.code);
    expect(desc).toEqual(['u29', 'u28']);
    const byId = (await list({ sort: ['id', 'DESC'], range: [0, 0] })).body.data[0];
    expect(byId.code).toBe('u29');
  });

  it('searches q case-insensitively over the search fields', async () => {
    const response = await list({ filter: { q: 'KILO' } });
    expect(response.body.data.map((r: any) => r.code)).toEqual(['kg']);
    expect((await list({ filter: { q: 'extra u1' } })).headers['content-range']).toBe('items 0-9/10');
    expect((await list({ filter: { q: '100%_' } })).body.data).toEqual([]);
  });

  it('filters by field values, by id lists and combines filters', async () => {
    const byField = await list({ filter: { decimal_places: 3 } });
    expect(byField.body.data.every((r: any) => r.decimal_places === 3)).toBe(true);
    expect(byField.body.data.length).toBe(7);
    const ids = byField.body.data.slice(0, 2).map((r: any) => r.id_unit_measurement);
    const byIds = await list({ filter: { id: ids } });
    expect(byIds.body.data.map((r: any) => r.id_unit_measurement).sort()).toEqual([...ids].sort());
    expect((await list({ filter: { decimal_places: [0, 1], q: 'u0' } })).body.data.map((r: any) => r.code)).toEqual(['u00', 'u01', 'u05', 'u06']);
    expect((await list({ filter: { id: [] } })).body.data).toEqual([]);
  });

  it('filters booleans and refs fields', async () => {
    const groups = await list({ filter: { active: true } }, paths.tagGroups);
    expect(groups.body.data).toHaveLength(2);
    expect(groups.body.data[0].active).toBe(true);
    expect((await list({ filter: { active: false } }, paths.tagGroups)).body.data).toEqual([]);
    const profiles = (await suite.api.get(paths.profiles, { token: suite.demo.admin })).body.data;
    const links = await suite.api.get(paths.userUnits, { token: suite.demo.admin, query: { filter: { profiles: profiles[0].id_perfil } } });
    expect(links.body.data).toHaveLength(1);
    expect(links.body.data[0].profiles).toEqual([profiles[0].id_perfil]);
  });

  it('caps a page at 1000 rows', async () => {
    const response = await list({ range: [0, 5000] });
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toBe('items 0-34/35');
  });

  it.each([
    [{ sort: ['nope', 'ASC'] }, 'sort'],
    [{ sort: ['usu_senha', 'ASC'] }, 'sort'],
    [{ sort: ['code', 'SIDEWAYS'] }, 'sort'],
    [{ sort: 'code' }, 'sort'],
    [{ range: [5, 1] }, 'range'],
    [{ range: [-1, 3] }, 'range'],
    [{ range: '[0,' }, 'range'],
    [{ filter: { nope: 1 } }, 'filter.nope'],
    [{ filter: { decimal_places: 'two' } }, 'filter.decimal_places'],
    [{ filter: { decimal_places: 99999999999 } }, 'filter.decimal_places'],
    [{ filter: { id: [{ a: 1 }] } }, 'filter.id'],
    [{ filter: ['x'] }, 'filter'],
    [{ filter: { q: 5 } }, 'filter.q'],
  ])('refuses bad list parameters %j with 400', async (query, field) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('never lists a password field nor filters on it', async () => {
    const users = await suite.api.get(paths.users, { token: suite.demo.admin, query: { filter: { usu_senha: 'x' } } });
    expect(users.status).toBe(400);
  });
});
