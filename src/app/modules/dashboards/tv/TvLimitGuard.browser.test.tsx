import { Notification, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import DashboardPage from '../DashboardPage.js';

const tabs = [{ id: 1, id_tab: 1, id_visao: 4, description: 'Produção', tab_order: 0, cycle_time: 0 }];

let heartbeats: { screen: string }[] = [];
let leaves = 0;
let refuse = false;

function answer(url: URL, init?: RequestInit): Response {
  const path = url.pathname;
  if (path.endsWith('GDV/actions/tv-heartbeat')) {
    heartbeats.push(JSON.parse(String(init?.body)));
    return refuse
      ? json({ error: { code: 'TV_LIMIT', message: 'dashboards.errors.tvLimit', details: { limit: 3 } } }, 409)
      : json({ data: { online: 1, limit: 3 } });
  }
  if (path.endsWith('GDV/actions/tv-leave')) {
    leaves += 1;
    return json({ data: { left: true } });
  }
  return json({ data: [] });
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function renderTv() {
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: tabs, total: tabs.length })) as never,
    getOne: (() => Promise.resolve({ data: { id: 4, id_visao: 4, cycle_time: 0, refresh_delay: 60 } })) as never,
  });
  return renderInAdmin(
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
    </Routes>,
    { at: '/dashboard/4?mode=tv', locale: 'pt-BR', dataProvider, store: memoryStore(), beside: <Notification /> },
  );
}

describe('a signed dashboard in TV mode and the online TV limit, in a real browser', () => {
  signInEachTest({ user: { usu_tipo: '2' } });
  beforeEach(() => {
    heartbeats = [];
    leaves = 0;
    refuse = false;
    answerFetch(answer);
    vi.spyOn(Element.prototype, 'requestFullscreen').mockResolvedValue(undefined);
  });
  afterEach(() => sessionStorage.clear());

  it('takes a place while in TV mode and frees it on leaving (the corner button)', async () => {
    const screen = await renderTv();
    await expect.element(screen.getByTestId('dashboard-page')).toHaveAttribute('data-mode', 'tv');
    await vi.waitFor(() => expect(heartbeats).toHaveLength(1));
    expect(heartbeats[0]!.screen).toMatch(/^tv-[0-9a-f]{32}$/);
    await screen.getByTestId('tv-exit').click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent(/^$/);
    await vi.waitFor(() => expect(leaves).toBe(1));
  });

  it('refused a place: says "TV mode limit reached" and leaves TV mode', async () => {
    refuse = true;
    const screen = await renderTv();
    await expect.element(screen.getByText(/^Limite do modo TV atingido: 3 telas/)).toBeVisible();
    await expect.element(screen.getByTestId('dashboard-page')).toHaveAttribute('data-mode', 'normal');
    await expect.element(screen.getByTestId('address')).toHaveTextContent(/^$/);
    // Refused, it holds no place: nothing to free.
    expect(leaves).toBe(0);
  });
});
