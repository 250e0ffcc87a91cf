import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, demo, signIn } from './helpers.js';

const unitName = `Packing ${Date.now().toString(36)}`;

/** The tree item of a node by its visible name, and its row (item plus its actions). */
const item = (page: Page, name: string) => page.getByRole('treeitem').filter({ hasText: name });
const row = (page: Page, name: string) =>
  page
    .locator('li')
    .filter({ has: item(page, name) })
    .last();

test('an administrator expands the elements tree, adds a unit to a plant, deactivates it and moves it', async ({ page }) => {
  await signIn(page, demo.admin, '/settings/operational-structure/elements-tree');
  await expect(page.locator('#react-admin-title')).toHaveText('Elements tree');
  const tree = page.getByRole('tree');

  await test.step('the client is open; a plant expands to show its unit', async () => {
    await expect(item(page, 'North Plant')).toHaveAttribute('aria-expanded', 'false');
    await expect(tree).not.toContainText('North Line 1');
    await item(page, 'North Plant').click();
    await expect(item(page, 'North Plant')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, 'North Line 1')).toHaveAttribute('aria-level', '3');
  });

  await test.step('add a unit to the south plant', async () => {
    await row(page, 'South Plant').getByTestId('tree-add').first().click();
    await expect(page.getByTestId('tree-add-dialog')).toContainText('New unit in South Plant');
    await page.getByTestId('tree-add-name').fill(unitName);
    await page.getByTestId('tree-add-save').click();
    await expect(page.getByTestId('tree-add-dialog')).toHaveCount(0);
    await expect(item(page, unitName)).toBeVisible();
    await expect(item(page, 'South Plant')).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('deactivate it: it stays, marked inactive', async () => {
    await row(page, unitName).getByTestId('tree-toggle-active').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(item(page, unitName)).toContainText('Inactive');
  });

  await test.step('move it to the north plant', async () => {
    await row(page, unitName).getByTestId('tree-move').click();
    await page.getByRole('combobox', { name: 'Plant' }).click();
    await page.getByRole('option', { name: 'North Plant' }).click();
    await page.getByTestId('tree-move-save').click();
    await expect(page.getByTestId('tree-move-dialog')).toHaveCount(0);
    const northUnits = page
      .locator('li')
      .filter({ has: item(page, 'North Plant') })
      .last()
      .getByRole('group');
    await expect(northUnits).toContainText(unitName);
  });

  await test.step('the page reads in pt-BR', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.locator('#react-admin-title')).toHaveText('Árvore de elementos');
    await expect(page.getByTestId('tree-expand-all')).toHaveText('Expandir tudo');
    // The page reloads its tree in the new language: expand all once the plants are there again.
    await expect(item(page, 'North Plant')).toBeVisible();
    await page.getByTestId('tree-expand-all').click();
    await expect(item(page, unitName)).toContainText('Inativo');
  });
});
