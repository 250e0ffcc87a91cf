import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession, saveSession } from '../../auth/session-store.js';
import { catalogues } from '../../i18n/catalogues.js';
import { i18nextOptions } from '../../i18n/i18next-options.js';
import { SessionStateStoreContext } from '../analysis/useSessionState.js';
import { memorySessionStore } from '../dashboards/types/app/memory-session-store.js';
import StoppingChartPage from './StoppingChartPage.js';

const KEY = 'plataforma.stopping-chart.12';
let paretoAsked: URLSearchParams[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function answer(input: RequestInfo | URL): Response {
  const url = new URL(String(input), window.location.origin);
  if (url.pathname.endsWith('EM/queries/pareto')) {
    paretoAsked.push(url.searchParams);
    return json({ data: { rows: [], totalMs: 0, totalCount: 0 } });
  }
  return json({ data: {} });
}

const frames = [{ id: 3, id_frame: 3, code: 'PRESS', description: 'Press line' }];
const dataProvider = {
  getList: (resource: string) => Promise.resolve(resource.endsWith('frames') ? { data: frames, total: 1 } : { data: [], total: 0 }),
} as unknown as DataProvider;

async function renderPage(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const i18nProvider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await i18nProvider.changeLocale('en-US');
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <div style={{ width: 1200 }}>{wrap(<StoppingChartPage />)}</div>
    </AdminContext>,
  );
}

async function chooseByGroup(screen: Awaited<ReturnType<typeof renderPage>>) {
  await screen.getByTestId('by-group').click();
  await vi.waitFor(() => expect(paretoAsked.at(-1)?.get('by')).toBe('group'));
}

describe('StoppingChartPage keeps its frame, period and grouping', () => {
  beforeEach(() => {
    sessionStorage.clear();
    paretoAsked = [];
    saveSession({
      token: 'token-1',
      user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '1', id_elemento: 12 },
      units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
    });
    vi.spyOn(window, 'fetch').mockImplementation((input) => Promise.resolve(answer(input)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    sessionStorage.clear();
  });

  it('opens again on the frame, period and grouping chosen before leaving', async () => {
    const first = await renderPage();
    await chooseByGroup(first);
    const asked = Object.fromEntries(paretoAsked.at(-1)!);
    await first.unmount();
    paretoAsked = [];
    const again = await renderPage();
    await expect.element(again.getByTestId('by-group')).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(paretoAsked.map((query) => Object.fromEntries(query))).toEqual([asked]));
  });

  it('opens on its defaults when the kept value is not one it knows', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ idFrame: 'PRESS', range: { from: 1 }, by: 'shift', target: null }));
    const screen = await renderPage();
    await expect.element(screen.getByTestId('by-motive')).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(paretoAsked[0]?.get('by')).toBe('motive'));
  });

  it("keeps them in an app tab's store, not in the browser tab's session", async () => {
    const store = memorySessionStore(new Map());
    const screen = await renderPage((page) => <SessionStateStoreContext.Provider value={store}>{page}</SessionStateStoreContext.Provider>);
    await chooseByGroup(screen);
    expect(store.snapshot()[KEY]).toMatchObject({ idFrame: null, by: 'group', target: null });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
