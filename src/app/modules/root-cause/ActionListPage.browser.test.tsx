import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../test-support/render-in-admin.js';
import { signInEachTest } from '../../test-support/signed-in-session.js';
import { SessionStateStoreContext } from '../analysis/useSessionState.js';
import { memorySessionStore } from '../dashboards/types/app/memory-session-store.js';
import ActionListPage from './ActionListPage.js';
import { actionRowFixture } from './action-list/action-row-fixture.js';

const KEY = 'plataforma.rca-action-list.12';
let listed: URLSearchParams[] = [];

function answer(url: URL): Response {
  if (url.pathname.endsWith('RCA/queries/actions')) {
    listed.push(url.searchParams);
    return json({ data: [actionRowFixture(4)], total: 1 });
  }
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'root-cause.action-list': { read: true } } });
  return json({ data: [] });
}

const renderPage = (wrap: (page: ReactNode) => ReactNode = (page) => page) => renderInAdmin(wrap(<ActionListPage />), { dataProvider: 'app' });

async function chooseInProgressAndMine(screen: Awaited<ReturnType<typeof renderPage>>) {
  await expect.element(screen.getByTestId('rca-action-4')).toBeVisible();
  await screen.getByTestId('rca-actions-filter-status').click();
  await screen.getByTestId('rca-actions-filter-status-in-progress').click();
  await screen.getByTestId('rca-actions-filter-mine').click();
  await vi.waitFor(() => expect(listed.at(-1)?.get('mine')).toBe('true'));
}

describe('ActionListPage keeps its filters', () => {
  signInEachTest({ user: { usu_tipo: '2' } });
  beforeEach(() => {
    sessionStorage.clear();
    listed = [];
    answerFetch(answer);
  });
  afterEach(() => sessionStorage.clear());

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
