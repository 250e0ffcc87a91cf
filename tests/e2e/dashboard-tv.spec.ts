import { expect, test } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

test.use({ locale: 'pt-BR' });

interface Tab {
  id_tab: number;
  id_visao: number;
  description: string;
  tab_order: number;
  cycle_time: number;
}

test('the demo "Production overview" in TV mode, in pt-BR and the dark theme: no side menu, five kinds of widget with their data, the first tab gives way to the second after its cycle time', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const views = (await admin.call('get', 'GDV/entities/VISAO')) as { id_visao: number; vis_descricao: string | null }[];
  const overview = views.find((view) => view.vis_descricao === 'Production overview')!.id_visao;
  const tabs = ((await admin.call('get', 'GDV/entities/VISAO_ABA')) as Tab[])
    .filter((tab) => tab.id_visao === overview)
    .sort((a, b) => a.tab_order - b.tab_order);
  expect(tabs.map((tab) => tab.description)).toEqual(['Production', 'Quality']);
  const [production] = tabs;
  await admin.call('put', `GDV/entities/VISAO_ABA/${production!.id_tab}`, {
    id_visao: overview,
    description: production!.description,
    tab_order: production!.tab_order,
    cycle_time: 8,
  });

  await signIn(page, demo.admin, `/dashboard/${overview}`);
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
  await page.getByRole('button', { name: 'TV', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${overview}\\?mode=tv$`));

  await expect(page.getByTestId('kiosk-layout')).toBeVisible();
  await expect(page.getByTestId('app-menu')).toHaveCount(0);
  await expect(page.locator('.RaAppBar-toolbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Production overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair do modo TV (Esc)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  // Chart, performance card, pareto, gantt and tag status, each drawn from the tab's one batched request.
  await expect(page.locator('[data-widget-state="ready"]')).toHaveCount(5);
  for (const kind of ['tag-chart', 'performance-card']) await expect(page.getByTestId(kind)).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: '.tmp/dashboard-tv-first.png' });

  // The first tab's own 8 s, then the second.
  await expect(page.getByRole('tab', { name: 'Quality' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'false');

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${overview}$`));
});
