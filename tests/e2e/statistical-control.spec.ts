import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { chooseLanguage, demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex').toUpperCase();

test('a quality engineer charts the demo fill weight, saves it as a card, treats a violation and reads capability (en-US, then the three pages in pt-BR, exploratory in es-ES)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin, '/statistical-control/exploratory');

  // Exploratory: the demo tag's X̄-R chart of the last week, its capability, saved as a card.
  await page.getByTestId('spc-tag-input').click();
  await page.getByTestId('spc-tag-option-FIL-101.WEIGHT').click();
  await expect(page.getByTestId('control-chart')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dispersion-chart')).toBeVisible();
  await expect(page.getByTestId('capability-panel')).toContainText('Cpk');
  await expect(page.getByTestId('capability-within-note')).toContainText('R̄/d₂');
  await page.getByTestId('rule-chip-1').click();
  await expect(page.getByTestId('spc-rule-help')).toContainText('Stop and check the last sample');
  await page.getByTestId('spc-save-card').click();
  await page.getByTestId('spc-save-code').fill(`E2E-${run}`);
  await page.getByTestId('spc-save-description').fill('Fill weight seen in the e2e run');
  await page.getByTestId('spc-save-submit').click();
  await expect(page.getByTestId('spc-card-saved')).toBeVisible();
  await page.getByTestId('spc-open-management').click();

  // Management: the new card is listed; the demo card's chart, capability trend and violations; one treated.
  await expect(page.getByTestId(`spc-overview-E2E-${run}`)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('spc-overview-FW-XR').click();
  await expect(page.getByTestId('spc-card-detail')).toBeVisible();
  await expect(page.getByTestId('capability-trend')).toBeVisible({ timeout: 20_000 });
  const firstTreat = page.locator('[data-testid^="spc-violation-"][data-testid$="-treat"]').first();
  await expect(firstTreat).toBeVisible({ timeout: 20_000 });
  const rowId = (await firstTreat.getAttribute('data-testid'))!.replace(/-treat$/, '');
  await firstTreat.click();
  const dialog = page.getByTestId('treat-dialog');
  await expect(dialog.getByTestId('rule-help-text').or(dialog.getByTestId('rule-help-empty'))).toBeVisible();
  await dialog.getByTestId('treat-id_diagnostic').click();
  await page.locator('[data-testid^="treat-id_diagnostic-option-"]').filter({ hasText: 'Measurement or sampling error' }).click();
  await dialog.getByTestId('treat-id_corrective_action').click();
  await page.locator('[data-testid^="treat-id_corrective_action-option-"]').filter({ hasText: 'Recalibrate the filling valve' }).click();
  await page.getByTestId('treat-comment').fill(`Scale checked in run ${run}`);
  await page.getByTestId('treat-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`${rowId}-status`)).toHaveText('Treated');
  await expect(page.getByTestId(`${rowId}-treated`)).toContainText('Administrator');
  await page.getByTestId(`${rowId}-history`).click();
  await expect(page.getByTestId(`violation-history-${rowId.replace('spc-violation-', '')}`)).toContainText('Treated');

  // Production, in Portuguese: the unit's cards as the operators see them.
  await page.goto('/statistical-control/production');
  await chooseLanguage(page, 'English', 'Português');
  await expect(page.getByTestId('production-grid')).toContainText('FW-XR');
  await expect(page.getByTestId('production-grid')).toContainText(/Sob controle|Fora de controle/);
  await expect(page.getByTestId('production-refreshed')).toContainText('Atualizado');
  // The other two pages in Portuguese too: management's treated violation, exploratory's first step.
  await page.goto('/statistical-control/management');
  await expect(page.getByTestId('spc-overview')).toContainText('Violações no período');
  await page.getByTestId('spc-overview-FW-XR').click();
  await page.getByTestId('violations-filter-treated').click();
  await expect(page.getByTestId(`${rowId}-status`)).toHaveText('Tratada');
  await page.goto('/statistical-control/exploratory');
  await expect(page.getByTestId('spc-exploratory')).toContainText('Escolha uma tag para ver sua carta de controle.');
  await chooseLanguage(page, 'Português', 'Español');
  await expect(page.getByTestId('spc-exploratory')).toContainText('Elija una tag para ver su carta de control.');
  await page.getByTestId('spc-tag-input').click();
  await page.getByTestId('spc-tag-option-FIL-101.WEIGHT').click();
  await expect(page.getByTestId('capability-within-note')).toContainText('σ');
});

test('an operator watches the production charts, nothing asked is refused, and the management page is not in the menu', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, demo.operator, '/statistical-control/production');
  await expect(page.getByTestId('production-grid')).toContainText('FW-XR', { timeout: 20_000 });
  const group = page.getByTestId('menu-statistical-control');
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(page.getByTestId('menu-statistical-control.production')).toBeVisible();
  await expect(page.getByTestId('menu-statistical-control.management')).toHaveCount(0);
  expect(refused).toEqual([]);
});
