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

test('the demo "Production overview" in TV mode, in pt-BR: no side menu, the first tab gives way to the second after its cycle time', async ({
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
    cycle_time: 4,
  });

  await signIn(page, demo.admin, `/dashboard/${overview}`);
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await page.getByRole('button', { name: 'TV', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${overview}\\?mode=tv$`));

  await expect(page.getByTestId('kiosk-layout')).toBeVisible();
  await expect(page.getByTestId('app-menu')).toHaveCount(0);
  await expect(page.locator('.RaAppBar-toolbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Production overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair do modo TV (Esc)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '.tmp/dashboard-tv-first.png' });

  // The first tab's own 4 s, then the second.
  await expect(page.getByRole('tab', { name: 'Quality' })).toHaveAttribute('aria-selected', 'true', { timeout: 12_000 });
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'false');

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${overview}$`));
});
