import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { chooseLanguage, demo, rows, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const codeA = `DE_A_${run}`;
const codeB = `DE_B_${run}`;
const groupName = `Collect ${run}`;
const ruleMessage = `Level ${run} must stay under 500`;

type Admin = Awaited<ReturnType<typeof adminApi>>;
/** The spec's own API context: the tests check what was stored, and a beforeAll fixture cannot be reused in them. */
let requests: APIRequestContext;
let admin: Admin;
let tagA: number;
let tagB: number;
let groupId: number;

/** The raw values of one tag over [from, to) as the API stores them. */
async function storedValues(tag: number, from: string, to: string) {
  const query = new URLSearchParams({ tags: String(tag), from, to, level: 'raw', points: '1000' });
  const [series] = (await admin.call('get', `MES/queries/series?${query}`)) as { points: { t: string; v: number | null }[] }[];
  return series!.points.filter((point) => point.v !== null);
}

function collectInput(page: Page, code: string) {
  return page.getByRole('textbox', { name: `Value of ${code}` });
}

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  requests = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  admin = await adminApi(requests);
  const users = (await admin.call('get', 'CAC/entities/USUARIO')) as { id_usuario: number; usu_login: string }[];
  const adminId = users.find((user) => user.usu_login === demo.admin.username)!.id_usuario;
  const tag = (code: string, data_input: string, description: string) =>
    admin.call('post', 'MES/entities/MESTAG', {
      code,
      description,
      data_input,
      tag_type: 'higher_better',
      aggregation: 'AVERAGE',
      active: true,
      decimals: 1,
      filter_low: 0,
      filter_high: 1000,
    });
  tagA = (await tag(codeA, 'manual', 'Tank level')).id_tag;
  tagB = (await tag(codeB, 'laboratory', 'Lab density')).id_tag;
  await admin.call('post', 'MES/entities/COLLECTTAG', { id_tag: tagA, frequency: 'hour', position: 0, required: true });
  await admin.call('post', 'MES/entities/COLLECTTAG', { id_tag: tagB, frequency: 'hour', position: 1, required: false });
  groupId = (
    await admin.call('post', 'MES/entities/TAGGROUP', {
      description: groupName,
      group_type: 'manual_collection',
      active: true,
      users: [adminId],
      tags: [tagB, tagA],
      rules: [{ kind: 'validation', expression: `T:${codeA} < 500`, target_tag: null, message: ruleMessage }],
    })
  ).id_tag_group;
});

test.afterAll(async () => {
  await requests.dispose();
});

