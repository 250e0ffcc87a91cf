import { expect, test } from '@playwright/test';
import { chooseLanguage, demo, rows, signIn } from './helpers.js';

const parameters = '/settings/operational-structure/parameters';

async function setMonthlyConsolidation(page: import('@playwright/test').Page, checked: boolean): Promise<void> {
  await page.goto('/settings/tags');
  await rows(page).filter({ hasText: 'FT-201' }).first().click();
  const monthly = page.getByRole('switch', { name: 'Consolidate per month (_M)' });
  await expect(monthly).toBeVisible();
  if ((await monthly.isChecked()) !== checked) await monthly.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Updated successfully\./)).toBeVisible();
}

test("an administrator turns off a tag's monthly consolidation and sees the background rebuild finish below the parameters", async ({ page }) => {
  await signIn(page, demo.admin, '/settings/tags');
  await setMonthlyConsolidation(page, false);

  await page.goto(parameters);
  const section = page.getByTestId('jobs-section');
  await expect(section.getByText('Background jobs')).toBeVisible();
  const rebuild = section.locator('[data-job="rollup-rebuild"]');
  await expect(rebuild).toContainText('Rebuild consolidated values');
  // The view refreshes every few seconds: the run shows Done with all of the tag's rows.
  await expect(rebuild).toContainText('Done', { timeout: 20_000 });
  await expect(rebuild).toContainText(/([\d,]+) of \1 rows/);

  await chooseLanguage(page, 'English', 'Português');
  await expect(section.getByText('Trabalhos em segundo plano')).toBeVisible();
  await expect(rebuild).toContainText('Concluído');
  await chooseLanguage(page, 'Português', 'English');

  await setMonthlyConsolidation(page, true);
});
