import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, rows, signIn } from './helpers.js';

const list = '/settings/tags';
const run = Date.now().toString(36).toUpperCase();
const inputCode = `E2E-IN-${run}`;
const calcCode = `E2E-CALC-${run}`;

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createTag(page: Page, code: string): Promise<void> {
  await page.goto(`${list}/create`);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
}

test.describe.configure({ mode: 'serial' });

test('an administrator creates a tag, then a calculation tag whose formula must pass Validate', async ({ page, request }) => {
  const admin = await adminApi(request);
  await signIn(page, demo.admin, list);

  await test.step('create a plain tag in its sections', async () => {
    await createTag(page, inputCode);
    await expect(page.getByRole('region', { name: 'Identity' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Consolidation' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('Feed flow');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
    await expect(rows(page).filter({ hasText: inputCode })).toHaveCount(1);
  });

  await test.step('feed it a value, so a calculation may use it', async () => {
    const written = await admin.call('post', 'MES/actions/writeValues', { values: [{ tag: inputCode, ts: '2026-01-05T08:00:00Z', value: 12.5 }] });
    expect(written.stored).toBe(1);
  });

  const bad = `2 * T:"${inputCode}" / 0`;
  const good = `2 * T:"${inputCode}"`;
  await test.step('a changed formula cannot be saved before it is validated', async () => {
    await createTag(page, calcCode);
    await choose(page, 'Data input', 'Calculation');
    await choose(page, 'Aggregation', 'Calculation');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Valid from').fill('2026-01-01');
    await page.getByRole('textbox', { name: 'Formula' }).fill(bad);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Validate this calculation before saving.')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
  });

  await test.step('Validate shows the first error, translated, at its 1-based character', async () => {
    await page.getByTestId('validate-formula-0').click();
    await expect(page.getByTestId('formula-result-0')).toHaveText(`Division by zero at character ${bad.indexOf('/') + 1}.`);
  });

  await test.step('fixed and validated, it saves', async () => {
    await page.getByRole('textbox', { name: 'Formula' }).fill(good);
    await page.getByTestId('validate-formula-0').click();
    await expect(page.getByTestId('formula-result-0')).toHaveText('The calculation is valid.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
    await expect(rows(page).filter({ hasText: calcCode })).toHaveCount(1);
    const [stored] = await admin.call('get', `MES/entities/MESTAG?filter=${encodeURIComponent(JSON.stringify({ code: calcCode }))}`);
    expect(stored).toMatchObject({ data_input: 'calculation', aggregation: 'CALC', calculations: [{ valid_from: '2026-01-01', formula: good }] });
  });
});

test('Import CSV refuses a file with a repeated code, naming its line, and imports a good one', async ({ page }) => {
  await signIn(page, demo.admin, list);
  const picker = page.getByTestId('tag-import-file');
  await picker.setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(`code;description\nIMP-A-${run};A\nIMP-A-${run};again\n`) });
  await expect(page.getByTestId('tag-import-errors')).toContainText(`Line 3 · The code IMP-A-${run} is repeated in the file or already exists.`);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(rows(page).filter({ hasText: `IMP-A-${run}` })).toHaveCount(0);

  await picker.setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(`code;description\nIMP-A-${run};A\nIMP-B-${run};B\n`) });
  await expect(page.getByText('2 tags imported')).toBeVisible();
  await expect(rows(page).filter({ hasText: `IMP-A-${run}` })).toHaveCount(1);
});
