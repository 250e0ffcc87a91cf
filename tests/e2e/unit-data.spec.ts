import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const password = 'Units#E2e-Pass2026';
const initialPage = '/settings/tags/groups';

/** The rows of one cache (tags, spcTags, frames) of the browser database, as the app stored them. */
function cachedRows(page: Page, store: string) {
  return page.evaluate(
    (name) =>
      new Promise<{ plt_codigo: number; id_elemento: number; rows: { code?: string; plt_codigo?: number }[] }[]>((resolve, reject) => {
        const opening = indexedDB.open('plataforma-unit-data');
        // Opening a database the app has not created yet would create an empty one and keep the app
        // from making its stores: refuse that, answer no entries, and let the poll ask again.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => (opening.error?.name === 'AbortError' ? resolve([]) : reject(opening.error));
        opening.onsuccess = () => {
          const read = opening.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
      }),
    store,
  );
}

/** The codes in the tag cache; none while the app has not made its database yet. */
const cachedTagCodes = async (page: Page) => ((await cachedRows(page, 'tags'))[0]?.rows ?? []).map((row) => row.code);

const periodCall = (unit: number) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === api('EST/entities/PERIODO') && request.headers()['id-element'] === String(unit);

test('choosing a unit reloads its period, opens its initial page and keeps only its plant in the caches', async ({ page, request }) => {
  const admin = await adminApi(request);
  const units = (await admin.call('get', 'EST/entities/ELEMENTO')) as { id_elemento: number; plt_codigo: number; ele_descri: string }[];
  const north = units.find((unit) => unit.id_elemento === admin.north)!;
  const south = units.find((unit) => unit.ele_descri === 'South Line 1')!;
  const atSouth = { ...admin.headers, 'id-element': String(south.id_elemento) };

  // Two tags of this run, one per plant, removed at the end: the e2e database is shared.
  const northTag = await admin.call('post', 'MES/entities/MESTAG', { code: `N-${run}`, active: true });
  const southAnswer = await request.post(api('MES/entities/MESTAG'), { headers: atSouth, data: { code: `S-${run}`, active: true } });
  expect(southAnswer.status()).toBe(200);
  const southTag = (await southAnswer.json()).data;

  const southFrame = (
    await (await request.post(api('EM/entities/FRAME'), { headers: atSouth, data: { code: `F-${run}`, description: 'Stops', active: true } })).json()
  ).data;
  // The south tag is one the unit charts in statistical control: SPCTAGS answers the tags of the unit's rule sets.
  const southRuleSet = (
    await (await request.post(api('SPC/entities/RULESET'), { headers: atSouth, data: { name: `Rules ${run}`, rules: [1, 2], tags: [southTag.id_tag] } })).json()
  ).data;

  // A user of both units who reads tag groups, periods and frames, and whose south unit opens the tag groups.
  const login = `units.${run}`;
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  const reads = ['settings.tags.groups', 'settings.operational-structure.shifts-and-times', 'settings.event-manager.frames'];
  const permissions = reads.map((menu_id) => ({ menu_id, read: true, create: false, update: false, delete: false }));
  const profile = (await admin.call('post', 'CAC/entities/PERFIL', { per_descri: `Units ${run}`, permissions })).id_perfil;
  for (const unit of [north, south]) {
    await admin.call('post', 'CAC/entities/ELEMENTO', { id_usuario: user.id_usuario, id_elemento: unit.id_elemento });
    await admin.call('post', 'CAC/entities/PERFIL_USU', { id_usuario: user.id_usuario, id_elemento: unit.id_elemento, id_perfil: profile });
  }
  const links = (await admin.call('get', `CAC/entities/ELEMENTO/${user.id_usuario}`)) as { id_elemento: number; id_usuario_elemento: number }[];
  const southLink = links.find((link) => link.id_elemento === south.id_elemento)!;
  await admin.call('put', `CAC/entities/ELEMENTO/${southLink.id_usuario_elemento}`, { initial_page: initialPage });

  try {
    const northPeriod = page.waitForRequest(periodCall(north.id_elemento));
    await signIn(page, { username: login, password });
    await northPeriod;
    await expect.poll(async () => (await cachedRows(page, 'tags'))[0]?.plt_codigo).toBe(north.plt_codigo);
    const northCache = (await cachedRows(page, 'tags'))[0]!;
    expect(northCache.rows.map((tag) => tag.code)).toContain(`N-${run}`);
    expect(northCache.rows.every((tag) => tag.plt_codigo === north.plt_codigo)).toBe(true);
    // Other spec files may have made north frames (the e2e database is shared): only the plant matters.
    await expect.poll(async () => (await cachedRows(page, 'frames'))[0]?.plt_codigo).toBe(north.plt_codigo);
    const northFrames = (await cachedRows(page, 'frames'))[0]!.rows as { code?: string; element?: { plt_codigo?: number } }[];
    expect(northFrames.map((frame) => frame.code)).not.toContain(`F-${run}`);
    expect(northFrames.every((frame) => frame.element?.plt_codigo === north.plt_codigo)).toBe(true);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.period') ?? 'null')?.id_elemento)).toBe(north.id_elemento);

    const southPeriod = page.waitForRequest(periodCall(south.id_elemento));
    await page.locator('.unit-selector [role="combobox"]').click();
    await expect(page.getByTestId(`unit-option-${north.id_elemento}`).locator('.unit-current')).toBeVisible();
    await expect(page.getByTestId(`unit-option-${south.id_elemento}`)).toHaveText(`${south.plt_codigo} - South Line 1`);
    await page.getByTestId(`unit-option-${south.id_elemento}`).click();
    await southPeriod;
    await expect(page).toHaveURL(new RegExp(`${initialPage}$`));

    await expect.poll(async () => (await cachedRows(page, 'tags'))[0]?.plt_codigo).toBe(south.plt_codigo);
    for (const store of ['tags', 'spcTags']) {
      const [entry, ...others] = await cachedRows(page, store);
      expect(others).toEqual([]);
      expect(entry!.id_elemento).toBe(south.id_elemento);
      expect(entry!.rows.map((tag) => tag.code)).toContain(`S-${run}`);
      expect(entry!.rows.map((tag) => tag.code)).not.toContain(`N-${run}`);
      expect(entry!.rows.every((tag) => tag.plt_codigo === south.plt_codigo)).toBe(true);
    }
    await expect.poll(async () => (await cachedRows(page, 'frames'))[0]?.rows.map((frame) => frame.code)).toEqual([`F-${run}`]);
    expect((await cachedRows(page, 'frames'))[0]!.rows[0]).toMatchObject({ element: { plt_codigo: south.plt_codigo } });
    await expect(page.getByTestId('unit-data-problems')).toHaveCount(0);
  } finally {
    await admin.call('put', `CAC/entities/USUARIO/${user.id_usuario}`, { usu_ativo: 'N' });
    for (const unit of [north, south]) await admin.call('put', 'CAC/queries/ELEMENTO', { id_usuario: user.id_usuario, id_elemento: unit.id_elemento });
    expect((await request.delete(api(`CAC/entities/PERFIL/${profile}`), { headers: admin.headers })).status()).toBe(200);
    expect((await request.delete(api(`SPC/entities/RULESET/${southRuleSet.id_rule_set}`), { headers: atSouth })).status()).toBe(200);
    for (const [tag, headers] of [
      [northTag, admin.headers],
      [southTag, atSouth],
    ] as const) {
      expect((await request.delete(api(`MES/entities/MESTAG/${tag.id_tag}`), { headers })).status()).toBe(200);
    }
    expect((await request.delete(api(`EM/entities/FRAME/${southFrame.id_frame}`), { headers: atSouth })).status()).toBe(200);
  }
});

test('an administrator switching unit reloads the period and lands on process analysis', async ({ page }) => {
  const periods: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === api('EST/entities/PERIODO')) periods.push(request.headers()['id-element'] ?? '');
  });
  await signIn(page, { username: 'admin', password: 'Admin#Plant2026' }, '/settings/tags/groups');
  await expect.poll(() => periods.length).toBeGreaterThan(0);
  const first = await page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.period') ?? 'null'));
  expect(first?.id_elemento).toBe(Number(periods[0]));
  await page.locator('.unit-selector [role="combobox"]').click();
  // A demo unit with its period: other spec files of this worker may add units of their own.
  const other = page.locator('[data-testid^="unit-option-"]:not(:has(.unit-current))').filter({ hasText: 'South Line 1' });
  const otherId = (await other.getAttribute('data-testid'))!.replace('unit-option-', '');
  await other.click();
  await expect.poll(() => periods.at(-1)).toBe(otherId);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.period') ?? 'null')?.id_elemento)).toBe(Number(otherId));
  // No initial page for an administrator: the first page they may read, process analysis.
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
});

