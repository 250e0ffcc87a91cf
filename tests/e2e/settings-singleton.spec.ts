import { expect, test } from '@playwright/test';
import { chooseLanguage, demo, signIn } from './helpers.js';

const page_ = '/settings/operational-structure/parameters';

test('an administrator edits the client parameters on their one form, and a bad value is refused in their language', async ({ page }) => {
  await signIn(page, demo.admin, page_);
  const userLimit = page.getByRole('spinbutton', { name: /Active user limit/ });
  const attempts = page.getByRole('spinbutton', { name: /Failed sign-in attempts/ });
  await expect(page.locator('#react-admin-title')).toHaveText('Parameters');
  const before = await userLimit.inputValue();

  await test.step('change a value, save, reload and see it kept', async () => {
    await userLimit.fill('900');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/(Saved|Updated) successfully\./)).toBeVisible();
    await page.reload();
    await expect(userLimit).toHaveValue('900');
  });

  await test.step('a value over the limit shows the translated message and is not saved', async () => {
    await attempts.fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must be 20 or less')).toBeVisible();
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.locator('#react-admin-title')).toHaveText('Parâmetros');
    const tentativas = page.getByRole('spinbutton', { name: /Tentativas de acesso com falha/ });
    await tentativas.fill('30');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Deve ser 20 ou menos')).toBeVisible();
    await page.reload();
    await expect(tentativas).not.toHaveValue('30');
    await chooseLanguage(page, 'Português', 'English');
  });

  await test.step('put the user limit back', async () => {
    await userLimit.fill(before || '0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Updated successfully\./)).toBeVisible();
  });
});
