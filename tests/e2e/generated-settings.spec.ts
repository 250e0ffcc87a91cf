import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, demo, rows, signIn } from './helpers.js';

const list = '/settings/unit-measurement';

function codeCells(page: Page) {
  return rows(page).locator('td.column-code');
}

async function openRecord(page: Page, code: string): Promise<void> {
  await rows(page)
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
    .click();
  await expect(page).toHaveURL(/\/settings\/unit-measurement\/\d+$/);
}

test.describe.configure({ mode: 'serial' });

test('an administrator manages a generated settings page from create to delete', async ({ page }) => {
  await signIn(page, demo.admin, list);
  await expect(codeCells(page)).toContainText(['bar', 'degC', 'kg', 'm3', 't']);

  await test.step('create a record', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await page.getByRole('textbox', { name: 'Code' }).fill('lb');
    await page.getByRole('textbox', { name: 'Description' }).fill('Pound');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
    await expect(codeCells(page)).toContainText(['bar', 'degC', 'kg', 'lb', 'm3', 't']);
  });

  await test.step('see a validation message in pt-BR for a bad value, and nothing saved', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await page.getByRole('link', { name: 'Criar' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await page.getByRole('textbox', { name: 'Código' }).fill('x'.repeat(25));
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Longa demais');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('No máximo 20 caracteres')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await chooseLanguage(page, 'Português', 'English');
    await page.goto(list);
    await expect(codeCells(page)).toHaveCount(6);
  });

  await test.step('edit it', async () => {
    await openRecord(page, 'lb');
    await page.getByRole('textbox', { name: 'Description' }).fill('Pound (avoirdupois)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
    await expect(rows(page).filter({ hasText: 'Pound (avoirdupois)' })).toHaveCount(1);
  });

  await test.step('sort by code, both ways', async () => {
    await expect(codeCells(page).first()).toHaveText('bar');
    await page.getByRole('columnheader', { name: 'Code' }).getByRole('button').click();
    await expect(codeCells(page).first()).toHaveText('t');
    await expect(codeCells(page).last()).toHaveText('bar');
  });

  await test.step('filter with the search box', async () => {
    await page.getByPlaceholder('Search').fill('kilo');
    await expect(codeCells(page)).toHaveText(['kg']);
    await page.getByPlaceholder('Search').fill('');
    await expect(codeCells(page)).toHaveCount(6);
  });

  await test.step('export the list as CSV', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('code');
    expect(lines).toHaveLength(6);
    expect(csv).toContain('Pound (avoirdupois)');
  });

  await test.step('delete it', async () => {
    await openRecord(page, 'lb');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
    await expect(codeCells(page)).toHaveText(['t', 'm3', 'kg', 'degC', 'bar']);
  });
});

test('deleting a record that others reference shows the "remove links first" message and keeps it', async ({ page }) => {
  await signIn(page, demo.admin, '/settings/operational-structure/plants');
  await rows(page).filter({ hasText: 'North Plant' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This record is related to other data. Remove those links first.')).toBeVisible();
  await page.goto('/settings/operational-structure/plants');
  await expect(rows(page).filter({ hasText: 'North Plant' })).toHaveCount(1);
});

test('the server refuses the operator a page the profile does not allow, whatever the app shows', async ({ page }) => {
  await signIn(page, demo.operator, list);
  await expect(codeCells(page)).toContainText(['kg']);
  // The route guard sends a typed forbidden URL to the first permitted page (platform-core section 2),
  // the operator's process analysis; the server's own refusal is covered by tests/api/scope-permissions.test.ts.
  await page.goto('/settings/access-control/user-registration');
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
});
