import { expect, test } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

interface Tab {
  id_tab: number;
  id_visao: number;
  description: string;
  tab_order: number;
  cycle_time: number;
}

test('an iframe export and a TV link open without a session: the tab with its data, then the whole dashboard cycling its tabs', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminApi(request);
  const views = (await admin.call('get', 'GDV/entities/VISAO')) as { id_visao: number; vis_descricao: string | null }[];
  const overview = views.find((view) => view.vis_descricao === 'Production overview')!.id_visao;
  const [production] = ((await admin.call('get', 'GDV/entities/VISAO_ABA')) as Tab[])
    .filter((tab) => tab.id_visao === overview)
    .sort((a, b) => a.tab_order - b.tab_order);
  await admin.call('put', `GDV/entities/VISAO_ABA/${production!.id_tab}`, {
    id_visao: overview,
    description: production!.description,
    tab_order: production!.tab_order,
    cycle_time: 3,
  });

  let iframeUrl = '';
  await test.step('an editor generates an iframe link for the current tab', async () => {
    await signIn(page, demo.admin, `/dashboard/${overview}`);
    await page.getByTestId('embed-open').click();
    await page.getByTestId('embed-generate').click();
    iframeUrl = await page.getByTestId('embed-url').inputValue();
    expect(iframeUrl).toMatch(/\/iframe\/component#token=ptk_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('embed-link-row').first()).toContainText('Tab “Production”');
  });

  await test.step('a fresh browser, with no session, sees the tab: its widget titles and the OEE card', async () => {
    const fresh = await browser.newContext({ locale: 'en-US' });
    const embedded = await fresh.newPage();
    await embedded.goto(iframeUrl);
    await expect(embedded.getByTestId('embed-frame')).toBeVisible();
    for (const title of ['Line speed', 'Output today', 'Stops this shift']) await expect(embedded.getByText(title, { exact: true })).toBeVisible();
    await expect(embedded.getByTestId('performance-card')).toContainText('%');
    await expect(embedded.getByRole('tab')).toHaveCount(0);
    await fresh.close();
  });

  let tvUrl = '';
  await test.step('an administrator makes a TV link of the dashboard on the token page', async () => {
    await page.goto('/settings/token');
    await page.getByTestId('tv-link-create').click();
    await page.getByRole('combobox', { name: 'Dashboard' }).click();
    await page.getByRole('option', { name: 'Production overview' }).click();
    await page.getByTestId('tv-link-save').click();
    tvUrl = await page.getByTestId('tv-link-url').inputValue();
    await page.getByTestId('tv-link-done').click();
    const row = page.getByTestId('token-row').filter({ hasText: 'TV link' }).first();
    await expect(row).toContainText('Production overview');
  });

  await test.step('a fresh browser opens the TV link: the dashboard as a kiosk, the first tab giving way to the second', async () => {
    const screen = await browser.newContext({ locale: 'en-US' });
    const tv = await screen.newPage();
    await tv.goto(tvUrl);
    await expect(tv.getByRole('heading', { name: 'Production overview' })).toBeVisible();
    await expect(tv.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
    await expect(tv.getByText('Output today', { exact: true })).toBeVisible();
    await expect(tv.getByRole('tab', { name: 'Quality' })).toHaveAttribute('aria-selected', 'true', { timeout: 8_000 });
    await expect(tv.getByText('Scrap rate', { exact: true })).toBeVisible();
    await screen.close();
  });
});
