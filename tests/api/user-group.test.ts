import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../../src/server/services/entity-service.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

const groups = 'CAC/entities/GRUPO_USUARIO';

describe.each(dialects)('user groups (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let userIds: number[];
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    userIds = (await api.get(paths.users, admin())).body.data.map((user: any) => user.id_usuario);
  });
  afterAll(() => server.close());

  it('keeps a description and its users, per client', async () => {
    const created = await api.post(groups, { gru_descri: 'Shift leaders', users: userIds }, admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ gru_descri: 'Shift leaders', users: [...userIds].sort((a, b) => a - b) });
    const id = created.body.data.id_grupo_usuario;
    const updated = await api.put(`${groups}/${id}`, { users: [userIds[0]] }, admin());
    expect(updated.body.data).toMatchObject({ gru_descri: 'Shift leaders', users: [userIds[0]] });
    const list = await api.get(groups, { ...admin(), query: { filter: { q: 'leaders' } } });
    expect(list.body.data.map((group: any) => group.gru_descri)).toEqual(['Shift leaders']);
  });

  it('refuses a repeated description in the client, a missing one and an unknown user', async () => {
    await api.post(groups, { gru_descri: 'Maintenance', users: [] }, admin());
    const repeated = await api.post(groups, { gru_descri: 'Maintenance', users: [] }, admin());
    expect(repeated.status).toBe(409);
    expect(repeated.body.error.fields).toEqual({ gru_descri: { key: 'validation.unique' } });
    expect((await api.post(groups, { users: [] }, admin())).body.error.fields).toEqual({ gru_descri: { key: 'global.labels.requiredField' } });
    expect((await api.post(groups, { gru_descri: 'Ghosts', users: [999999] }, admin())).body.error.fields).toEqual({ users: { key: 'validation.referenceNotFound' } });
  });

  it('lets another client reuse a description and keeps its users out of this client\'s groups', async () => {
    const deps = { database: server.app.database, catalog: server.app.catalog };
    const other = await createEntity(deps, server.app.catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const scope = { isAdmin: true, clientId: other.cli_codigo as number, unit: null };
    const stranger = await createEntity(deps, server.app.catalog.get('users')!, scope, { usu_nome: 'S', usu_login: 'stranger', usu_senha: 'Stranger#Pass2026', usu_tipo: '1' });
    expect((await createEntity(deps, server.app.catalog.get('user-groups')!, scope, { gru_descri: 'Maintenance' })).gru_descri).toBe('Maintenance');
    const mixed = await api.post(groups, { gru_descri: 'Mixed', users: [stranger.id_usuario] }, admin());
    expect(mixed.body.error.fields).toEqual({ users: { key: 'validation.referenceNotFound' } });
    expect((await api.get(groups, admin())).body.data.map((group: any) => group.gru_descri).sort()).toEqual(['Maintenance', 'Shift leaders']);
  });

  it('needs the user-group menu permission', async () => {
    expect((await api.get(groups, { token: demo.operator, headers: atUnit(demo.north) })).status).toBe(403);
  });
});
