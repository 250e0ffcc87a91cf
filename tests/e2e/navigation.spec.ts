import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

const password = 'Navigator#Plant2026';
const read = { read: true, create: false, update: false, delete: false };

/** The test ids of the entries the side menu shows now (groups, and the children of open groups). */
async function menuIds(page: Page): Promise<string[]> {
  const menu = page.getByTestId('app-menu');
  await expect(menu).toBeVisible();
  const ids = await menu.locator('[data-testid^="menu-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!));
  return ids.filter((id) => !id.startsWith('menu-area-')).sort();
}

test('a regular user sees exactly the permitted menu, per unit, and is sent away from a forbidden URL', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const admin = await adminApi(request);
  const units = (await admin.call('get', 'EST/entities/ELEMENTO')) as { id_elemento: number; ele_descri: string }[];
  const south = units.find((unit) => unit.ele_descri === 'South Line 1')!.id_elemento;
  const profile = async (name: string, menuIds: string[]) =>
    (await admin.call('post', 'CAC/entities/PERFIL', { per_descri: `${name} ${run}`, permissions: menuIds.map((menu_id) => ({ menu_id, ...read })) }))
      .id_perfil as number;
  const northProfile = await profile('Nav north', ['analysis.correlation', 'settings.unit-measurement']);
  const southProfile = await profile('Nav south', ['export.data']);
  const login = `navigator.${run}`;
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [northProfile] });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: south, profiles: [southProfile] });

  await signIn(page, { username: login, password });
  // Landing: no initial page, so the first permitted page; the main menu holds only what is readable.
  await expect(page).toHaveURL(/\/analysis\/correlation$/);
  await expect(page.getByTestId('not-available')).toContainText('Correlation');
  await expect.poll(() => menuIds(page)).toEqual(['menu-analysis', 'menu-analysis.correlation', 'menu-dashboard']);
  await expect(page.getByTestId('menu-analysis.correlation')).toHaveText(/Correlation/);

  // A typed URL the profile does not grant goes to the first permitted path.
  await page.goto('/settings/access-control/user-registration');
  await expect(page).toHaveURL(/\/analysis\/correlation$/);
  await page.goto('/scale');
  await expect(page).toHaveURL(/\/analysis\/correlation$/);
  // A granted settings page opens.
  await page.goto('/settings/unit-measurement');
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);

  // Another unit: another profile, another menu.
  await page.goto('/analysis/correlation');
  await page.locator('.unit-selector [role="combobox"]').click();
  await page.getByTestId(`unit-option-${south}`).click();
  await expect(page).toHaveURL(/\/export\/data$/);
  await expect.poll(() => menuIds(page)).toEqual(['menu-dashboard', 'menu-export', 'menu-export.data']);
  // The unit choice is not persisted (a reload is back at the first unit): go there inside the app.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/analysis/correlation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/export\/data$/);
});

