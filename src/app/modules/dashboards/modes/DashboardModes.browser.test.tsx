import { AdminContext, memoryStore, testDataProvider, useSidebarState } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import DashboardPage from '../DashboardPage.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const tabs = [
  { id: 1, id_tab: 1, id_visao: 4, description: 'Produção', tab_order: 0, cycle_time: 1 },
  { id: 2, id_tab: 2, id_visao: 4, description: 'Qualidade', tab_order: 1, cycle_time: 0 },
];

const dataProvider = (dashboard: object) =>
  testDataProvider({
    getList: ((resource: string) => Promise.resolve(resource === 'dashboard-tabs' ? { data: tabs, total: tabs.length } : { data: [], total: 0 })) as never,
    getOne: (() => Promise.resolve({ data: { id: 4, id_visao: 4, ...dashboard } })) as never,
  });

function Address() {
  const { search } = useLocation();
  const [menuOpen] = useSidebarState();
  return (
    <output data-testid="address" data-menu-open={String(menuOpen)}>
      {search}
    </output>
  );
}

async function renderPage(search: string, dashboard: object = { cycle_time: 0, refresh_delay: 60 }) {
  return render(
    <MemoryRouter initialEntries={[`/dashboard/4${search}`]}>
      <AdminContext dataProvider={dataProvider(dashboard)} i18nProvider={await i18nProviderIn('pt-BR')} store={memoryStore({ 'sidebar.open': true })}>
        <Routes>
          <Route
            path="/dashboard/:id"
            element={
              <>
                <DashboardPage />
                <Address />
              </>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const selectedTab = (screen: Awaited<ReturnType<typeof renderPage>>) => screen.getByRole('tab', { selected: true });

describe('the dashboard page modes in a real browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('switches between the normal page, theater and fullscreen through the toolbar and the address', async () => {
    const fullscreen = vi.spyOn(Element.prototype, 'requestFullscreen').mockResolvedValue(undefined);
    const screen = await renderPage('');
    const page = screen.getByTestId('dashboard-page');
    await expect.element(selectedTab(screen)).toHaveTextContent('Produção');
    await expect.element(page).toHaveAttribute('data-mode', 'normal');
    await expect.element(screen.getByTestId('address')).toHaveAttribute('data-menu-open', 'true');

    await screen.getByRole('button', { name: 'Teatro' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('?mode=theater');
    await expect.element(screen.getByRole('button', { name: 'Teatro' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page).toHaveAttribute('data-mode', 'theater');
    // Theater collapses the side menu, and gives it back open when it ends.
    await expect.element(screen.getByTestId('address')).toHaveAttribute('data-menu-open', 'false');

    await screen.getByRole('button', { name: 'Tela cheia' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('?mode=fullscreen');
    await expect.element(screen.getByTestId('address')).toHaveAttribute('data-menu-open', 'true');
    expect(fullscreen.mock.contexts).toEqual([page.element()]);
    // The dashboard area covers the window, its title written inside since the app bar is beneath.
    const box = page.element().getBoundingClientRect();
    expect([box.left, box.top, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    await expect.element(screen.getByRole('heading', { name: 'Painel #4' })).toBeVisible();

    await screen.getByRole('button', { name: 'Tela cheia' }).click();
    await expect.element(page).toHaveAttribute('data-mode', 'normal');
    expect(screen.getByTestId('address').element().textContent).toBe('');
  });

  it('cycles the tabs on a TV, stays on a tab whose time is 0, and leaves TV on Escape', async () => {
    const screen = await renderPage('?mode=tv');
    await expect.element(selectedTab(screen)).toHaveTextContent('Produção');
    expect(screen.getByRole('group', { name: 'Modo de exibição' }).query()).toBeNull();
    // The first tab's own 1 s, then the second tab stays (its time and the dashboard's are 0).
    await expect.element(selectedTab(screen), { timeout: 3_000 }).toHaveTextContent('Qualidade');
    await new Promise((done) => setTimeout(done, 1_500));
    await expect.element(selectedTab(screen)).toHaveTextContent('Qualidade');

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByTestId('dashboard-page')).toHaveAttribute('data-mode', 'normal');
    await expect.element(screen.getByRole('group', { name: 'Modo de exibição' })).toBeVisible();
  });

  it('asks the browser fullscreen for the whole page on TV, and after the corner button leaves TV the tabs stay', async () => {
    const fullscreen = vi.spyOn(Element.prototype, 'requestFullscreen').mockResolvedValue(undefined);
    const screen = await renderPage('', { cycle_time: 1, refresh_delay: 60 });
    await screen.getByRole('button', { name: 'TV' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('?mode=tv');
    expect(fullscreen.mock.contexts).toEqual([document.documentElement]);
    // Both tabs cycle each second on the TV: the one on screen when TV ends stays.
    await expect.element(selectedTab(screen), { timeout: 3_000 }).toHaveTextContent('Qualidade');
    await screen.getByTestId('tv-exit').click();
    await expect.element(screen.getByTestId('dashboard-page')).toHaveAttribute('data-mode', 'normal');
    const shown = selectedTab(screen).element().textContent;
    await new Promise((done) => setTimeout(done, 2_500));
    expect(selectedTab(screen).element().textContent).toBe(shown);
  });
});
