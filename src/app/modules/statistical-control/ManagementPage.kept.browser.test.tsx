import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../test-support/render-in-admin.js';
import { signInEachTest } from '../../test-support/signed-in-session.js';
import { SessionStateStoreContext } from '../analysis/useSessionState.js';
import { memorySessionStore } from '../dashboards/types/app/memory-session-store.js';
import ManagementPage from './ManagementPage.js';
import { overviewFixture, violationFixture } from './management/management-fixture.js';
import { cardChartFixture } from './shared/card-chart-fixture.js';

const KEY = 'plataforma.spc-management.12';
const FILTER_KEY = 'plataforma.spc-management.violations-filter.12';
let violationStatuses: (string | null)[] = [];

function answer(url: URL): Response {
  if (url.pathname.endsWith('SPC/queries/overview'))
    return json({ data: { cards: [overviewFixture(1, { code: 'SPC-RING' }), overviewFixture(2, { code: 'SPC-TORQUE' })] } });
  if (url.pathname.endsWith('SPC/queries/cards/1/chart')) return json({ data: cardChartFixture() });
  if (url.pathname.endsWith('SPC/queries/violations')) {
    violationStatuses.push(url.searchParams.get('status'));
    return json({ data: [violationFixture(5, { card_code: 'SPC-RING' })], total: 1 });
  }
  if (url.pathname.includes('SPC/entities/')) return json([], 200, { 'Content-Range': 'items 0-0/0' });
  return json({ data: {} });
}

const renderPage = (wrap: (page: ReactNode) => ReactNode = (page) => page) => renderInAdmin(wrap(<ManagementPage />), { dataProvider: 'app', width: 1200 });

async function chooseRingAndTreated(screen: Awaited<ReturnType<typeof renderPage>>) {
  await screen.getByText('SPC-RING', { exact: true }).click();
  await screen.getByTestId('violations-filter-treated').click();
  await vi.waitFor(() => expect(violationStatuses.at(-1)).toBe('treated'));
}

describe('ManagementPage keeps its period, card and violations filter', () => {
  signInEachTest();
  beforeEach(() => {
    sessionStorage.clear();
    violationStatuses = [];
    answerFetch(answer);
  });
  afterEach(() => sessionStorage.clear());

  it('opens again on the card, period and filter chosen before leaving', async () => {
    const first = await renderPage();
    await chooseRingAndTreated(first);
    const range = (JSON.parse(sessionStorage.getItem(KEY)!) as { range: unknown }).range;
    await first.unmount();
    violationStatuses = [];
    const again = await renderPage();
    await expect.element(again.getByText('Control chart of SPC-RING', { exact: false })).toBeVisible();
    await expect.element(again.getByTestId('violations-filter-treated')).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(violationStatuses).toEqual(['treated']));
    expect((JSON.parse(sessionStorage.getItem(KEY)!) as { range: unknown }).range).toEqual(range);
  });

  it('opens on no card and open violations when the kept values are not ones it knows', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ range: 'last week', selected: 1 }));
    sessionStorage.setItem(FILTER_KEY, JSON.stringify('closed'));
    const screen = await renderPage();
    await expect.element(screen.getByText('Choose a card in the table to see its chart, capability and violations.')).toBeVisible();
    await screen.getByText('SPC-RING', { exact: true }).click();
    await expect.element(screen.getByTestId('violations-filter-open')).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps them in an app tab's store, not in the browser tab's session", async () => {
    const store = memorySessionStore(new Map());
    const screen = await renderPage((page) => <SessionStateStoreContext.Provider value={store}>{page}</SessionStateStoreContext.Provider>);
    await chooseRingAndTreated(screen);
    expect(store.snapshot()[KEY]).toMatchObject({ selected: 1 });
    expect(store.snapshot()[FILTER_KEY]).toBe('treated');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(FILTER_KEY)).toBeNull();
  });
});
