import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex').toUpperCase();

/** Today on the demo unit's calendar (Brazilian time), as the deadline and verification fields take it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function command(page: Page, name: string): Promise<void> {
  await page.getByTestId(`rca-action-command-${name}`).click();
}

test('a quality engineer takes an SPC violation through effect, causes, whys, an approved action and its verification as effective, in Portuguese; the violation then shows its analysis', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, demo.admin, '/statistical-control/management');
  await chooseLanguage(page, 'English', 'Português');

  // From a violation of the demo card without an analysis, open one.
  await page.getByTestId('spc-overview-FW-XR').click();
  const analyse = page.locator('[data-testid^="spc-violation-"][data-testid$="-analyse"]').first();
  await expect(analyse).toBeVisible({ timeout: 20_000 });
  const violationRow = (await analyse.getAttribute('data-testid'))!.replace(/-analyse$/, '');
  await analyse.click();
  await expect(page.getByTestId('source-gate')).toBeVisible();
  await page.getByTestId('source-description').fill(`Peso de enchimento fora do alvo ${run}`);
  await page.getByTestId('source-create').click();
  const header = page.getByTestId('effect-header');
  await expect(header).toContainText(`Peso de enchimento fora do alvo ${run}`);
  await expect(header).toContainText('FIL-101.WEIGHT');
  await expect(header).toContainText('Aberto');

  // Two causes on the Ishikawa: one from the catalogue on the machine bone, one typed in on the method bone.
  await page.getByTestId('ishikawa-add-machine').click();
  await expect(page.getByTestId('cause-dialog-title')).toContainText('Máquina');
  await page.getByTestId('cause-catalogue-input').click();
  await page.locator('[data-testid^="cause-catalogue-option-"]').filter({ hasText: 'Filling valve wear' }).click();
  for (const [field, level] of [
    ['gravity', 5],
    ['urgency', 4],
    ['tendency', 3],
  ] as const) {
    await page.getByTestId(`cause-${field}`).click();
    await page.getByTestId(`cause-${field}-option-${level}`).click();
  }
  await expect(page.getByTestId('cause-product')).toContainText('60');
  await page.getByTestId('cause-save').click();
  await expect(page.getByTestId('cause-dialog')).toBeHidden();
  await expect(header).toContainText('Em análise');

  await page.getByTestId('ishikawa-add-method').click();
  await page.getByTestId('cause-description').fill(`Ajuste fora do procedimento ${run}`);
  await page.getByTestId('cause-save').click();
  await expect(page.getByTestId('cause-dialog')).toBeHidden();
  const valve = page.locator('[data-testid^="ishikawa-cause-"]').filter({ hasText: 'Filling valve wear' });
  await expect(valve).toBeVisible();
  await expect(page.locator('[data-testid^="ishikawa-cause-"]').filter({ hasText: `Ajuste fora do procedimento ${run}` })).toBeVisible();
  // GUT: the valve (5 × 4 × 3) ranks above the typed-in cause (3 × 3 × 3).
  await expect(page.locator('[data-testid^="gut-row-"]').first()).toContainText('Filling valve wear');

  // Whys under the valve: an empty one is refused, a child only under a saved parent.
  await valve.click();
  await expect(page.getByTestId('whys-cause')).toContainText('Filling valve wear');
  await page.getByTestId('why-add-root').click();
  const draft = page.locator('[data-testid^="why-draft-"][data-testid$="-save"]').first();
  await draft.click();
  await expect(page.locator('[data-testid^="why-draft-"][data-testid$="-error"]').first()).toBeVisible();
  await page.locator('[data-testid^="why-draft-"][data-testid$="-input"]').first().fill('A vedação vaza depois de 2000 h');
  await draft.click();
  const firstWhy = page.locator('[data-testid^="why-"][data-depth="1"]');
  await expect(firstWhy).toContainText('A vedação vaza depois de 2000 h');
  const firstWhyId = (await firstWhy.getAttribute('data-testid'))!;
  await page.getByTestId(`${firstWhyId}-add`).click();
  await page.locator('[data-testid^="why-draft-"][data-testid$="-input"]').first().fill('O plano de manutenção não inclui a vedação');
  await page.locator('[data-testid^="why-draft-"][data-testid$="-save"]').first().click();
  await expect(page.locator('[data-testid^="why-"][data-depth="2"]')).toContainText('O plano de manutenção não inclui a vedação');

  // A 5W2H action from the cause, approved with a signature, carried out and verified as effective.
  await page.locator('[data-testid^="rca-new-action-"]').first().click();
  await page.getByTestId('action-title').fill(`Trocar a vedação da válvula ${run}`);
  await page.getByTestId('action-what').fill('Trocar a vedação e incluí-la no plano preventivo');
  await page.getByTestId('action-why').fill('A vedação gasta deixa passar produto');
  await page.getByTestId('action-deadline').fill(today());
  await page.getByTestId('action-planned_time').fill('2:30');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-dialog')).toContainText('HH:mm');
  await page.getByTestId('action-planned_time').fill('02:30');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-dialog')).toBeHidden();
  const action = page
    .locator('[data-testid^="rca-action-"]')
    .filter({ hasText: `Trocar a vedação da válvula ${run}` })
    .first();
  await expect(action).toContainText('Não iniciada');
  await action.locator('[data-testid^="rca-action-summary-"]').click();

  await command(page, 'send-for-approval');
  await expect(action).toContainText('Enviada para aprovação');
  await command(page, 'approve');
  await page.getByTestId('action-signature-password').fill(demo.admin.password);
  await page.getByTestId('action-signature-submit').click();
  await expect(page.getByTestId('action-signature-dialog')).toBeHidden();
  await expect(action).toContainText('Aprovada');
  await command(page, 'start');
  await expect(action).toContainText('Em andamento');
  await command(page, 'finish');
  await page.getByTestId('finish-submit').click();
  await expect(page.getByTestId('finish-dialog')).toBeHidden();
  await expect(action).toContainText('Verificação pendente');
  await command(page, 'verify');
  await page.getByTestId('verify-status').click();
  await page.getByTestId('verify-status-effective').click();
  await page.getByTestId('verify-date').fill(today());
  await page.getByTestId('verify-commentary').fill('Sem vazamento na semana seguinte');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-dialog')).toBeHidden();
  await expect(action).toContainText('Concluída');
  await expect(action).toContainText('Verificada eficaz');

  // The violation now shows its analysis.
  await page.goto('/statistical-control/management');
  await page.getByTestId('spc-overview-FW-XR').click();
  await expect(page.getByTestId(`${violationRow}-analysis`)).toContainText('Em análise', { timeout: 20_000 });
});

test('the operator finds the late action they carry out first in the action list and starts it from its analysis (es-ES)', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demo.operator, '/root-cause/action-list');
  await chooseLanguage(page, 'English', 'Español');
  const training = page.locator('tr').filter({ hasText: 'Train the crews on setpoint changes' });
  await expect(training).toContainText('Atrasada', { timeout: 20_000 });
  await training.click();
  await expect(page).toHaveURL(/\/root-cause\/generate-analysis\?effect=\d+&action=\d+/);
  const action = page.locator('[data-testid^="rca-action-"]').filter({ hasText: 'Train the crews on setpoint changes' }).first();
  await expect(action).toContainText('No iniciada');
  await command(page, 'start');
  await expect(action).toContainText('En curso');
});
