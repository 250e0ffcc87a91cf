import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayAt } from '../../src/domain/dashboards/dashboard-days.js';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const widgets = 'GDV/entities/VISAO_WIDGET';
const groups = 'CAC/entities/GRUPO_USUARIO';
const allViews = (userId: number) => `GDV/entities/ALLVISAO/${userId}`;
const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const everyDay = [0, 1, 2, 3, 4, 5, 6];

describe.each(dialects)('dashboard record (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  let granted: Person;
  let grouped: Person;
  let outsider: Person;
  let manager: Person;
  let groupId: number;
  let today: number;

  const createView = async (body: Record<string, unknown>) => {
    const created = await suite.api.post(views, { vis_descricao: 'Board', ...body }, admin());
    expect(created.status, created.text).toBe(200);
    return created.body.data as Record<string, unknown> & { id_visao: number };
  };
  const createTab = async (id_visao: number, description = 'Tab') => {
    const created = await suite.api.post(tabs, { id_visao, description }, admin());
    expect(created.status, created.text).toBe(200);
    return created.body.data as { id_tab: number };
  };
  const addWidget = (id_tab: number, title = 'Widget') => suite.api.post(widgets, { id_tab, title }, admin());

  beforeAll(async () => {
    granted = await regularUser(suite.api, suite.demo, 'granted', []);
    grouped = await regularUser(suite.api, suite.demo, 'grouped', []);
    outsider = await regularUser(suite.api, suite.demo, 'outsider', []);
    manager = await regularUser(suite.api, suite.demo, 'manager', ['settings.dashboards']);
    const group = await suite.api.post(groups, { gru_descri: 'Board readers', users: [grouped.id] }, admin());
    expect(group.status, group.text).toBe(200);
    groupId = group.body.data.id_grupo_usuario;
    const period = (await suite.api.get('EST/entities/PERIODO', admin())).body.data[0] as { timezone: string };
    today = weekdayAt(period.timezone, Date.now());
  });

  it('stores the record with its defaults and gives them back', async () => {
    const view = await createView({});
    expect(view).toMatchObject({
      dashboard_type: 'standard',
      initial_page: false,
      cycle_time: 30,
      auto_load: true,
      refresh_delay: 60,
      days_mode: 'all',
      days: [],
      goal_tolerance: 0,
      widget_limit: 20,
    });
    const full = await createView({
      dashboard_type: 'hmi',
      days_mode: 'released',
      days: [1, 3],
      background_color: '#102030',
      font_color: '#FFFFFF',
      goal_tolerance: 2.5,
    });
    const read = (await suite.api.get(`${views}/${full.id_visao}`, admin())).body.data;
    expect(read).toMatchObject({ dashboard_type: 'hmi', days_mode: 'released', days: [1, 3], background_color: '#102030', goal_tolerance: 2.5 });
  });

  it('refuses bad values field by field, never with a 500', async () => {
    const bodies: Record<string, unknown>[] = [
      { dashboard_type: 'kiosk' },
      { cycle_time: 3601 },
      { cycle_time: -1 },
      { refresh_delay: 4 },
      { days: [7] },
      { days: [1, 1] },
      { days: 'monday' },
      { goal_tolerance: 101 },
      { background_color: 'red' },
      { widget_limit: 0 },
      { widget_limit: 51 },
      { initial_page: 'yes' },
      { days_mode: 'sometimes' },
    ];
    for (const body of bodies) {
      const answer = await suite.api.post(views, { vis_descricao: 'Bad', ...body }, admin());
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}).join(), JSON.stringify(body)).toMatch(new RegExp(`^${Object.keys(body)[0]}`));
    }
    expect((await suite.api.put(`${views}/999999`, { dashboard_type: 'app' }, admin())).status).toBe(404);
    expect((await suite.api.get(`${views}/abc`, admin())).status).toBe(404);
  });

  it('needs days when the dashboard is released or blocked on some days', async () => {
    for (const days_mode of ['released', 'blocked']) {
      const answer = await suite.api.post(views, { vis_descricao: 'No days', days_mode, days: [] }, admin());
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ days: { key: 'global.labels.requiredField' } });
    }
    const view = await createView({ days_mode: 'all' });
    const update = await suite.api.put(`${views}/${view.id_visao}`, { ...view, days_mode: 'blocked' }, admin());
    expect(update.status).toBe(400);
    expect(update.body.error.fields).toEqual({ days: { key: 'global.labels.requiredField' } });
  });

  it('keeps the type once the dashboard has tabs', async () => {
    const view = await createView({ dashboard_type: 'standard' });
    const early = await suite.api.put(`${views}/${view.id_visao}`, { ...view, dashboard_type: 'app' }, admin());
    expect(early.status, early.text).toBe(200);
    await createTab(view.id_visao);
    const late = await suite.api.put(`${views}/${view.id_visao}`, { ...view, dashboard_type: 'powerbi' }, admin());
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('dashboards.errors.typeLocked');
    expect(late.body.error.fields).toEqual({ dashboard_type: { key: 'dashboards.errors.typeLocked' } });
    expect((await suite.api.get(`${views}/${view.id_visao}`, admin())).body.data.dashboard_type).toBe('app');
    const sameType = await suite.api.put(`${views}/${view.id_visao}`, { ...view, dashboard_type: 'app', vis_descricao: 'Renamed' }, admin());
    expect(sameType.status, sameType.text).toBe(200);
  });

  it("holds a tab to its dashboard's widget limit, also against creates racing for the last place", async () => {
    const view = await createView({ widget_limit: 2 });
    const tab = await createTab(view.id_visao);
    const other = await createTab(view.id_visao, 'Other');
    expect((await addWidget(tab.id_tab)).status).toBe(200);
    const racing = await Promise.all([addWidget(tab.id_tab, 'A'), addWidget(tab.id_tab, 'B'), addWidget(tab.id_tab, 'C')]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const refused = racing.find((answer) => answer.status === 409)!;
    expect(refused.body.error.message).toBe('dashboards.errors.widgetLimit');
    expect(refused.body.error.fields).toEqual({ id_tab: { key: 'dashboards.errors.widgetLimit', args: { limit: 2 } } });
    const stored = (await suite.api.get(listOf(widgets, { id_tab: tab.id_tab }), admin())).body.data;
    expect(stored).toHaveLength(2);
    // Moving a widget into the full tab is refused too; another tab of the dashboard has its own places.
    const elsewhere = await addWidget(other.id_tab);
    expect(elsewhere.status).toBe(200);
    const move = await suite.api.put(`${widgets}/${elsewhere.body.data.id_widget}`, { ...elsewhere.body.data, id_tab: tab.id_tab }, admin());
    expect(move.status).toBe(409);
    expect((await suite.api.put(`${widgets}/${elsewhere.body.data.id_widget}`, { ...elsewhere.body.data, title: 'Renamed' }, admin())).status).toBe(200);
    // The limit is not lowered below a tab's widgets; raising it lets one more in.
    const lower = await suite.api.put(`${views}/${view.id_visao}`, { ...view, widget_limit: 1 }, admin());
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields).toEqual({ widget_limit: { key: 'dashboards.errors.widgetLimitBelowTab', args: { widgets: 2 } } });
    expect((await suite.api.put(`${views}/${view.id_visao}`, { ...view, widget_limit: 3 }, admin())).status).toBe(200);
    expect((await addWidget(tab.id_tab)).status).toBe(200);
    // A tab of three widgets does not move to a dashboard of two per tab.
    const small = await createView({ widget_limit: 2 });
    const moved = await suite.api.put(`${tabs}/${tab.id_tab}`, { id_visao: small.id_visao, description: 'Tab' }, admin());
    expect(moved.status).toBe(409);
    expect(moved.body.error.fields).toEqual({ id_visao: { key: 'dashboards.errors.widgetLimit', args: { limit: 2 } } });
    const roomy = await createView({ widget_limit: 3 });
    expect((await suite.api.put(`${tabs}/${tab.id_tab}`, { id_visao: roomy.id_visao, description: 'Tab' }, admin())).status).toBe(200);
  });

  describe('who sees a dashboard', () => {
    const seen: Record<string, { view: number; tab: number; widget: number }> = {};

    beforeAll(async () => {
      const build = async (name: string, body: Record<string, unknown>) => {
        const view = await createView({ vis_descricao: name, ...body });
        const tab = await createTab(view.id_visao);
        const widget = await addWidget(tab.id_tab);
        expect(widget.status, widget.text).toBe(200);
        seen[name] = { view: view.id_visao, tab: tab.id_tab, widget: widget.body.data.id_widget };
      };
      await build('toUser', { users: [granted.id] });
      await build('toGroup', { groups: [groupId] });
      await build('toNobody', {});
      await build('releasedToday', { users: [granted.id], days_mode: 'released', days: [today] });
      await build('blockedToday', { users: [granted.id], days_mode: 'blocked', days: [today] });
      await build('releasedOtherDays', { users: [granted.id], days_mode: 'released', days: everyDay.filter((d) => d !== today) });
      await build('blockedOtherDays', { users: [granted.id], days_mode: 'blocked', days: everyDay.filter((d) => d !== today) });
    });

    /** Which of the built dashboards `caller` lists and reads one by one, as views, tabs and widgets. */
    const visibleTo = async (caller: { token: string; headers: Record<string, string> }) => {
      const names = Object.keys(seen);
      const listed = async (path: string, key: string, part: 'view' | 'tab' | 'widget') => {
        const answer = await suite.api.get(`${path}?range=${encodeURIComponent('[0,999]')}`, caller);
        expect(answer.status, answer.text).toBe(200);
        const ids = new Set((answer.body.data as Record<string, number>[]).map((row) => row[key]));
        return names.filter((name) => ids.has(seen[name]![part]));
      };
      const readOne = async (path: string, part: 'view' | 'tab' | 'widget') => {
        const found: string[] = [];
        for (const name of names) {
          const answer = await suite.api.get(`${path}/${seen[name]![part]}`, caller);
          expect([200, 404]).toContain(answer.status);
          if (answer.status === 200) found.push(name);
        }
        return found;
      };
      const lists = [await listed(views, 'id_visao', 'view'), await listed(tabs, 'id_tab', 'tab'), await listed(widgets, 'id_widget', 'widget')];
      const gets = [await readOne(views, 'view'), await readOne(tabs, 'tab'), await readOne(widgets, 'widget')];
      for (const found of [...lists, ...gets]) expect(found).toEqual(lists[0]);
      return lists[0];
    };

    it('shows an admin and a manager of the dashboards page every dashboard, any day', async () => {
      expect(await visibleTo(admin())).toEqual(Object.keys(seen));
      expect(await visibleTo(manager.at)).toEqual(Object.keys(seen));
    });

    it('shows a user the dashboards granted to them on the days they are shown, and a group member their group’s', async () => {
      expect(await visibleTo(granted.at)).toEqual(['toUser', 'releasedToday', 'blockedOtherDays']);
      expect(await visibleTo(grouped.at)).toEqual(['toGroup']);
      expect(await visibleTo(outsider.at)).toEqual([]);
    });

    it('lists the same dashboards in the menu (ALLVISAO)', async () => {
      const menu = async (person: Person) => ((await suite.api.get(allViews(person.id), person.at)).body.data as { id_visao: number }[]).map((v) => v.id_visao);
      const ids = (names: string[]) => names.map((name) => seen[name]!.view);
      expect(await menu(granted)).toEqual(expect.arrayContaining(ids(['toUser', 'releasedToday', 'blockedOtherDays'])));
      expect((await menu(granted)).filter((id) => ids(Object.keys(seen)).includes(id))).toEqual(ids(['toUser', 'releasedToday', 'blockedOtherDays']));
      expect(await menu(grouped)).toEqual(ids(['toGroup']));
      expect(await menu(outsider)).toEqual([]);
    });

    it('lets nobody but the dashboards page write them', async () => {
      expect((await suite.api.put(`${views}/${seen.toUser!.view}`, { vis_descricao: 'Mine' }, granted.at)).status).toBe(403);
      expect((await suite.api.post(widgets, { id_tab: seen.toUser!.tab, title: 'Mine' }, granted.at)).status).toBe(403);
      expect((await suite.api.get(`${views}/${seen.toNobody!.view}`, { ...granted.at, headers: atUnit(suite.demo.north) })).status).toBe(404);
    });
  });
});
