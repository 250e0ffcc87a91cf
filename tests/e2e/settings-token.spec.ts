import { expect, test } from '@playwright/test';
import { api } from './admin-api.js';
import { chooseLanguage, demo, signIn } from './helpers.js';

const name = `ERP link ${Date.now().toString(36)}`;
const measures = api('MES/entities/UNIDADEMEDIDA');

test('an administrator creates a token, sees its secret once, an integration uses it, and revoking it refuses it at once', async ({ page, request }) => {
  await signIn(page, demo.admin, '/settings/token');
  await expect(page.locator('#react-admin-title')).toHaveText('Access tokens');

  let secret = '';
  await test.step('create a token that reads the units of measurement', async () => {
    await page.getByTestId('token-create').click();
    await page.getByTestId('token-name').fill(name);
    await page.getByRole('combobox', { name: 'Add a page' }).fill('Units of');
    await page.getByRole('option', { name: 'Settings › Units of measurement' }).click();
    await expect(page.getByTestId('token-scope-row')).toHaveCount(1);
    await page.getByTestId('token-save').click();
    const shown = page.getByTestId('token-secret');
    await expect(shown).toHaveValue(/^ptk_/);
    secret = await shown.inputValue();
    await page.getByTestId('token-secret-done').click();
    await expect(page.getByTestId('token-secret-dialog')).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(secret);
  });

  const row = page.getByTestId('token-row').filter({ hasText: name });
  await test.step('the list shows it active and never used', async () => {
    await expect(row).toContainText('Units of measurement: Read');
    await expect(row).toContainText('Never');
    await expect(row.getByTestId('token-status')).toHaveText('Active');
  });

  await test.step('an integration reads with it, outside its scope it is 403, and its last use shows', async () => {
    const read = await request.get(measures, { headers: { Authorization: `Bearer ${secret}` } });
    expect(read.status()).toBe(200);
    expect((await read.json()).data.length).toBeGreaterThan(0);
    expect((await request.get(api('MES/entities/TAGGROUP'), { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(403);
    await page.reload();
    await expect(row).not.toContainText('Never');
  });

  await test.step('revoke it: the list says so and the integration is refused', async () => {
    await row.getByTestId('token-revoke').click();
    await page.getByRole('button', { name: 'Revoke' }).last().click();
    await expect(row.getByTestId('token-status')).toContainText('Revoked on');
    await expect(row.getByTestId('token-revoke')).toHaveCount(0);
    expect((await request.get(measures, { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(401);
  });

  await test.step('the page reads in pt-BR', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.locator('#react-admin-title')).toHaveText('Tokens de acesso');
    await expect(page.getByTestId('token-create')).toHaveText('Novo token');
    await expect(row.getByTestId('token-status')).toContainText('Revogado em');
  });
});