test('a collection group: rules refuse bad values and keep them, good values are saved and listed', async ({ page }) => {
  await signIn(page, demo.admin, '/data-entry/manual-collector');
  await expect(page.locator('#react-admin-title')).toHaveText('Manual collector');
  await page.getByRole('combobox', { name: 'Collection group' }).click();
  await page.getByRole('option', { name: groupName }).click();

  // Ordered by collect-tags position; the required tag is marked.
  await expect(page.getByTestId('collect-table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('collect-table').locator('tbody tr').first()).toContainText(`${codeA} *`);
  await expect(page.getByTestId(`collect-row-${codeB}`)).toContainText('Lab density');

  await test.step('a required value must be filled in', async () => {
    await collectInput(page, codeB).fill('7,5');
    await page.getByTestId('collect-save').click();
    await expect(page.getByTestId(`collect-row-${codeA}`)).toContainText('Required');
  });

  await test.step('a group rule that fails shows its message and keeps every value', async () => {
    await collectInput(page, codeA).fill('600');
    await page.getByTestId('collect-save').click();
    await expect(page.getByTestId('collect-alert')).toContainText(`A rule of the group does not hold: ${ruleMessage} (T:${codeA} < 500)`);
    await expect(collectInput(page, codeA)).toHaveValue('600');
    await expect(collectInput(page, codeB)).toHaveValue('7,5');
    expect(await storedValues(tagA, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z')).toEqual([]);
  });

  await test.step('values that hold are saved and shown as the last values', async () => {
    await collectInput(page, codeA).fill('12.5');
    await page.getByTestId('collect-save').click();
    await expect(page.getByText('2 values saved.')).toBeVisible();
    await expect(page.getByTestId('collect-alert')).toBeHidden();
    await expect(collectInput(page, codeA)).toHaveValue('');
    await expect(page.getByTestId(`collect-row-${codeA}`).getByTestId('collect-last')).toContainText('12.5');
    await expect(page.getByTestId(`collect-row-${codeB}`).getByTestId('collect-last')).toContainText('7.5');
    const [stored] = await storedValues(tagA, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z');
    // Stored at the start of the current hour, the slot chosen by default.
    expect(stored!.v).toBe(12.5);
    expect(new Date(stored!.t).getUTCMinutes()).toBe(0);
  });
});

/** The demo plant's clock: America/Sao_Paulo, UTC−3 all year (no daylight saving since 2019). */
const plantWall = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 16);

test('manual input saves a value on the plant clock, lists it, and explains a value refused by the filter', async ({ page }) => {
  await signIn(page, demo.admin, '/data-entry/manual-input');
  await expect(page.locator('#react-admin-title')).toHaveText('Manual input');
  await expect(page.getByTestId('input-time-zone')).toHaveText('Times in America/Sao_Paulo (GMT-03:00)');
  await page.getByTestId('input-tag').fill(codeB);
  await page.getByRole('option', { name: `${codeB} - Lab density` }).click();
  await expect(page.getByTestId('filter-limits')).toHaveText('Filter limits: 0 to 1,000. Values outside them are not stored.');
  // Two hours ago, typed as the plant reads its clock; the API gets the UTC instant.
  const when = new Date(Date.now() - 2 * 3_600_000);
  when.setUTCSeconds(0, 0);
  await page.getByTestId('input-time').fill(plantWall(when.getTime()));
  await page.getByTestId('input-value').fill('42,5');
  await page.getByTestId('input-save').click();
  await expect(page.getByText('Value saved.')).toBeVisible();
  await expect(page.getByTestId('recent-values')).toContainText('42.5');
  // The table shows the plant's wall clock, not UTC.
  await expect(page.getByTestId('recent-values').locator('tbody tr').filter({ hasText: '42.5' })).toContainText(`${plantWall(when.getTime()).slice(11)}:00`);
  const minuteLater = new Date(when.getTime() + 60_000).toISOString();
  expect((await storedValues(tagB, when.toISOString(), minuteLater)).map((point) => point.v)).toEqual([42.5]);

  await page.getByTestId('input-value').fill('2000');
  await page.getByTestId('input-save').click();
  await expect(page.getByTestId('input-refused')).toHaveText(`${codeB}: the value 2000 was not stored, it is above the upper filter limit 1000.`);
  await expect(page.getByTestId('input-value')).toHaveValue('2000');

  await test.step('another value at the same time shows the stored one and replaces it only when confirmed', async () => {
    await page.getByTestId('input-value').fill('43');
    await page.getByTestId('input-save').click();
    const dialog = page.getByTestId('overwrite-dialog');
    await expect(dialog).toContainText('Replace the stored value?');
    await expect(dialog).toContainText('America/Sao_Paulo (GMT-03:00)');
    await expect(dialog.getByTestId('overwrite-stored')).toHaveText('42.5');
    await expect(dialog.getByTestId('overwrite-new')).toHaveText('43');
    await dialog.getByTestId('overwrite-cancel').click();
    await expect(dialog).toBeHidden();
    expect((await storedValues(tagB, when.toISOString(), minuteLater)).map((point) => point.v)).toEqual([42.5]);
    await expect(page.getByTestId('input-value')).toHaveValue('43');

    await page.getByTestId('input-save').click();
    await page.getByTestId('overwrite-confirm').click();
    await expect(page.getByText('Value saved.')).toBeVisible();
    expect((await storedValues(tagB, when.toISOString(), minuteLater)).map((point) => point.v)).toEqual([43]);
    const log = (await admin.call('get', `LOG/entities/DATA?${new URLSearchParams({ filter: JSON.stringify({ q: codeB }) })}`)) as { log_texto: string }[];
    expect(log.map((entry) => entry.log_texto)).toContain(`${codeB} ${when.toISOString().replace('.000Z', 'Z')}: 42.5 → 43`);
  });
});

test('a CSV with a bad row is rejected row by row and nothing is stored', async ({ page }) => {
  await signIn(page, demo.admin, '/data-entry/import-csv');
  await expect(page.locator('#react-admin-title')).toHaveText('Import CSV');
  const sample = await page.getByTestId('import-sample').getAttribute('href');
  expect(decodeURIComponent(sample!.split(',').slice(1).join(','))).toMatch(/^tag,timestamp,value\n/);

  const badFile = csvFile('bad.csv', [
    'tag,timestamp,value',
    `${codeA},2025-01-01T01:00:00,10`,
    `${codeA},2025-01-01T02:00:00,11`,
    `${codeA},2025-01-01T03:00:00,abc`,
  ]);
  await page.getByTestId('import-file').setInputFiles(badFile);
  await expect(page.getByTestId('import-rejected')).toContainText('The file was rejected and nothing was stored. Correct this row');
  await expect(page.getByTestId('import-errors').locator('tbody tr')).toHaveText(['4Must be a number']);
  await expect(page.getByTestId('import-start')).toBeHidden();
  expect(await storedValues(tagA, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z')).toEqual([]);

  await test.step('the page speaks Portuguese too', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.locator('#react-admin-title')).toHaveText('Importar CSV');
    // react-admin renders the page anew in the new language: choose the file again.
    await page.getByTestId('import-file').setInputFiles(badFile);
    await expect(page.getByTestId('import-rejected')).toContainText('O arquivo foi rejeitado e nada foi gravado.');
    await expect(page.getByTestId('import-errors').locator('tbody tr')).toHaveText(['4Deve ser um número']);
    await chooseLanguage(page, 'Português', 'English');
  });
});

test('a good CSV is previewed, then imported with the count stored', async ({ page }) => {
  await signIn(page, demo.admin, '/data-entry/import-csv');
  await page
    .getByTestId('import-file')
    .setInputFiles(
      csvFile('good.csv', ['tag;timestamp;value', `${codeA};2025-02-01T01:00:00;10.5`, `${codeA};2025-02-01T02:00:00;11`, `${codeB};2025-02-01T03:00:00;1500`]),
    );
  await expect(page.getByTestId('import-preview-summary')).toHaveText('First 3 rows of 3 rows.');
  await expect(page.getByTestId('import-preview').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('import-refusals')).toContainText('1 value of this file is outside its tag filter limits');
  expect(await storedValues(tagA, '2025-02-01T00:00:00Z', '2025-02-02T00:00:00Z')).toEqual([]);

  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-stored')).toHaveText('2 values stored from 3 rows.');
  await expect(page.getByTestId('import-refusals')).toContainText('Rows: 4 (above the upper filter limit)');
  expect((await storedValues(tagA, '2025-02-01T00:00:00Z', '2025-02-02T00:00:00Z')).map((point) => point.v)).toEqual([10.5, 11]);

  await test.step('a file that changes stored values says so and imports only when replacing is ticked', async () => {
    await page
      .getByTestId('import-file')
      .setInputFiles(csvFile('again.csv', ['tag;timestamp;value', `${codeA};2025-02-01T01:00:00;10.75`, `${codeA};2025-02-01T02:00:00;11`]));
    await expect(page.getByTestId('import-overwrites')).toContainText('1 row of this file changes a stored value.');
    await expect(page.getByTestId('import-start')).toBeDisabled();
    await page.getByTestId('import-replace').check();
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-stored')).toHaveText('2 values stored from 2 rows.');
    expect((await storedValues(tagA, '2025-02-01T00:00:00Z', '2025-02-02T00:00:00Z')).map((point) => point.v)).toEqual([10.75, 11]);
  });
});

test('the collection groups settings page shows and creates manual collection groups only', async ({ page }) => {
  await admin.call('post', 'MES/entities/TAGGROUP', { description: `Report ${run}`, group_type: 'report', active: true });
  await signIn(page, demo.admin, '/settings/manual-collector/group-collect');
  await expect(rows(page).filter({ hasText: groupName })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: `Report ${run}` })).toHaveCount(0);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/settings\/manual-collector\/group-collect\/create$/);
  await expect(page.getByLabel('Group type')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Description' }).fill(`Night rounds ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/manual-collector\/group-collect$/);
  await expect(rows(page).filter({ hasText: `Night rounds ${run}` })).toHaveCount(1);
  const groups = (await admin.call('get', `MES/entities/TAGGROUP?filter=${encodeURIComponent(JSON.stringify({ q: `Night rounds ${run}` }))}`)) as {
    group_type: string;
  }[];
  expect(groups.map((group) => group.group_type)).toEqual(['manual_collection']);

  await rows(page).filter({ hasText: groupName }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/manual-collector/group-collect/${groupId}$`));
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(groupName);
  await expect(page.getByRole('textbox', { name: 'Expression' })).toHaveValue(`T:${codeA} < 500`);
  await expect(page.getByLabel('Group type')).toHaveCount(0);
});
