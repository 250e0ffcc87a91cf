import { expect, test } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { demo, signIn } from './helpers.js';

/** The key of the host the tests open (src/domain/branding/host-key.ts): 127.0.0.1:PORT -> 127-0-0-1. */
const hostKey = '127-0-0-1';
const favicon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnLz4=';

test('an administrator brands this host: the sign-in screen and the tab follow, then it is restored', async ({ page, browser, request }) => {
  const admin = await adminApi(request);
  try {
    await test.step('set a title, a colour and a favicon for this host', async () => {
      await signIn(page, demo.admin, '/settings/operational-structure/branding/create');
      await page.getByRole('textbox', { name: 'Host key' }).fill(hostKey);
      await page.getByRole('textbox', { name: 'Title' }).fill('North Plant Ops');
      await page.getByLabel('Primary colour').fill('#aa3300');
      await page.getByRole('textbox', { name: 'Favicon (URL or data URI)' }).fill(favicon);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/settings\/operational-structure\/branding(\?.*)?$/);
    });

    await test.step('a visitor sees them before signing in', async () => {
      const visitor = await browser.newPage();
      await visitor.goto('/');
      const heading = visitor.getByRole('heading', { name: 'North Plant Ops' });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('color', 'rgb(170, 51, 0)');
      await expect(visitor).toHaveTitle('North Plant Ops');
      await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute('href', favicon);
      await expect(visitor.getByTestId('signin-submit')).toHaveCSS('background-color', 'rgb(170, 51, 0)');
      await visitor.close();
    });
  } finally {
    // The e2e database is shared: remove this host's branding, so every other spec sees the defaults.
    const records = (await admin.call('get', 'EST/entities/BRANDING')) as { id_branding: number; host_key: string }[];
    for (const record of records.filter((r) => r.host_key === hostKey)) {
      expect((await request.delete(api(`EST/entities/BRANDING/${record.id_branding}`), { headers: admin.headers })).status()).toBe(200);
    }
  }

  await test.step('restored: the defaults are back', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Plataforma' })).toBeVisible();
    await expect(visitor).toHaveTitle('Plataforma');
    await visitor.close();
  });
});
