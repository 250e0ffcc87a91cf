import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const GROUPS = 'LOGBOOK/entities/GROUP';
const DATA = 'LOGBOOK/entities/DATA';
type As = { token: string; headers: Record<string, string> };

describe.each(dialects)('logbook access rules (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let author: Person;
  let colleague: Person;
  let groupId: number;
  let southGroupId: number;
  let entryId: number;
  const admin = (unit = suite.demo.north): As => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const add = (as: As, group = groupId, text = '<p>Shift handover</p>') => suite.api.post(DATA, { id_logbook_group: group, logbook_annotation: text }, as);

  /** A user of the north unit whose profile grants only `read` on these menus. */
  async function reader(login: string, menus: string[]): Promise<Person> {
    const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
    const user = await suite.api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin());
    const permissions = menus.map((menu_id) => ({ menu_id, read: true, create: false, update: false, delete: false }));
    const profile = await suite.api.post(paths.profiles, { per_descri: `${login} profile`, permissions }, admin());
    const id = user.body.data.id_usuario as number;
    const link = await suite.api.post(paths.userUnits, { id_usuario: id, id_elemento: suite.demo.north, profiles: [profile.body.data.id_perfil] }, admin());
    if (link.status !== 200) throw new Error(link.text);
    const token = await suite.api.login(login, password);
    return { id, login, password, token, at: { token, headers: atUnit(suite.demo.north) } };
  }

  beforeAll(async () => {
    author = await regularUser(suite.api, suite.demo, 'lbauthor', ['data-entry.logbook']);
    colleague = await regularUser(suite.api, suite.demo, 'lbcolleague', ['data-entry.logbook']);
    groupId = (await suite.api.post(GROUPS, { logbook_group_description: 'Shift A' }, admin())).body.data.id_logbook_group;
    southGroupId = (await suite.api.post(GROUPS, { logbook_group_description: 'South shift' }, admin(suite.demo.south))).body.data.id_logbook_group;
    const entry = await add(author.at);
    expect(entry.status, entry.text).toBe(200);
    entryId = entry.body.data.id_logbook;
  });

  it('lets only the author edit or delete an entry: 403 to a colleague and to an administrator', async () => {
    for (const as of [colleague.at, admin()]) {
      const edit = await suite.api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>Rewritten</p>' }, as);
      expect(edit.status).toBe(403);
      expect(edit.body.error.message).toBe('global.error.messages.forbidden');
      expect((await suite.api.delete(`${DATA}/${entryId}`, as)).status).toBe(403);
    }
    const stored = (await suite.api.get(`${DATA}/${groupId}`, colleague.at)).body.data.find((e: { id_logbook: number }) => e.id_logbook === entryId);
    expect(stored).toMatchObject({ logbook_annotation: '<p>Shift handover</p>', id_user: author.id, usu_nome: 'lbauthor' });
    // The colleague reads and writes their own entries.
    const own = await add(colleague.at, groupId, '<p>Colleague note</p>');
    expect(own.status).toBe(200);
    expect((await suite.api.put(`${DATA}/${own.body.data.id_logbook}`, { logbook_annotation: '<p>Colleague note, edited</p>' }, colleague.at)).status).toBe(
      200,
    );
    expect((await suite.api.delete(`${DATA}/${own.body.data.id_logbook}`, colleague.at)).status).toBe(200);
  });

  it('an administrator adds, edits and deletes their own entries', async () => {
    const own = await add(admin());
    expect(own.status).toBe(200);
    expect((await suite.api.put(`${DATA}/${own.body.data.id_logbook}`, { logbook_annotation: '<p>Admin note</p>' }, admin())).status).toBe(200);
    expect((await suite.api.delete(`${DATA}/${own.body.data.id_logbook}`, admin())).status).toBe(200);
  });

  it('refuses a user without the logbook permission, and lets a reader only read', async () => {
    const nobody = await regularUser(suite.api, suite.demo, 'lbnobody', ['settings.unit-measurement']);
    expect((await suite.api.get(`${DATA}/${groupId}`, nobody.at)).status).toBe(403);
    expect((await add(nobody.at)).status).toBe(403);
    expect((await suite.api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>x</p>' }, nobody.at)).status).toBe(403);
    expect((await suite.api.delete(`${DATA}/${entryId}`, nobody.at)).status).toBe(403);

    const pageReader = await reader('lbreader', ['data-entry.logbook']);
    const read = await suite.api.get(`${DATA}/${groupId}`, pageReader.at);
    expect(read.status).toBe(200);
    expect(read.body.total).toBeGreaterThanOrEqual(1);
    expect((await add(pageReader.at)).status).toBe(403);

    // Reading the groups' settings page shows their entries too, and writes nothing.
    const settingsReader = await reader('lbsettings', ['settings.logbook-group']);
    expect((await suite.api.get(`${DATA}/${groupId}`, settingsReader.at)).status).toBe(200);
    expect((await add(settingsReader.at)).status).toBe(403);
    expect((await suite.api.post(GROUPS, { logbook_group_description: 'Not allowed' }, settingsReader.at)).status).toBe(403);
  });

  it("lists the groups of the unit to the logbook's readers, and only the settings permission writes them", async () => {
    const pageReader = await reader('lbgroupreader', ['data-entry.logbook']);
    const groups = await suite.api.get(GROUPS, pageReader.at);
    expect(groups.status).toBe(200);
    expect(groups.body.data.map((g: { logbook_group_description: string }) => g.logbook_group_description)).toEqual(['Shift A']);
    expect((await suite.api.get(GROUPS, (await regularUser(suite.api, suite.demo, 'lbgroupsnone', ['settings.unit-measurement'])).at)).status).toBe(403);
    expect((await suite.api.post(GROUPS, { logbook_group_description: 'Mine' }, author.at)).status).toBe(403);
    expect((await suite.api.put(`${GROUPS}/${groupId}`, { logbook_group_description: 'Renamed' }, author.at)).status).toBe(403);
    expect((await suite.api.delete(`${GROUPS}/${groupId}`, author.at)).status).toBe(403);
  });

  it('keeps each unit to its own groups', async () => {
    expect((await suite.api.get(`${DATA}/${southGroupId}`, author.at)).status).toBe(404);
    const wrongUnit = await add(author.at, southGroupId);
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.error.fields.id_logbook_group.key).toBe('validation.referenceNotFound');
    // The admin at the south unit does not reach the north entry either.
    expect((await suite.api.get(`${DATA}/${groupId}`, admin(suite.demo.south))).status).toBe(404);
    expect((await suite.api.put(`${DATA}/${entryId}`, { logbook_annotation: '<p>x</p>' }, admin(suite.demo.south))).status).toBe(404);
  });

  it('refuses to delete a group that has entries (409), and deletes an empty one', async () => {
    const removal = await suite.api.delete(`${GROUPS}/${groupId}`, admin());
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe('CONFLICT_REFERENCED');
    const empty = (await suite.api.post(GROUPS, { logbook_group_description: 'Empty' }, admin())).body.data.id_logbook_group;
    expect((await suite.api.delete(`${GROUPS}/${empty}`, admin())).status).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    expect((await suite.api.get(`${DATA}/${groupId}`, { headers: atUnit(suite.demo.north) })).status).toBe(401);
    expect((await suite.api.post(DATA, { id_logbook_group: groupId, logbook_annotation: '<p>x</p>' }, { headers: atUnit(suite.demo.north) })).status).toBe(401);
  });
});
