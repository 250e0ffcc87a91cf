import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession, saveSession } from '../../auth/session-store.js';
import { createDataProvider } from '../../data/dataProvider.js';
import { catalogues } from '../../i18n/catalogues.js';
import { i18nextOptions } from '../../i18n/i18next-options.js';
import { SessionStateStoreContext } from '../analysis/useSessionState.js';
import { memorySessionStore } from '../dashboards/types/app/memory-session-store.js';
import ActionListPage from './ActionListPage.js';
import { actionRowFixture } from './action-list/action-row-fixture.js';

const KEY = 'plataforma.rca-action-list.12';
let listed: URLSearchParams[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function answer(input: RequestInfo | URL): Response {
  const url = new URL(String(input), window.location.origin);
  if (url.pathname.endsWith('RCA/queries/actions')) {
    listed.push(url.searchParams);
    return json({ data: [actionRowFixture(4)], total: 1 });
  }
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'root-cause.action-list': { read: true } } });
  return json({ data: [] });
}

async function renderPage(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const i18nProvider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await i18nProvider.changeLocale('en-US');
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={createDataProvider(i18nProvider.translate)}>
      {wrap(<ActionListPage />)}
    </AdminContext>,
  );
}

async function chooseInProgressAndMine(screen: Awaited<ReturnType<typeof renderPage>>) {
  await expect.element(screen.getByTestId('rca-action-4')).toBeVisible();
  await screen.getByTestId('rca-actions-filter-status').click();
  await screen.getByTestId('rca-actions-filter-status-in-progress').click();
  await screen.getByTestId('rca-actions-filter-mine').click();
  await vi.waitFor(() => expect(listed.at(-1)?.get('mine')).toBe('true'));
}

describe('ActionListPage keeps its filters', () => {
  beforeEach(() => {
    sessionStorage.clear();
    listed = [];
    saveSession({
      token: 'token-1',
      user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '2', id_elemento: 12 },
      units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
    });
    vi.spyOn(window, 'fetch').mockImplementation((input) => Promise.resolve(answer(input)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    sessionStorage.clear();
  });

  it('opens again on the filters chosen before leaving', async () => {
    const first = await renderPage();
    await chooseInProgressAndMine(first);
    await first.unmount();
    listed = [];
    const again = await renderPage();
    await expect.element(again.getByTestId('rca-actions-filter-status')).toHaveTextContent('In progress');
    expect(again.getByTestId('rca-actions-filter-mine').element()).toBeChecked();
    await vi.waitFor(() => expect(Object.fromEntries(listed[0]!)).toEqual({ status: 'in-progress', mine: 'true', page: '1', perPage: '25' }));
  });

  it('opens on no filter when the kept value is not one it knows', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ status: 'lost', timeStatus: '', mine: 'yes', q: 3 }));
    const screen = await renderPage();
    await expect.element(screen.getByTestId('rca-action-4')).toBeVisible();
    expect(Object.fromEntries(listed[0]!)).toEqual({ page: '1', perPage: '25' });
    expect(screen.getByTestId('rca-actions-filter-mine').element()).not.toBeChecked();
  });

  it("keeps them in an app tab's store, not in the browser tab's session", async () => {
    const store = memorySessionStore(new Map());
    const screen = await renderPage((page) => <SessionStateStoreContext.Provider value={store}>{page}</SessionStateStoreContext.Provider>);
    await chooseInProgressAndMine(screen);
    expect(store.snapshot()[KEY]).toEqual({ status: 'in-progress', timeStatus: '', mine: true, q: '' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
