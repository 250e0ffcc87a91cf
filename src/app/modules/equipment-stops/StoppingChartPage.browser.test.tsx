import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../test-support/render-in-admin.js';
import { signInEachTest } from '../../test-support/signed-in-session.js';
import { SessionStateStoreContext } from '../analysis/useSessionState.js';
import { memorySessionStore } from '../dashboards/types/app/memory-session-store.js';
import StoppingChartPage from './StoppingChartPage.js';

const KEY = 'plataforma.stopping-chart.12';
let paretoAsked: URLSearchParams[] = [];

function answer(url: URL): Response {
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

const renderPage = (wrap: (page: ReactNode) => ReactNode = (page) => page) => renderInAdmin(wrap(<StoppingChartPage />), { dataProvider, width: 1200 });

async function chooseByGroup(screen: Awaited<ReturnType<typeof renderPage>>) {
  await screen.getByTestId('by-group').click();
  await vi.waitFor(() => expect(paretoAsked.at(-1)?.get('by')).toBe('group'));
}

describe('StoppingChartPage keeps its frame, period and grouping', () => {
  signInEachTest();
  beforeEach(() => {
    sessionStorage.clear();
    paretoAsked = [];
    answerFetch(answer);
  });
  afterEach(() => sessionStorage.clear());

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
