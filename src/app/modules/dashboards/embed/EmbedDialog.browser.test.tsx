import { testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { EmbedDialog } from './EmbedDialog.js';

const origin = 'https://plant.example';
const tab = { id: 1, id_tab: 1, id_visao: 4, description: 'Production', tab_order: 0, cycle_time: 0 };
const widgets = [
  { id: 11, id_widget: 11, id_tab: 1, title: 'Line speed', component: 'chart', options: {}, manager_only: false },
  { id: 12, id_widget: 12, id_tab: 1, title: 'Costs', component: 'grid', options: {}, manager_only: true },
];
const secret = (n: number) => `ptk_${String(n).repeat(43).slice(0, 43)}`;

const link = (id: number, extra: Record<string, unknown> = {}) => ({
  id_api_token: id,
  name: 'Production overview',
  scopes: [],
  plt_codigo: 3,
  plt_descri: 'North',
  created_by: 5,
  created_by_name: 'Ana',
  created_at: '2026-01-01T12:00:00.000Z',
  expires_at: '2099-01-01T02:59:59.999Z',
  last_used_at: null,
  revoked_at: null,
  embed_kind: 'iframe',
  id_visao: 4,
  vis_descricao: 'Production overview',
  id_tab: 1,
  tab_description: 'Production',
  id_widget: null,
  widget_title: null,
  ...extra,
});

let listed: ReturnType<typeof link>[] = [];
let calls: { path: string; body: unknown }[] = [];
let failNext: { status: number; body: unknown } | null = null;

function answer(url: URL, init?: RequestInit): Response {
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  const path = url.pathname.replace(/^.*\/(GDV\/)/, '$1');
  calls.push({ path, body });
  if (path === 'GDV/queries/embed-links') return json({ data: listed });
  if (failNext) {
    const failure = failNext;
    failNext = null;
    return json(failure.body, failure.status);
  }
  if (path === 'GDV/actions/embed-links') {
    const created = link(40 + listed.length, { id_widget: body.id_widget ?? null, widget_title: body.id_widget ? 'Line speed' : null });
    listed = [created, ...listed];
    return json({ data: { ...created, secret: secret(7) } });
  }
  const renew = /embed-links\/(\d+)\/renew$/.exec(path);
  if (renew) {
    listed = listed.filter((row) => row.id_api_token !== Number(renew[1]));
    const created = link(90);
    listed = [created, ...listed];
    return json({ data: { ...created, secret: secret(9) } });
  }
  const revoke = /embed-links\/(\d+)\/revoke$/.exec(path);
  if (revoke) {
    listed = listed.filter((row) => row.id_api_token !== Number(revoke[1]));
    return json({ data: link(Number(revoke[1]), { revoked_at: '2026-01-02T00:00:00.000Z' }) });
  }
  return json({ data: [] });
}

async function openDialog() {
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: widgets, total: widgets.length })) as never,
  });
  const screen = await renderInAdmin(<EmbedDialog idVisao={4} tab={tab as never} onClose={() => undefined} origin={origin} />, { dataProvider });
  await expect.element(screen.getByTestId('embed-dialog')).toBeVisible();
  return screen;
}

const posted = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);

describe('the embed dialog (iframe export) in a real browser', () => {
  signInEachTest();
  beforeEach(async () => {
    await page.viewport(1300, 900);
    listed = [link(30, { id_widget: 11, widget_title: 'Line speed' })];
    calls = [];
    failNext = null;
    answerFetch(answer);
  });

  it('generates a link for the tab, shows its address and iframe once, and copies them', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await openDialog();
    await expect.element(screen.getByText('“Line speed” of tab “Production”')).toBeVisible();
    await screen.getByTestId('embed-generate').click();
    await expect.element(screen.getByTestId('embed-url')).toHaveValue(`${origin}/iframe/component#token=${secret(7)}`);
    await expect
      .element(screen.getByTestId('embed-snippet'))
      .toHaveValue(expect.stringContaining(`<iframe src="${origin}/iframe/component#token=${secret(7)}"`));
    expect(posted('GDV/actions/embed-links')).toEqual([{ kind: 'iframe', id_visao: 4, id_tab: 1, expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    // The new link is listed at once.
    await expect.element(screen.getByTestId('embed-link-row').first()).toHaveTextContent('Tab “Production”');

    await screen.getByTestId('embed-url-copy').click();
    await screen.getByTestId('embed-snippet-copy').click();
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([`${origin}/iframe/component#token=${secret(7)}`, expect.stringContaining('<iframe ')]);
  });

  it("says so when the clipboard refuses (the spec's copy error)", async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const screen = await openDialog();
    await screen.getByTestId('embed-generate').click();
    await screen.getByTestId('embed-url-copy').click();
    await expect.element(screen.getByTestId('embed-error')).toHaveTextContent('The text could not be copied: select it and copy it by hand.');
  });

  it('offers the widgets of the tab but the manager-only ones, and binds the link to the one chosen', async () => {
    const screen = await openDialog();
    await screen.getByRole('combobox', { name: 'Shows' }).click();
    await expect.element(screen.getByRole('option', { name: '“Line speed” of tab “Production”' })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: /Costs/ })).not.toBeInTheDocument();
    await screen.getByRole('option', { name: '“Line speed” of tab “Production”' }).click();
    await screen.getByTestId('embed-generate').click();
    await expect.element(screen.getByTestId('embed-url')).toBeVisible();
    expect(posted('GDV/actions/embed-links')[0]).toMatchObject({ id_tab: 1, id_widget: 11 });
  });

  it("tells the spec's generate error, and a refused field on its field", async () => {
    const screen = await openDialog();
    failNext = { status: 500, body: { error: { code: 'SERVER_ERROR', message: 'global.error.messages.serverError' } } };
    await screen.getByTestId('embed-generate').click();
    await expect.element(screen.getByTestId('embed-error')).toHaveTextContent('The link could not be generated. Try again.');
    failNext = {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields: { expires_at: { key: 'tokens.errors.expiryPast' } } } },
    };
    await screen.getByTestId('embed-generate').click();
    await expect.element(screen.getByText('The expiry must be in the future.')).toBeVisible();
    await expect.element(screen.getByTestId('embed-url')).not.toBeInTheDocument();
  });

  it('renews a listed link (a new address, the old one gone) and revokes one after confirming', async () => {
    const screen = await openDialog();
    await expect.element(screen.getByTestId('embed-link-row')).toHaveTextContent('“Line speed” of tab “Production”');
    failNext = { status: 500, body: {} };
    await screen.getByTestId('embed-link-renew').click();
    await expect.element(screen.getByTestId('embed-error')).toHaveTextContent('The link could not be renewed. Try again.');
    await screen.getByTestId('embed-link-renew').click();
    await expect.element(screen.getByTestId('embed-url')).toHaveValue(`${origin}/iframe/component#token=${secret(9)}`);
    expect(calls.some((call) => call.path === 'GDV/actions/embed-links/30/renew')).toBe(true);
    await expect.element(screen.getByTestId('embed-link-row')).toHaveTextContent('Tab “Production”');

    await screen.getByTestId('embed-link-revoke').click();
    await screen.getByRole('button', { name: 'Revoke' }).last().click();
    await expect.element(screen.getByText('This dashboard has no links.')).toBeVisible();
    expect(calls.some((call) => call.path === 'GDV/actions/embed-links/90/revoke')).toBe(true);
  });
});
