import { expect, test } from '@playwright/test';
import { chooseLanguage, demo, rows, signIn } from './helpers.js';

const run = Date.now().toString(36).toUpperCase();
const productCode = `PRD-${run}`;
const variableName = `steam_cost_${run}`;

test.describe.configure({ mode: 'serial' });

test('an administrator creates a product and a global variable through their forms, and both pages read in pt-BR', async ({ page }) => {
  await signIn(page, demo.admin, '/settings/product');

  await test.step('create a product with its unit of measurement', async () => {
    await expect(page.locator('#react-admin-title')).toHaveText('Products');
    await expect(page.getByTestId('not-available')).toHaveCount(0);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/settings\/product\/create$/);
    await page.getByRole('textbox', { name: 'Code' }).fill(productCode);
    await page.getByRole('textbox', { name: 'Description' }).fill('Steel coil');
    await page.getByRole('combobox', { name: 'Unit of measurement' }).click();
    await page.getByRole('option', { name: 'kg', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/product(\?.*)?$/);
    await expect(rows(page).filter({ hasText: productCode })).toContainText('Steel coil');
  });

  await test.step('create a global variable with a value', async () => {
    await page.goto('/settings/global-variables');
    await expect(page.locator('#react-admin-title')).toHaveText('Global variables');
    await expect(page.getByTestId('not-available')).toHaveCount(0);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/settings\/global-variables\/create$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(variableName);
    await page.getByRole('spinbutton', { name: 'Value' }).fill('12.5');
    await page.getByRole('textbox', { name: 'Description' }).fill('Steam cost per tonne');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/global-variables(\?.*)?$/);
    await expect(rows(page).filter({ hasText: variableName })).toContainText('12.5');
  });

  await test.step('in pt-BR both pages and their forms are translated', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.locator('#react-admin-title')).toHaveText('Variáveis globais');
    await expect(page.locator('thead th')).toContainText(['Nome', 'Valor', 'Valor em texto', 'Descrição', 'Ativa']);
    await page.goto('/settings/product');
    await expect(page.locator('#react-admin-title')).toHaveText('Produtos');
    await expect(page.locator('thead th')).toContainText(['Código', 'Descrição', 'Unidade de medida', 'Ativo']);
    await expect(rows(page).filter({ hasText: productCode })).toContainText('kg');
    await page.getByRole('link', { name: 'Criar' }).click();
    await expect(page.getByRole('textbox', { name: 'Código' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Unidade de medida' })).toBeVisible();
    await chooseLanguage(page, 'Português', 'English');
  });
});