test("the dashboard entry lists the admin's dashboard views, by description or as Dashboard #id", async ({ page, request }) => {
  const admin = await adminApi(request);
  const described = `Board ${Date.now().toString(36)}`;
  const withText = (await admin.call('post', 'GDV/entities/VISAO', { vis_descricao: described })).id_visao as number;
  const bare = (await admin.call('post', 'GDV/entities/VISAO', {})).id_visao as number;

  // The admin lands in the settings area: start from a main page.
  await signIn(page, demo.admin, '/analysis/analysis-process');
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  const group = page.getByTestId('menu-dashboard');
  // A group once the views are loaded: open it.
  await expect(group).toHaveAttribute('aria-expanded', /true|false/);
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(page.getByTestId(`menu-dashboard.${bare}`)).toHaveText(new RegExp(`Dashboard #${bare}`));
  await expect(page.getByTestId(`menu-dashboard.${withText}`)).toHaveText(new RegExp(described));
  await page.getByTestId(`menu-dashboard.${bare}`).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${bare}$`));
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
});

test("the demo operator lands on process analysis, has a plant person's main menu, and no call of a full page load is refused", async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, demo.operator);
  // The initial page of the operator's link to North Line 1 (seed).
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'main');
  for (const group of ['menu-analysis', 'menu-data-entry']) {
    const entry = page.getByTestId(group);
    if ((await entry.getAttribute('aria-expanded')) === 'false') await entry.click();
  }
  await expect(page.getByTestId('menu-analysis.analysis-process')).toBeVisible();
  await expect(page.getByTestId('menu-operational-alerts')).toBeVisible();
  await expect(page.getByTestId('menu-data-entry.logbook')).toBeVisible();

  // Configuration, then back to Main: a main page, not the settings page the operator may also read.
  await page.getByTestId('menu-area-settings').click();
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);
  await page.getByTestId('menu-area-main').click();
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  await page.getByTestId('menu-operational-alerts').click();
  await expect(page).toHaveURL(/\/operational-alerts$/);

  // A full page load, after the app has settled: nothing it asked for was refused.
  refused.length = 0;
  await page.reload();
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/operational-alerts$/);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('a user without main pages who clicks Main sees that the area has none', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const admin = await adminApi(request);
  const profile = (
    await admin.call('post', 'CAC/entities/PERFIL', {
      per_descri: `Settings only ${run}`,
      permissions: [
        { menu_id: 'settings.unit-measurement', ...read },
        { menu_id: 'settings.tags.groups', ...read },
      ],
    })
  ).id_perfil as number;
  const login = `settings.${run}`;
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [profile] });

  await signIn(page, { username: login, password });
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);
  await page.getByTestId('menu-area-main').click();
  await expect(page).toHaveURL(/\/main\/empty$/);
  await expect(page.getByTestId('empty-area')).toHaveText('This area has no pages you may open.');
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'main');
  await page.getByTestId('menu-area-settings').click();
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);

  // The Tags group is in their menu for its tag groups; the tags page itself is not theirs: its address
  // goes to their first page like any address outside their menu.
  await page.goto('/settings/tags');
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);
  const tagsGroup = page.getByTestId('menu-settings.tags');
  if ((await tagsGroup.getAttribute('aria-expanded')) === 'false') await tagsGroup.click();
  await expect(page.getByTestId('menu-settings.tags.groups')).toBeVisible();
  await expect(page.getByTestId('menu-page-settings.tags')).toHaveCount(0);
  // A page of theirs they may read but not use (creating a tag group) shows the standard forbidden page.
  await page.goto('/settings/tags/groups/create');
  await expect(page.getByTestId('forbidden')).toContainText('You do not have permission to open this page.');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.locator('.MuiTablePagination-root')).toHaveCount(0);
  await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);
});

test('the administrator lands on process analysis, and the Tags group lists the tags page', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);

  await page.getByTestId('menu-area-settings').click();
  const group = page.getByTestId('menu-settings.tags');
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(group.locator('xpath=following-sibling::*[1]').locator('[data-testid^="menu-"]')).toHaveText(['Tags', 'Tag groups', 'Goals']);
  await page.getByTestId('menu-page-settings.tags').click();
  await expect(page).toHaveURL(/\/settings\/tags(\?.*)?$/);
  await expect(page.locator('#react-admin-title')).toHaveText('Tags');
  // Only the current page is highlighted: the tags list is not, on the tag groups page below it.
  const bold = '600';
  await expect(page.getByTestId('menu-page-settings.tags')).toHaveCSS('font-weight', bold);
  await page.getByTestId('menu-settings.tags.groups').click();
  await expect(page).toHaveURL(/\/settings\/tags\/groups(\?.*)?$/);
  await expect(page.getByTestId('menu-settings.tags.groups')).toHaveCSS('font-weight', bold);
  await expect(page.getByTestId('menu-page-settings.tags')).not.toHaveCSS('font-weight', bold);
});
