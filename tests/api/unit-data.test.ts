import { beforeAll, describe, expect, it } from 'vitest';
import { saveContract } from '../../src/server/modules/contract/contract-repository.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagPaths = { tags: 'MES/entities/MESTAG', client: 'MES/entities/MESTAG/CLIENT', spc: 'MES/entities/SPCTAGS', frames: 'EM/entities/FRAME' } as const;
const ruleSets = 'SPC/entities/RULESET';
const unauthorized = 401;

describe.each(dialects)('tag and frame lookups of the unit caches (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let plants: { north: number; south: number };
  const admin = (unit: number) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });
  const codes = (rows: { code: string }[]) => rows.map((row) => row.code).sort();

  beforeAll(async () => {
    const units = (await suite.api.get(paths.units, { token: suite.demo.admin })).body.data as { id_elemento: number; plt_codigo: number }[];
    const plantOf = (id: number) => units.find((unit) => unit.id_elemento === id)!.plt_codigo;
    plants = { north: plantOf(suite.demo.north), south: plantOf(suite.demo.south) };
    for (const [unit, code] of [
      [suite.demo.north, 'FT-100'],
      [suite.demo.north, 'TT-200'],
      [suite.demo.south, 'PT-300'],
    ] as const) {
      expect((await suite.api.post(tagPaths.tags, { code, description: `Tag ${code}`, active: true }, admin(unit))).status).toBe(200);
    }
    expect((await suite.api.post(tagPaths.frames, { code: 'STOP', description: 'Stops', active: true }, admin(suite.demo.south))).status).toBe(200);
  });

  it('keeps tags per plant: the plant comes from the selected unit and a code is unique in its plant', async () => {
    const list = await suite.api.get(tagPaths.tags, admin(suite.demo.south));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ code: 'PT-300', plt_codigo: plants.south, active: true })]);
    expect((await suite.api.post(tagPaths.tags, { code: 'FT-100', active: true }, admin(suite.demo.north))).status).toBe(409);
    const elsewhere = await suite.api.post(tagPaths.tags, { code: 'FT-100', active: false }, admin(suite.demo.south));
    expect(elsewhere.status).toBe(200);
    expect((await suite.api.delete(`${tagPaths.tags}/${elsewhere.body.data.id_tag}`, admin(suite.demo.south))).status).toBe(200);
  });

  it('answers an administrator every tag of the client, with its plant, whatever the unit', async () => {
    for (const unit of [suite.demo.north, suite.demo.south]) {
      const answer = await suite.api.get(tagPaths.client, admin(unit));
      expect(answer.status).toBe(200);
      expect(codes(answer.body.data)).toEqual(['FT-100', 'PT-300', 'TT-200']);
      expect(answer.body.data.find((tag: { code: string }) => tag.code === 'PT-300')).toMatchObject({ plt_codigo: plants.south, id_tag: expect.any(Number) });
    }
  });

  it("answers as SPC tags only those of the selected unit's active rule sets, with the same fields", async () => {
    const idOf = async (code: string, unit: number) =>
      Number((await suite.api.get(tagPaths.tags, { ...admin(unit), query: { filter: { code } } })).body.data[0].id_tag);
    const ruleSet = async (unit: number, name: string, tags: number[], active: boolean) =>
      expect((await suite.api.post(ruleSets, { name, rules: [1], tags, active }, admin(unit))).status).toBe(200);
    await ruleSet(suite.demo.north, 'Flows', [await idOf('FT-100', suite.demo.north)], true);
    await ruleSet(suite.demo.north, 'Retired', [await idOf('TT-200', suite.demo.north)], false);
    await ruleSet(suite.demo.south, 'Pressures', [await idOf('PT-300', suite.demo.south)], true);
    for (const unit of [suite.demo.north, suite.demo.south]) {
      const active = (await suite.api.get(ruleSets, { ...admin(unit), query: { filter: { active: true } } })).body.data as { tags: number[] }[];
      const expected = new Set(active.flatMap((set) => set.tags));
      const answer = await suite.api.get(tagPaths.spc, admin(unit));
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((tag: { id_tag: number }) => tag.id_tag).sort()).toEqual([...expected].sort());
    }
    const north = (await suite.api.get(tagPaths.spc, admin(suite.demo.north))).body.data;
    expect(codes(north)).toContain('FT-100');
    expect(codes(north)).not.toContain('TT-200');
    expect(north.find((tag: { code: string }) => tag.code === 'FT-100')).toEqual(
      (await suite.api.get(tagPaths.client, admin(suite.demo.north))).body.data.find((tag: { code: string }) => tag.code === 'FT-100'),
    );
    expect(codes((await suite.api.get(tagPaths.spc, admin(suite.demo.south))).body.data)).toEqual(['PT-300']);
    expect(codes((await suite.api.get(tagPaths.spc, operator())).body.data)).toEqual(codes(north));
  });

  it('answers a user only the tags of the plants of their units, without the tag page permission', async () => {
    expect((await suite.api.get(tagPaths.tags, operator())).status).toBe(403);
    for (const path of [tagPaths.client, tagPaths.spc]) {
      const answer = await suite.api.get(path, operator());
      expect(answer.status).toBe(200);
      if (path === tagPaths.client) expect(codes(answer.body.data)).toEqual(['FT-100', 'TT-200']);
      expect(answer.body.data.every((tag: { plt_codigo: number }) => tag.plt_codigo === plants.north)).toBe(true);
      expect((await suite.api.get(path, { token: suite.demo.operator, headers: atUnit(suite.demo.south) })).status).toBe(403);
    }
  });

  it('scopes frames to the selected unit and keeps them to users with the frames permission', async () => {
    expect((await suite.api.get(tagPaths.frames, admin(suite.demo.south))).body.data).toEqual([
      expect.objectContaining({ code: 'STOP', id_elemento: suite.demo.south, active: true }),
    ]);
    expect((await suite.api.get(tagPaths.frames, admin(suite.demo.north))).body.data).toEqual([]);
    expect((await suite.api.get(tagPaths.frames, operator())).status).toBe(403);
  });

  it('refuses every lookup without a session', async () => {
    for (const path of Object.values(tagPaths)) expect((await suite.api.get(path)).status).toBe(unauthorized);
    expect((await suite.api.get(tagPaths.client, { token: 'not-a-token' })).status).toBe(unauthorized);
  });

  it('shows another client none of these tags', async () => {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const other = await createEntity(
      deps,
      suite.server.app.catalog.get('clients')!,
      { isAdmin: true, clientId: null, unit: null },
      { cli_descri: 'Tagless Co' },
    );
    const scope = { isAdmin: true, clientId: other.cli_codigo as number, unit: null };
    await createEntity(deps, suite.server.app.catalog.get('users')!, scope, {
      usu_nome: 'Tagless',
      usu_login: 'tagless.admin',
      usu_senha: 'Tagless#Admin2026',
      usu_tipo: '1',
    });
    await saveContract(suite.server.app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
    const token = (await suite.api.post('CAC/actions/login', { username: 'tagless.admin', password: 'Tagless#Admin2026' })).body.token;
    for (const path of [tagPaths.client, tagPaths.spc, tagPaths.frames]) {
      const answer = await suite.api.get(path, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
  });
});
