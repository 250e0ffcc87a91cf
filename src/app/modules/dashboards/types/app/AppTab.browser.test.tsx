import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession, saveSession } from '../../../../auth/session-store.js';
import { catalogues } from '../../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../../i18n/i18next-options.js';
import { clearAccess, saveAccess } from '../../../../navigation/access-control-store.js';
import { noClientRules } from '../../../../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../../../../domain/navigation/filter-menu.js';
import { AppTab } from './AppTab.js';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 2, 10, 12, 0, 0);
const key = 'plataforma.analysis.process.12';
const saved = {
  tags: [{ id_tag: 41, code: 'PT-701', description: 'Header pressure', aggregation: 'AVERAGE' }],
  range: { from: now - 30 * 24 * HOUR, to: now - 24 * HOUR },
  rangeB: { from: now - 60 * 24 * HOUR, to: now - 30 * 24 * HOUR },
  level: 'raw',
  eventIds: [],
};
const tab = {
  id: 9,
  id_tab: 9,
  id_visao: 2,
  description: 'Trend',
  app_page: 'analysis-process' as const,
  app_settings: { state: { [key]: saved }, rolling: true },
};

let permissions: AccessMap = {};
const update = vi.fn();
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

async function renderTab(mayEdit: boolean, isAdmin = false) {
  saveSession({
    token: 'token-1',
    user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: isAdmin ? '1' : '2', id_elemento: 12 },
    units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
  });
  saveAccess({ userId: 5, unitId: 12, data: permissions, clientRules: noClientRules });
  const i18nProvider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await i18nProvider.changeLocale('en-US');
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: [], total: 0 })) as never,
    update: ((resource: string, params: unknown) => Promise.resolve(update(resource, params) ?? { data: tab })) as never,
  });
  return render(
    <MemoryRouter initialEntries={['/dashboard/2']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <div style={{ width: 1000 }}>
          <AppTab tab={tab} mayEdit={mayEdit} now={() => now} />
        </div>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('an app tab in a real browser', () => {
  beforeEach(() => {
    update.mockReset();
    sessionStorage.clear();
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname.endsWith('CAC/queries/accessControl')) return Promise.resolve(json({ data: permissions }));
      if (url.pathname.includes('/entities/')) return Promise.resolve(json([], { 'Content-Range': 'items 0-0/0' }));
      return Promise.resolve(json({ data: [] }));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearAccess();
    clearSession();
  });

  it('shows the module page, started from the tab’s saved settings, without touching the browser tab’s own choice', async () => {
    permissions = { 'analysis.analysis-process': { read: true, create: false, update: false, delete: false } };
    const screen = await renderTab(false);
    await expect.element(screen.getByTestId('analysis-process')).toBeVisible();
    // The saved tag is chosen on the page.
    await expect.element(screen.getByText('PT-701', { exact: false }).first()).toBeVisible();
    expect(screen.getByTestId('app-tab-forbidden').query()).toBeNull();
    // A viewer neither edits the tab nor writes the page's choice into the browser tab's session.
    expect(screen.getByTestId('app-tab-editor').query()).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('shows a translated "no permission" message, not the page, to a user without access to it', async () => {
    permissions = { 'statistical-control.management': { read: true, create: false, update: false, delete: false } };
    const screen = await renderTab(false);
    await expect.element(screen.getByTestId('app-tab-forbidden')).toHaveTextContent('You do not have permission to open the page Process analysis.');
    expect(screen.getByTestId('analysis-process').query()).toBeNull();
  });

  it('lets who may edit save the page’s settings as they are on screen, the period to end when shown', async () => {
    permissions = {};
    const screen = await renderTab(true, true);
    await expect.element(screen.getByTestId('analysis-process')).toBeVisible();
    await screen.getByRole('button', { name: 'Save these settings' }).click();
    await expect.poll(() => update.mock.calls.length).toBe(1);
    const [resource, params] = update.mock.calls[0] as [
      string,
      { id: number; data: { app_settings: { state: Record<string, typeof saved>; rolling: boolean } } },
    ];
    expect(resource).toBe('dashboard-tabs');
    expect(params.id).toBe(9);
    expect(params.data.app_settings.rolling).toBe(true);
    const choice = params.data.app_settings.state[key]!;
    expect(choice.tags.map((tag) => tag.code)).toEqual(['PT-701']);
    // Shown rolled: the saved 29-day period ends now (the next whole minute).
    expect(choice.range).toEqual({ from: now - 29 * 24 * HOUR, to: now });
  });
});
