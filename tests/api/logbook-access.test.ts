import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const GROUPS = 'LOGBOOK/entities/GROUP';
const DATA = 'LOGBOOK/entities/DATA';
type As = { token: string; headers: Record<string, string> };

describe.each(dialects)('logbook access rules (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let author: Person;
  let colleague: Person;
  let groupId: number;
  let southGroupId: number;
  let entryId: number;
  const admin = (unit = demo.north): As => ({ token: demo.admin, headers: atUnit(unit) });
  const add = (as: As, group = groupId, text = '<p>Shift handover</p>') => api.post(DATA, { id_logbook_group: group, logbook_annotation: text }, as);

  /** A user of the north unit whose profile grants only `read` on these menus. */
  async function reader(login: string, menus: string[]): Promise<Person> {
    const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
    const user = await api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin());
    const permissions = menus.map((menu_id) => ({ menu_id, read: true, create: false, update: false, delete: false }));
    const profile = await api.post(paths.profiles, { per_descri: `${login} profile`, permissions }, admin());
    const id = user.body.data.id_usuario as number;
    const link = await api.post(paths.userUnits, { id_usuario: id, id_elemento: demo.north, profiles: [profile.body.data.id_perfil] }, admin());
    if (link.status !== 200) throw new Error(link.text);
    const token = await api.login(login, password);
    return { id, login, password, token, at: { token, headers: atUnit(demo.north) } };
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    author = await regularUser(api, demo, 'lbauthor', ['data-entry.logbook']);
    colleague = await regularUser(api, demo, 'lbcolleague', ['data-entry.logbook']);
    groupId = (await api.post(GROUPS, { logbook_group_description: 'Shift A' }, admin())).body.data.id_logbook_group;
    southGroupId = (await api.post(GROUPS, { logbook_group_description: 'South shift' }, admin(demo.south))).body.data.id_logbook_group;
    const entry = await add(author.at);
    expect(entry.status, entry.text).toBe(200);
    entryId = entry.body.data.id_logbook;
  });
  afterAll(() => server.close());

  it('lets only the author edit or delete an entry: 403 to a colleague and to an administrator', async () => {
    for (const as of [colleague.at, admin()]) {
      const edit = await api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>Rewritten</p>' }, as);
      expect(edit.status).toBe(403);
      expect(edit.body.error.message).toBe('global.error.messages.forbidden');
      expect((await api.delete(`${DATA}/${entryId}`, as)).status).toBe(403);
    }
    const stored = (await api.get(`${DATA}/${groupId}`, colleague.at)).body.data.find((e: { id_logbook: number }) => e.id_logbook === entryId);
    expect(stored).toMatchObject({ logbook_annotation: '<p>Shift handover</p>', id_user: author.id, usu_nome: 'lbauthor' });
    // The colleague reads and writes their own entries.
    const own = await add(colleague.at, groupId, '<p>Colleague note</p>');
    expect(own.status).toBe(200);
    expect((await api.put(`${DATA}/${own.body.data.id_logbook}`, { logbook_annotation: '<p>Colleague note, edited</p>' }, colleague.at)).status).toBe(200);
    expect((await api.delete(`${DATA}/${own.body.data.id_logbook}`, colleague.at)).status).toBe(200);
  });

  it('an administrator adds, edits and deletes their own entries', async () => {
    const own = await add(admin());
    expect(own.status).toBe(200);
    expect((await api.put(`${DATA}/${own.body.data.id_logbook}`, { logbook_annotation: '<p>Admin note</p>' }, admin())).status).toBe(200);
    expect((await api.delete(`${DATA}/${own.body.data.id_logbook}`, admin())).status).toBe(200);
  });

  it('refuses a user without the logbook permission, and lets a reader only read', async () => {
    const nobody = await regularUser(api, demo, 'lbnobody', ['settings.unit-measurement']);
    expect((await api.get(`${DATA}/${groupId}`, nobody.at)).status).toBe(403);
    expect((await add(nobody.at)).status).toBe(403);
    expect((await api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>x</p>' }, nobody.at)).status).toBe(403);
    expect((await api.delete(`${DATA}/${entryId}`, nobody.at)).status).toBe(403);

    const pageReader = await reader('lbreader', ['data-entry.logbook']);
    const read = await api.get(`${DATA}/${groupId}`, pageReader.at);
    expect(read.status).toBe(200);
    expect(read.body.total).toBeGreaterThanOrEqual(1);
    expect((await add(pageReader.at)).status).toBe(403);

    // Reading the groups' settings page shows their entries too, and writes nothing.
    const settingsReader = await reader('lbsettings', ['settings.logbook-group']);
    expect((await api.get(`${DATA}/${groupId}`, settingsReader.at)).status).toBe(200);
    expect((await add(settingsReader.at)).status).toBe(403);
    expect((await api.post(GROUPS, { logbook_group_description: 'Not allowed' }, settingsReader.at)).status).toBe(403);
  });

  it('lists the groups of the unit to the logbook\'s readers, and only the settings permission writes them', async () => {
    const pageReader = await reader('lbgroupreader', ['data-entry.logbook']);
    const groups = await api.get(GROUPS, pageReader.at);
    expect(groups.status).toBe(200);
    expect(groups.body.data.map((g: { logbook_group_description: string }) => g.logbook_group_description)).toEqual(['Shift A']);
    expect((await api.get(GROUPS, (await regularUser(api, demo, 'lbgroupsnone', ['settings.unit-measurement'])).at)).status).toBe(403);
    expect((await api.post(GROUPS, { logbook_group_description: 'Mine' }, author.at)).status).toBe(403);
    expect((await api.put(`${GROUPS}/${groupId}`, { logbook_group_description: 'Renamed' }, author.at)).status).toBe(403);
    expect((await api.delete(`${GROUPS}/${groupId}`, author.at)).status).toBe(403);
  });

  it('keeps each unit to its own groups', async () => {
    expect((await api.get(`${DATA}/${southGroupId}`, author.at)).status).toBe(404);
    const wrongUnit = await add(author.at, southGroupId);
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.error.fields.id_logbook_group.key).toBe('validation.referenceNotFound');
    // The admin at the south unit does not reach the north entry either.
    expect((await api.get(`${DATA}/${groupId}`, admin(demo.south))).status).toBe(404);
    expect((await api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>x</p>' }, admin(demo.south))).status).toBe(404);
  });

  it('refuses to delete a group that has entries (409), and deletes an empty one', async () => {
    const removal = await api.delete(`${GROUPS}/${groupId}`, admin());
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe('CONFLICT_REFERENCED');
    const empty = (await api.post(GROUPS, { logbook_group_description: 'Empty' }, admin())).body.data.id_logbook_group;
    expect((await api.delete(`${GROUPS}/${empty}`, admin())).status).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    expect((await api.get(`${DATA}/${groupId}`, { headers: atUnit(demo.north) })).status).toBe(401);
    expect((await api.post(DATA, { id_logbook_group: groupId, logbook_annotation: '<p>x</p>' }, { headers: atUnit(demo.north) })).status).toBe(401);
  });
});
