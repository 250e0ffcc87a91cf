import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, rows, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const motiveGroups = '/settings/event-manager/motives-group';
const serverFailure = { error: { code: 'SERVER_ERROR', message: 'global.error.messages.serverError' } };

/** A regular user at North Line 1 whose one profile reads exactly `menus`. */
async function userReading(request: Parameters<typeof adminApi>[0], name: string, menus: string[]) {
  const admin = await adminApi(request);
  const permissions = menus.map((menu_id) => ({ menu_id, read: true, create: false, update: false, delete: false }));
  const profile = await admin.call('post', 'CAC/entities/PERFIL', { per_descri: `${name} ${run}`, permissions });
  const login = `${name}.${run}`;
  const password = 'Contract#Plant2026';
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [profile.id_perfil] });
  return { username: login, password };
}

/** Once the menu shows its entries (whichever area the landing page is in), the toggle is there or not. */
async function expectToggle(page: Page, shown: boolean) {
  await expect(page.getByTestId('app-menu').getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByTestId('menu-area-toggle')).toHaveCount(shown ? 1 : 0);
}

test('sign-in says the server is down, with the API address, when the health check fails', async ({ page, baseURL }) => {
  await page.route('**/plataforma/miscellaneous/signals/healthcheck', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'fail' }) }),
  );
  await page.goto('/');
  await page.getByTestId('signin-username').fill(demo.admin.username);
  await page.getByTestId('signin-password').fill(demo.admin.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toContainText('The server is not available');
  await expect(page.getByTestId('signin-error')).toContainText(`${baseURL}/plataforma/`);
  await expect(page).toHaveURL(/\/$/);
});

test('the configuration toggle shows for an administrator, or when both menus have entries', async ({ page, request }) => {
  const mainOnly = await userReading(request, 'mainonly', ['analysis.correlation']);
  const both = await userReading(request, 'bothmenus', ['analysis.correlation', 'settings.unit-measurement']);

  await signIn(page, mainOnly);
  await expectToggle(page, false);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, both);
  await expectToggle(page, true);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, demo.admin);
  await expectToggle(page, true);
});

test('a save and an update show their success notices; a 500 shows the message of its method', async ({ page }) => {
  const code = `CT${run}`;
  await signIn(page, demo.admin, motiveGroups);

  await test.step('a create that the server fails shows the save message, and nothing typed is lost', async () => {
    await page.route('**/plataforma/EM/entities/MOTIVEGROUP', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverFailure) })
        : route.fallback(),
    );
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('textbox', { name: 'Description' }).fill('Contract checks');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The record could not be saved.')).toBeVisible();
    await expect(page.getByText('The server is not available')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
    await page.unroute('**/plataforma/EM/entities/MOTIVEGROUP');
  });

  await test.step('the same create, answered, says it was saved', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await expect(rows(page).filter({ hasText: code })).toHaveCount(1);
  });

  await test.step('an edit that the server fails shows the edit message', async () => {
    await rows(page).filter({ hasText: code }).click();
    await expect(page).toHaveURL(/\/motives-group\/\d+$/);
    await page.route('**/plataforma/EM/entities/MOTIVEGROUP/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverFailure) })
        : route.fallback(),
    );
    await page.getByRole('textbox', { name: 'Description' }).fill('Contract checks, edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The record could not be updated.')).toBeVisible();
    await page.unroute('**/plataforma/EM/entities/MOTIVEGROUP/*');
  });

  await test.step('the same edit, answered, says it was updated', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Contract checks, edited' })).toHaveCount(1);
  });
});

test('an error nothing caught is reported to the API with browser, OS, device and the address without its query', async ({ page }) => {
  await page.goto('/login?domain=contract.example');
  const reported = page.waitForRequest((request) => request.url().endsWith('/plataforma/LOG/actions/clientError') && request.method() === 'POST');
  const answered = page.waitForResponse((response) => response.url().endsWith('/plataforma/LOG/actions/clientError'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error(`contract e2e failure`);
    });
  });
  const body = (await reported).postDataJSON();
  expect(body).toMatchObject({
    message: 'contract e2e failure',
    browser: expect.stringMatching(/^Chrome \d+$/),
    os: 'Linux',
    device: expect.stringMatching(/^desktop \d+x\d+$/),
  });
  expect(body.url).toMatch(/\/login$/);
  expect((await answered).status()).toBe(200);
});

test('a saved shortcut brings back its event ids with its tags, and a shortcut saved from it keeps them', async ({ page, request }) => {
  const admin = await adminApi(request);
  const tags = (await admin.call('get', 'MES/entities/MESTAG')) as { id_tag: number; code: string; active: boolean }[];
  const tag = tags.find((candidate) => candidate.active)!;
  const end = Date.now();
  const saved = await admin.call('post', 'ANALYSIS/entities/SHORTCUT', {
    description: `Events ${run}`,
    start: new Date(end - 7 * 24 * 3_600_000).toISOString(),
    end: new Date(end).toISOString(),
    tag_ids: [tag.id_tag],
    event_ids: [101, 102],
  });

  await signIn(page, demo.admin, '/analysis/analysis-process');
  await page.getByTestId('shortcuts').click();
  await expect(page.getByTestId(`saved-shortcut-${saved.id_shortcut}`)).toContainText('1 tag · 2 events');
  await page.getByTestId(`saved-shortcut-${saved.id_shortcut}`).click();
  await expect(page.getByRole('button', { name: tag.code })).toBeVisible();

  await page.getByTestId('shortcuts').click();
  await page.getByTestId('shortcut-save').click();
  await page.getByTestId('shortcut-description').fill(`Copy ${run}`);
  await page.getByTestId('shortcut-save-confirm').click();
  await expect(page.getByText('Shortcut saved.')).toBeVisible();

  const all = (await admin.call('get', 'ANALYSIS/entities/SHORTCUT')) as { description: string; tag_ids: number[]; event_ids: number[] }[];
  expect(all.find((shortcut) => shortcut.description === `Copy ${run}`)).toMatchObject({ tag_ids: [tag.id_tag], event_ids: [101, 102] });
});
