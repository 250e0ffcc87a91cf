import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { IframeComponentPage } from './IframeComponentPage.js';

const token = `ptk_${'b'.repeat(43)}`;
const place = (w: number) => ['lg', 'md', 'sm', 'xs'].map((breakpoint) => ({ breakpoint, x: 0, y: 0, w: Math.min(w, 4), h: 4 }));

const definition = {
  kind: 'tv',
  id_elemento: 12,
  id_widget: null,
  view: { id_visao: 4, vis_descricao: 'Production overview', cycle_time: 30, refresh_delay: 60, background_color: '#102030', font_color: '#ffffff' },
  period: { id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '06:00', per_s_tp: 3, shifts: [] },
  tabs: [
    { id_tab: 1, id_visao: 4, description: 'Production', tab_order: 0, cycle_time: 1 },
    { id_tab: 2, id_visao: 4, description: 'Quality', tab_order: 1, cycle_time: 0 },
  ],
  widgets: [
    { id_widget: 21, id_tab: 1, title: 'Output today', component: 'performanceCard', options: { id_frame: 3, period: 'today' }, layout: place(4) },
    { id_widget: 22, id_tab: 2, title: 'Scrap rate', component: 'empty', options: {}, layout: place(4) },
  ],
};
const cardData = {
  factors: { availability: 0.9, performance: 0.95, quality: 0.99, oee: 0.8465 },
  titles: { title: null, availability: null, performance: null, quality: null },
  hasSetting: true,
  from: '2026-01-01T09:00:00.000Z',
  to: '2026-01-02T09:00:00.000Z',
};

let embedAnswer: () => Response;
let heartbeatAnswer: () => Response;
let requests: { path: string; authorization: string | null }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const path = new URL(String(input), window.location.origin).pathname.replace(/^.*\/(GDV\/)/, '$1');
  requests.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
  if (path === 'GDV/queries/embed') return embedAnswer();
  if (path === 'GDV/actions/tv-heartbeat') return heartbeatAnswer();
  if (path === 'GDV/queries/tab-data') {
    const { id_tab } = JSON.parse(String(init?.body)) as { id_tab: number };
    const data = id_tab === 1 ? [{ id_widget: 21, component: 'performanceCard', data: cardData }] : [];
    return json({ data, generated_at: new Date().toISOString() });
  }
  return json({ data: { left: true } });
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/iframe/component" element={<IframeComponentPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a dashboard link opened without a session, in a real browser', () => {
  beforeEach(async () => {
    await page.viewport(1200, 800);
    requests = [];
    embedAnswer = () => json({ data: definition });
    heartbeatAnswer = () => json({ data: { online: 1, limit: 0 } });
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => Promise.resolve(answer(input, init)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows a TV link in the asked language with its widgets drawn over the token, and cycles to the next tab', async () => {
    const screen = await renderAt(`/iframe/component?lang=pt-BR#token=${token}`);
    await expect.element(screen.getByRole('heading', { name: 'Production overview' })).toBeVisible();
    await expect.element(screen.getByTestId('embed-page')).toHaveAttribute('data-kind', 'tv');
    await expect.element(screen.getByText('Output today')).toBeVisible();
    // The performance card, drawn with react-admin's translations and the pt-BR number format.
    await expect.element(screen.getByTestId('performance-card')).toHaveTextContent('84,7 %');
    await expect.element(screen.getByTestId('performance-card')).toHaveTextContent('Hoje');
    expect(requests.filter((request) => request.path !== 'GDV/actions/tv-leave').every((request) => request.authorization === `Bearer ${token}`)).toBe(true);
    expect(requests.map((request) => request.path)).toContain('GDV/actions/tv-heartbeat');
    // The first tab's own 1 s, then the second.
    await expect.element(screen.getByRole('tab', { name: 'Quality' }), { timeout: 5_000 }).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByText('Scrap rate')).toBeVisible();
  });

  it('shows the TV limit, full screen, when the screen is refused a place', async () => {
    heartbeatAnswer = () => json({ error: { code: 'TV_LIMIT', message: 'dashboards.errors.tvLimit', details: { limit: 2 } } }, 409);
    const screen = await renderAt(`/iframe/component?lang=en-US#token=${token}`);
    await expect
      .element(screen.getByTestId('embed-message'))
      .toHaveTextContent('TV mode limit reached: 2 screens of this client already show a dashboard in TV mode.');
    await expect.element(screen.getByText('Output today')).not.toBeInTheDocument();
  });

  it('says a revoked or expired link has ended', async () => {
    embedAnswer = () => json({ error: { code: 'UNAUTHORIZED', message: 'global.error.messages.unauthorized' } }, 401);
    const screen = await renderAt(`/iframe/component?lang=es-ES&token=${token}`);
    await expect.element(screen.getByTestId('embed-message')).toHaveTextContent('Este enlace ha caducado o fue revocado.');
  });

  it('shows a widget export alone, with no tabs and no heartbeat', async () => {
    embedAnswer = () => json({ data: { ...definition, kind: 'iframe', id_widget: 21, tabs: [definition.tabs[0]], widgets: [definition.widgets[0]] } });
    const screen = await renderAt(`/iframe/component?lang=en-US#token=${token}`);
    await expect.element(screen.getByTestId('performance-card')).toBeVisible();
    await expect.element(screen.getByRole('tab')).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('GDV/actions/tv-heartbeat');
  });
});
