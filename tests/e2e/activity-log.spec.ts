import { expect, test, type Page } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { chooseLanguage, demo, rows, signIn } from './helpers.js';

const measures = '/settings/unit-measurement';
const code = `log${Date.now() % 1_000_000}`;

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The app flushes its queue every few seconds and when the page is left: reload until the entry is listed. */
async function expectEntry(page: Page, text: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(rows(page).filter({ hasText: text }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('navigating and creating a record leave entries on /log, found with the filters', async ({ page, request }) => {
  const admin = await adminApi(request);
  let createdId: number | undefined;
  try {
    await signIn(page, demo.admin, measures);
    await test.step('create a record through the form', async () => {
      await page.getByRole('link', { name: 'Create' }).click();
      await page.getByRole('textbox', { name: 'Code' }).fill(code);
      await page.getByRole('textbox', { name: 'Description' }).fill('Logged unit');
      const saved = page.waitForResponse((r) => r.url().endsWith('/MES/entities/UNIDADEMEDIDA') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Save' }).click();
      createdId = (await (await saved).json()).data.id_unit_measurement;
      await expect(page).toHaveURL(new RegExp(`${measures}(\\?.*)?$`));
    });

    await page.goto('/log');
    await test.step('the navigation is listed', async () => {
      await expectEntry(page, measures);
      await choose(page, 'Type', 'Navigation');
      await expect(rows(page).first()).toContainText('Navigation');
      await expect(rows(page).filter({ hasText: 'Record created' })).toHaveCount(0);
    });

    await test.step('the creation is listed, by type, kind and day', async () => {
      await choose(page, 'Type', 'Record created');
      await choose(page, 'Kind', 'Success');
      // Today on the demo plant's clock (America/Sao_Paulo, UTC−3), not the UTC day.
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      await page.getByLabel('From (plant day)').fill(today);
      await page.getByLabel('To (plant day)').fill(today);
      const created = rows(page).filter({ hasText: `${measures.slice(1)} #${createdId}` });
      await expect(created).toHaveCount(1);
      await expect(created).toContainText('Success');
      await expect(page.getByTestId('time-zone-note')).toHaveText('Times in America/Sao_Paulo (GMT-03:00)');
      const [year, month, day] = today.split('-');
      await expect(created.locator('td').first()).toHaveText(new RegExp(`^${month}/${day}/${year}, \\d{2}:\\d{2}:\\d{2}$`));
    });

    await test.step('in pt-BR the dates read day first', async () => {
      await chooseLanguage(page, 'English', 'Português');
      const [year, month, day] = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10).split('-');
      const created = rows(page).filter({ hasText: `${measures.slice(1)} #${createdId}` });
      await expect(created.locator('td').first()).toHaveText(new RegExp(`^${day}/${month}/${year}, \\d{2}:\\d{2}:\\d{2}$`));
      await expect(page.getByTestId('time-zone-note')).toHaveText('Horários em America/Sao_Paulo (GMT-03:00)');
      await page.getByLabel('De (dia da planta)').fill('2999-01-01');
      await expect(rows(page)).toHaveCount(0);
      await chooseLanguage(page, 'Português', 'English');
    });
  } finally {
    // The e2e database is shared by every spec: leave the units of measurement as they were.
    if (createdId) expect((await request.delete(api(`MES/entities/UNIDADEMEDIDA/${createdId}`), { headers: admin.headers })).status()).toBe(200);
  }
});
