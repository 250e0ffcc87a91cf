import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';
import { dialects } from './helpers/test-server.js';
import { grantOnly, regularUser, type Person } from './helpers/user-fixtures.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const widgets = 'GDV/entities/VISAO_WIDGET';
const links = 'GDV/actions/embed-links';
const embed = 'GDV/queries/embed';
const tabData = 'GDV/queries/tab-data';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Tab {
  id_tab: number;
  id_visao: number;
  description: string;
  tab_order: number;
}
interface Widget {
  id_widget: number;
  id_tab: number;
  title: string;
}

/** TV links and iframe exports: dashboard-bound tokens that read their dashboard and nothing else (tokens/README.md). */
describe.each(dialects)('dashboard links (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  const as = (secret: string, headers: Record<string, string> = {}): Caller => ({ token: secret, headers });
  let overview: number;
  let production: Tab;
  let quality: Tab;
  let otherTab: number;
  let managerOnly: number;
  let lineSpeed: Widget;
  let manager: Person;
  let operator: Person;

  const create = async (body: Record<string, unknown>, caller: Caller = admin()) => suite.api.post(links, body, caller);
  const secretOf = async (body: Record<string, unknown>, caller?: Caller) => {
    const created = await create(body, caller);
    expect(created.status, created.text).toBe(200);
    return created.body.data as { secret: string; id_api_token: number; embed_kind: string };
  };

  beforeAll(async () => {
    const all = (await suite.api.get(views, admin())).body.data as { id_visao: number; vis_descricao: string }[];
    overview = all.find((view) => view.vis_descricao === 'Production overview')!.id_visao;
    const overviewTabs = ((await suite.api.get(tabs, admin())).body.data as Tab[]).filter((tab) => tab.id_visao === overview);
    production = overviewTabs.find((tab) => tab.description === 'Production')!;
    quality = overviewTabs.find((tab) => tab.description === 'Quality')!;
    lineSpeed = ((await suite.api.get(widgets, admin())).body.data as Widget[]).find((widget) => widget.title === 'Line speed')!;
    const hidden = await suite.api.post(widgets, { id_tab: production.id_tab, title: 'Managers only', manager_only: true }, admin());
    expect(hidden.status, hidden.text).toBe(200);
    managerOnly = hidden.body.data.id_widget;
    const other = (await suite.api.post(views, { vis_descricao: 'Other board' }, admin())).body.data.id_visao;
    otherTab = (await suite.api.post(tabs, { id_visao: other, description: 'Elsewhere' }, admin())).body.data.id_tab;
    manager = await regularUser(suite.api, suite.demo, 'linkmaker', ['settings.dashboards']);
    operator = await regularUser(suite.api, suite.demo, 'linkviewer', []);
  });

  it('a TV link reads its whole dashboard at its unit, with no unit header, and never a manager-only widget', async () => {
    const link = await secretOf({ kind: 'tv', id_visao: overview });
    expect(link).toMatchObject({ embed_kind: 'tv', id_visao: overview, id_tab: null, id_widget: null, vis_descricao: 'Production overview' });
    const read = await suite.api.get(embed, as(link.secret));
    expect(read.status, read.text).toBe(200);
    const { data } = read.body;
    expect(data).toMatchObject({
      kind: 'tv',
      id_elemento: suite.demo.north,
      id_widget: null,
      view: { id_visao: overview, vis_descricao: 'Production overview' },
    });
    expect(data.view).not.toHaveProperty('users');
    expect(data.tabs.map((tab: Tab) => tab.description)).toEqual(['Production', 'Quality']);
    expect(data.widgets.map((widget: Widget) => widget.title).sort()).toEqual([
      'Filler timeline',
      'Line speed',
      'Out of limits now',
      'Output today',
      'Process status',
      'Reactor temperature',
      'Scrap rate',
      'Shift logbook',
      'Stops this shift',
    ]);
    expect(data.period).toMatchObject({ timezone: expect.any(String) });

    for (const tab of [production, quality]) {
      const answer = await suite.api.post(tabData, { id_tab: tab.id_tab }, as(link.secret));
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.map((widget: Widget) => widget.id_widget)).not.toContain(managerOnly);
    }
    // Another unit's header changes nothing: the link acts at its dashboard's unit.
    expect((await suite.api.get(embed, as(link.secret, atUnit(suite.demo.south)))).status).toBe(200);
  });

  it('a TV link is 403 on another dashboard, on entity routes, on tokens and on the link routes', async () => {
    const { secret } = await secretOf({ kind: 'tv', id_visao: overview });
    expect((await suite.api.post(tabData, { id_tab: otherTab }, as(secret))).status).toBe(403);
    expect((await suite.api.get(widgets, as(secret))).status).toBe(403);
    expect((await suite.api.get(paths.measures, as(secret))).status).toBe(403);
    expect((await suite.api.get('CAC/entities/TOKEN', as(secret))).status).toBe(403);
    expect((await suite.api.get('GDV/queries/embed-links', { ...as(secret), query: { id_visao: String(overview) } })).status).toBe(403);
    expect((await create({ kind: 'tv', id_visao: overview }, as(secret))).status).toBe(403);
    expect((await suite.api.get('CAC/queries/session', as(secret))).status).toBe(403);
  });

  it('an iframe export of a widget gets only that widget, of a tab only that tab', async () => {
    const widgetLink = await secretOf({ kind: 'iframe', id_visao: overview, id_tab: production.id_tab, id_widget: lineSpeed.id_widget });
    const read = (await suite.api.get(embed, as(widgetLink.secret))).body.data;
    expect(read).toMatchObject({ kind: 'iframe', id_widget: lineSpeed.id_widget });
    expect(read.tabs.map((tab: Tab) => tab.id_tab)).toEqual([production.id_tab]);
    expect(read.widgets.map((widget: Widget) => widget.title)).toEqual(['Line speed']);
    const everyWidget = ((await suite.api.get(widgets, admin())).body.data as Widget[]).filter((widget) => widget.id_tab === production.id_tab);
    const asked = everyWidget.map((widget) => ({ id_widget: widget.id_widget, width: 400 }));
    const data = await suite.api.post(tabData, { id_tab: production.id_tab, widgets: asked }, as(widgetLink.secret));
    expect(data.status, data.text).toBe(200);
    expect(data.body.data.map((widget: Widget) => widget.id_widget)).toEqual([lineSpeed.id_widget]);
    const unsized = await suite.api.post(tabData, { id_tab: production.id_tab }, as(widgetLink.secret));
    expect(unsized.body.data.map((widget: Widget) => widget.id_widget)).toEqual([lineSpeed.id_widget]);
    expect((await suite.api.post(tabData, { id_tab: quality.id_tab }, as(widgetLink.secret))).status).toBe(403);
    // Not a TV: it takes no place among the screens online.
    expect((await suite.api.post('GDV/actions/tv-heartbeat', { screen: 'iframe-screen-1' }, as(widgetLink.secret))).status).toBe(403);

    const tabLink = await secretOf({ kind: 'iframe', id_visao: overview, id_tab: quality.id_tab });
    const tabRead = (await suite.api.get(embed, as(tabLink.secret))).body.data;
    expect(tabRead.tabs.map((tab: Tab) => tab.description)).toEqual(['Quality']);
    expect(tabRead.widgets.map((widget: Widget) => widget.title)).toEqual(['Scrap rate', 'Reactor temperature', 'Out of limits now', 'Shift logbook']);
    expect((await suite.api.post(tabData, { id_tab: quality.id_tab }, as(tabLink.secret))).status).toBe(200);
    expect((await suite.api.post(tabData, { id_tab: production.id_tab }, as(tabLink.secret))).status).toBe(403);
  });

  it('a revoked link is 401 at once; renewing revokes the old URL and gives a new one', async () => {
    const first = await secretOf({ kind: 'iframe', id_visao: overview, id_tab: quality.id_tab });
    const renewed = await suite.api.post(`${links}/${first.id_api_token}/renew`, {}, admin());
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.data).toMatchObject({ embed_kind: 'iframe', id_tab: quality.id_tab, revoked_at: null });
    expect(renewed.body.data.secret).not.toBe(first.secret);
    expect((await suite.api.get(embed, as(first.secret))).status).toBe(401);
    expect((await suite.api.get(embed, as(renewed.body.data.secret))).status).toBe(200);
    expect((await suite.api.post(`${links}/${first.id_api_token}/renew`, {}, admin())).status).toBe(404);

    const revoked = await suite.api.post(`${links}/${renewed.body.data.id_api_token}/revoke`, {}, admin());
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.data.revoked_at).toEqual(expect.any(String));
    expect((await suite.api.get(embed, as(renewed.body.data.secret))).status).toBe(401);
    const listed = await suite.api.get('GDV/queries/embed-links', { ...admin(), query: { id_visao: String(overview) } });
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((link: { id_api_token: number }) => link.id_api_token);
    expect(ids).not.toContain(first.id_api_token);
    expect(ids).not.toContain(renewed.body.data.id_api_token);
    expect(listed.text).not.toMatch(/ptk_|secret/);
  });

  it('the token page lists a link with its kind and dashboard', async () => {
    const link = await secretOf({ kind: 'iframe', id_visao: overview, id_tab: production.id_tab, id_widget: lineSpeed.id_widget, name: 'Lobby screen' });
    const listed = (await suite.api.get('CAC/entities/TOKEN', admin())).body.data.find(
      (token: { id_api_token: number }) => token.id_api_token === link.id_api_token,
    );
    expect(listed).toMatchObject({
      name: 'Lobby screen',
      embed_kind: 'iframe',
      vis_descricao: 'Production overview',
      tab_description: 'Production',
      widget_title: 'Line speed',
    });
  });

  it('only dashboard managers make links, of real targets, and a session never reads the embed route', async () => {
    expect((await create({ kind: 'tv', id_visao: overview }, operator.at)).status).toBe(403);
    expect((await create({ kind: 'tv', id_visao: overview }, manager.at)).status).toBe(200);
    expect((await suite.api.get(embed, admin())).status).toBe(403);
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ kind: 'tv', id_visao: overview, id_tab: production.id_tab }, 400, 'id_tab', 'dashboards.embed.errors.tvWholeDashboard'],
      [{ kind: 'iframe', id_visao: overview }, 400, 'id_tab', 'global.labels.requiredField'],
      [{ kind: 'iframe', id_visao: overview, id_tab: otherTab }, 400, 'id_tab', 'dashboards.embed.errors.notInDashboard'],
      [
        { kind: 'iframe', id_visao: overview, id_tab: quality.id_tab, id_widget: lineSpeed.id_widget },
        400,
        'id_widget',
        'dashboards.embed.errors.notInDashboard',
      ],
      [{ kind: 'iframe', id_visao: overview, id_tab: production.id_tab, id_widget: managerOnly }, 400, 'id_widget', 'dashboards.embed.errors.managerOnly'],
      [{ kind: 'tv', id_visao: overview, expires_at: inDays(-1) }, 400, 'expires_at', 'tokens.errors.expiryPast'],
      [{ kind: 'tv', id_visao: overview, expires_at: inDays(800) }, 400, 'expires_at', 'tokens.errors.expiryTooFar'],
    ];
    for (const [body, status, field, key] of refusals) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.error.fields[field].key).toBe(key);
    }
    expect((await create({ kind: 'tv', id_visao: 999_999 })).status).toBe(404);
    expect((await create({ kind: 'tv', id_visao: overview }, suite.admin(suite.demo.south))).status).toBe(404);
    for (const raw of [
      'null',
      '[]',
      '{"kind":"radio","id_visao":1}',
      '{"kind":"tv","id_visao":"x"}',
      '{"kind":"tv","id_visao":1,"extra":1}',
      '{"kind":"tv","id_visao":99999999999}',
      '{"kind":"tv","id_visao":1,"expires_at":"2026-13-45T99:00:00Z"}',
    ]) {
      expect((await suite.api.call('POST', links, undefined, { ...admin(), raw })).status, raw).toBe(400);
    }
    expect((await suite.api.post(`${links}/abc/revoke`, {}, admin())).status).toBe(404);
  });

  it('a link stops (403) when its creator can no longer see the dashboard, and works again when they can', async () => {
    const { secret } = await secretOf({ kind: 'tv', id_visao: overview }, manager.at);
    expect((await suite.api.get(embed, as(secret))).status).toBe(200);
    expect((await grantOnly(suite.api, admin(), manager, 'settings.unit-measurement')).status).toBe(200);
    expect((await suite.api.get(embed, as(secret))).status).toBe(403);
    expect((await suite.api.post(tabData, { id_tab: production.id_tab }, as(secret))).status).toBe(403);
    expect((await grantOnly(suite.api, admin(), manager, 'settings.dashboards')).status).toBe(200);
    expect((await suite.api.get(embed, as(secret))).status).toBe(200);
  });
});
