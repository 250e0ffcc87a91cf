import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, demo, signIn } from './helpers.js';

const userGroups = '/settings/access-control/user-group';
/** react-admin's menu toggle in the header (its accessible name follows its tooltip, which hides it while focused). */
const menuToggle = (page: Page) => page.locator('.RaAppBar-menuButton');
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shell-${name}.png` });

/** The width the side menu takes on screen. */
async function menuWidth(page: Page): Promise<number> {
  await page.waitForTimeout(400); // the width transition
  return (await page.getByTestId('app-menu').boundingBox())!.width;
}

test.describe('shell', () => {
  test('side menu: 240 px open, 80 px collapsed with tooltips, 220 px drawer up to 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, demo.admin, userGroups);
    await expect(page.getByTestId('menu-settings.access-control.user-group')).toBeVisible();
    expect(await menuWidth(page)).toBe(240);
    await expect(page.getByTestId('new-version')).toHaveCount(0); // the running version is the published one
    await screenshot(page, 'light-expanded');

    await expect(menuToggle(page)).toHaveAttribute('aria-label', 'Close menu');
    await menuToggle(page).click();
    expect(await menuWidth(page)).toBe(80);
    await expect(page.getByTestId('menu-settings.access-control.user-group')).toBeVisible();
    await page.getByTestId('menu-settings.access-control.user-group').hover();
    await expect(page.getByRole('tooltip', { name: 'User groups' })).toBeVisible();
    await screenshot(page, 'light-collapsed');
    await menuToggle(page).click();
    expect(await menuWidth(page)).toBe(240);

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.getByTestId('app-menu')).toBeHidden();
    await menuToggle(page).click();
    const drawer = page.locator('.mobile-menu-drawer .MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(400);
    expect((await drawer.boundingBox())!.width).toBe(220);
    await screenshot(page, 'mobile-drawer');
    await page.getByTestId('menu-settings.access-control.user-registration').click();
    await expect(page).toHaveURL(/\/settings\/access-control\/user-registration(\?.*)?$/);
    await expect(drawer).toBeHidden();
  });

  test('groups expand and collapse, the current page is marked', async ({ page }) => {
    await signIn(page, demo.admin, userGroups);
    const group = page.getByTestId('menu-settings.access-control');
    const item = page.getByTestId('menu-settings.access-control.user-group');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toHaveClass(/RaMenuItemLink-active/);
    await group.click();
    await expect(item).toBeHidden();
    await group.click();
    await expect(item).toBeVisible();
  });

  test('the main / configuration toggle remembers the last page of each area', async ({ page }) => {
    await signIn(page, demo.admin, userGroups);
    await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'settings');
    await page.getByTestId('menu-area-main').click();
    await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
    await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'main');
    await page.getByTestId('menu-area-settings').click();
    await expect(page).toHaveURL(new RegExp(`${userGroups}$`));
    await page.getByTestId('menu-settings.access-control.user-registration').click();
    await expect(page).toHaveURL(/\/settings\/access-control\/user-registration(\?.*)?$/);
    // React Router commits a navigation in a transition: wait until the page was shown, as a person would.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('plataforma.menu.lastPage.settings'))).toMatch(/user-registration/);
    await page.getByTestId('menu-area-main').click();
    await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
    await page.reload();
    await page.getByTestId('menu-area-settings').click();
    await expect(page).toHaveURL(/\/settings\/access-control\/user-registration(\?.*)?$/);
  });

  test('theme and language choices persist', async ({ page }) => {
    await signIn(page, demo.admin, userGroups);
    const appBar = page.locator('header.MuiAppBar-root');
    await expect(appBar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect(appBar).toHaveCSS('background-color', 'rgb(28, 31, 36)');
    await screenshot(page, 'dark-expanded');
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.getByTestId('logbook-button')).toHaveAttribute('aria-label', 'Diário de bordo');
    await page.reload();
    await expect(appBar).toHaveCSS('background-color', 'rgb(28, 31, 36)');
    await expect(page.getByTestId('logbook-button')).toHaveAttribute('aria-label', 'Diário de bordo');
    await expect(page.getByTestId('menu-area-settings')).toHaveText('Configurações');
  });

  test('header: logbook drawer with its panel, bell without badge', async ({ page }) => {
    await signIn(page, demo.admin, userGroups);
    await page.getByTestId('alert-bell').hover();
    await expect(page.getByRole('tooltip', { name: 'Alerts' })).toBeVisible();
    await expect(page.getByTestId('alert-bell').locator('.MuiBadge-badge')).toHaveCount(0);
    await page.getByTestId('logbook-button').click();
    await expect(page.getByTestId('logbook-drawer').getByTestId('logbook-panel')).toBeVisible();
    await page.getByRole('button', { name: 'Close the logbook' }).click();
    await expect(page.getByTestId('logbook-drawer')).toBeHidden();
  });

  test('a newer published version offers an update that clears the caches and reloads', async ({ page }) => {
    await page.route('**/meta.json', (route) => route.fulfill({ json: { version: '99.0.0' } }));
    await signIn(page, demo.admin, userGroups);
    const notice = page.getByTestId('new-version');
    await expect(notice).toContainText('A new version (99.0.0) is available.');
    await page.evaluate(async () => {
      await (await caches.open('old-build')).put('/old.js', new Response('old'));
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.getByTestId('new-version-update').click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await expect(notice).toBeVisible(); // still newer after the reload
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });

  test('a list that cannot load shows loadDataError, and try again loads it', async ({ page }) => {
    await signIn(page, demo.admin, '/settings/access-control/user-registration');
    await expect(page.locator('tbody .RaDatagrid-row').first()).toBeVisible();
    await page.route('**/plataforma/CAC/entities/GRUPO_USUARIO**', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL' } } }));
    await page.getByTestId('menu-settings.access-control.user-group').click();
    const notice = page.getByTestId('error-notice');
    await expect(notice).toContainText('The data could not be loaded.');
    await page.unroute('**/plataforma/CAC/entities/GRUPO_USUARIO**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeHidden();
  });

  test('on a 390 px phone the profile button is on screen and offers sign-out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.admin, userGroups);
    const profile = page.locator('header').getByRole('button', { name: 'Profile' });
    await expect(profile).toBeVisible();
    const box = (await profile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Nothing of the header reaches past the screen's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-header');
    await profile.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByTestId('signin-submit')).toBeVisible();
  });

  test('/iframe/component renders without the shell and without a session', async ({ page }) => {
    await page.goto('/iframe/component');
    await expect(page.getByTestId('iframe-empty')).toHaveText('There is no component to show at this address.');
    await expect(page.getByTestId('app-menu')).toHaveCount(0);
    await expect(page.getByTestId('signin-submit')).toHaveCount(0);
    await page.goto('/iframe/component?component=chart');
    await expect(page.getByTestId('iframe-empty')).toHaveText('The component "chart" is not available.');
  });
});
