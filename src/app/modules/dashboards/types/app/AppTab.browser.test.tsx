import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccess } from '../../../../navigation/access-control-store.js';
import type { AccessMap } from '../../../../../domain/navigation/filter-menu.js';
import { answerFetch, json } from '../../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../../test-support/render-in-admin.js';
import { endSignedInTest, signIn } from '../../../../test-support/signed-in-session.js';
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

async function renderTab(mayEdit: boolean, isAdmin = false) {
  signIn({ user: { usu_tipo: isAdmin ? '1' : '2' }, access: permissions });
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: [], total: 0 })) as never,
    update: ((resource: string, params: unknown) => Promise.resolve(update(resource, params) ?? { data: tab })) as never,
  });
  return renderInAdmin(<AppTab tab={tab} mayEdit={mayEdit} now={() => now} />, { at: '/dashboard/2', dataProvider, width: 1000 });
}

describe('an app tab in a real browser', () => {
  beforeEach(() => {
    update.mockReset();
    sessionStorage.clear();
    answerFetch((url) => {
      if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: permissions });
      if (url.pathname.includes('/entities/')) return json([], 200, { 'Content-Range': 'items 0-0/0' });
      return json({ data: [] });
    });
  });
  afterEach(() => {
    clearAccess();
    endSignedInTest();
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