test('a tag saved in settings is in the manual input and process analysis pickers without a reload', async ({ page, request }) => {
  test.slow(); // four pages and a form
  const admin = await adminApi(request);
  const code = `NEW-${run}`.toUpperCase();
  await signIn(page, { username: 'admin', password: 'Admin#Plant2026' }, '/data-entry/manual-input');
  // The caches are loaded, and the new tag is not in them yet.
  await expect.poll(async () => (await cachedTagCodes(page)).length).toBeGreaterThan(0);
  await page.getByTestId('input-tag').fill(code);
  await expect(page.getByRole('option', { name: new RegExp(code) })).toHaveCount(0);

  await page.getByTestId('menu-area-settings').click();
  await page.getByTestId('menu-page-settings.tags').click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made in settings');
  // Manual input offers the tags people type in.
  await page.getByRole('combobox', { name: 'Data input' }).click();
  await page.getByRole('option', { name: 'Manual', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/tags(\?.*)?$/);

  try {
    await page.getByTestId('menu-area-main').click();
    await page.getByTestId('menu-data-entry.manual-input').click();
    await page.getByTestId('input-tag').fill(code);
    await expect(page.getByRole('option', { name: `${code} - Made in settings` })).toBeVisible();
    await page.keyboard.press('Escape');

    const analysis = page.getByTestId('menu-analysis');
    if ((await analysis.getAttribute('aria-expanded')) === 'false') await analysis.click();
    await page.getByTestId('menu-analysis.analysis-process').click();
    await page.getByRole('combobox', { name: 'Tags' }).fill(code);
    await expect(page.getByTestId(`tag-option-${code}`)).toBeVisible();
  } finally {
    const [tag] = await admin.call('get', `MES/entities/MESTAG?filter=${encodeURIComponent(JSON.stringify({ code }))}`);
    if (tag) expect((await request.delete(api(`MES/entities/MESTAG/${tag.id_tag}`), { headers: admin.headers })).status()).toBe(200);
  }
});

test('the header refresh reloads the tag cache', async ({ page, request }) => {
  const admin = await adminApi(request);
  const code = `API-${run}`.toUpperCase();
  await signIn(page, { username: 'admin', password: 'Admin#Plant2026' }, '/analysis/analysis-process');
  await expect.poll(async () => (await cachedTagCodes(page)).length).toBeGreaterThan(0);
  // Made elsewhere (another person, another tab): only a reload of the caches brings it.
  const tag = await admin.call('post', 'MES/entities/MESTAG', { code, active: true });
  try {
    await page.getByRole('combobox', { name: 'Tags' }).fill(code);
    await expect(page.getByTestId(`tag-option-${code}`)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => cachedTagCodes(page)).toContain(code);
    await page.getByRole('combobox', { name: 'Tags' }).fill(code);
    await expect(page.getByTestId(`tag-option-${code}`)).toBeVisible();
  } finally {
    expect((await request.delete(api(`MES/entities/MESTAG/${tag.id_tag}`), { headers: admin.headers })).status()).toBe(200);
  }
});
