import { beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const groups = 'CAC/entities/GRUPO_USUARIO';

describe.each(dialects)('user groups (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let userIds: number[];
  const { admin } = suite;

  beforeAll(async () => {
    userIds = (await suite.api.get(paths.users, admin())).body.data.map((user: any) => user.id_usuario);
  });

  it('keeps a description and its users, per client', async () => {
    const created = await suite.api.post(groups, { gru_descri: 'Shift leaders', users: userIds }, admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ gru_descri: 'Shift leaders', users: [...userIds].sort((a, b) => a - b) });
    const id = created.body.data.id_grupo_usuario;
    const updated = await suite.api.put(`${groups}/${id}`, { users: [userIds[0]] }, admin());
    expect(updated.body.data).toMatchObject({ gru_descri: 'Shift leaders', users: [userIds[0]] });
    const list = await suite.api.get(groups, { ...admin(), query: { filter: { q: 'leaders' } } });
    expect(list.body.data.map((group: any) => group.gru_descri)).toEqual(['Shift leaders']);
  });

  it('refuses a repeated description in the client, a missing one and an unknown user', async () => {
    await suite.api.post(groups, { gru_descri: 'Maintenance', users: [] }, admin());
    const repeated = await suite.api.post(groups, { gru_descri: 'Maintenance', users: [] }, admin());
    expect(repeated.status).toBe(409);
    expect(repeated.body.error.fields).toEqual({ gru_descri: { key: 'validation.unique' } });
    expect((await suite.api.post(groups, { users: [] }, admin())).body.error.fields).toEqual({ gru_descri: { key: 'global.labels.requiredField' } });
    expect((await suite.api.post(groups, { gru_descri: 'Ghosts', users: [999999] }, admin())).body.error.fields).toEqual({
      users: { key: 'validation.referenceNotFound' },
    });
  });

  it("lets another client reuse a description and keeps its users out of this client's groups", async () => {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const other = await createEntity(deps, suite.server.app.catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const scope = { isAdmin: true, clientId: other.cli_codigo as number, unit: null };
    const stranger = await createEntity(deps, suite.server.app.catalog.get('users')!, scope, {
      usu_nome: 'S',
      usu_login: 'stranger',
      usu_senha: 'Stranger#Pass2026',
      usu_tipo: '1',
    });
    expect((await createEntity(deps, suite.server.app.catalog.get('user-groups')!, scope, { gru_descri: 'Maintenance' })).gru_descri).toBe('Maintenance');
    const mixed = await suite.api.post(groups, { gru_descri: 'Mixed', users: [stranger.id_usuario] }, admin());
    expect(mixed.body.error.fields).toEqual({ users: { key: 'validation.referenceNotFound' } });
    expect((await suite.api.get(groups, admin())).body.data.map((group: any) => group.gru_descri).sort()).toEqual(['Maintenance', 'Shift leaders']);
  });

  it('needs the user-group menu permission', async () => {
    expect((await suite.api.get(groups, { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
  });
});
