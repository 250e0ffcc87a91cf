import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { chooseLanguage, demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const code = `AN-${run}`;
const hour = 3_600_000;

/** A tag with specification and action limits, and a year of values every two hours (4,380, one batch). */
async function tagWithAYearOfValues(request: APIRequestContext) {
  const admin = await adminApi(request);
  const tag = await admin.call('post', 'MES/entities/MESTAG', {
    code,
    description: `Analysis flow ${run}`,
    tag_type: 'higher_better',
    aggregation: 'AVERAGE',
    data_input: 'sensor',
    active: true,
    decimals: 1,
    spec_low: 20,
    spec_high: 80,
    action_low: 30,
    action_high: 70,
  });
  const end = Math.floor(Date.now() / hour) * hour;
  const values = Array.from({ length: 4380 }, (_, index) => {
    const ts = end - (4380 - index) * 2 * hour;
    return { tag: tag.id_tag as number, ts: new Date(ts).toISOString(), value: 50 + 20 * Math.sin(index / 40) + (index % 7) };
  });
  const written = await admin.call('post', 'MES/actions/writeValues', { values });
  expect(written.stored).toBe(4380);
  // A fixed goal band over the whole year.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await admin.call('post', 'MES/entities/MESGOAL', {
    id_tag: tag.id_tag,
    goal_kind: 'range',
    lower: 40,
    upper: 65,
    mode: 'fixed',
    period_start: day(end - 370 * 24 * hour),
    period_end: day(end + 24 * hour),
  });
}

async function pickTag(page: Page) {
  await page.getByRole('combobox', { name: 'Tags' }).fill(code);
  await page.getByTestId(`tag-option-${code}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: code })).toBeVisible();
}

async function chooseShortcut(page: Page, testId: string, shortcut = 'shortcut-lastYear') {
  await page.getByTestId(testId).click();
  await page.getByTestId(shortcut).click();
}

/** The `d` of the drawn series: a path with a point per value shown (lines `L`, dots `M…h0`). */
async function drawnPoints(page: Page) {
  const d = (await page.locator('[data-testid="trend-chart"] .recharts-line path[d]').first().getAttribute('d')) ?? '';
  return (d.match(/[ML]/g) ?? []).length;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await tagWithAYearOfValues(request);
});

test('process analysis: a year of one tag, chart, table, CSV, shortcuts and pt-BR', async ({ page }) => {
  await signIn(page, demo.admin, '/analysis/analysis-process');
  await expect(page.getByTestId('analysis-missing')).toContainText('Choose up to 10 tags');
  await pickTag(page);
  await chooseShortcut(page, 'shortcuts');

  await test.step('the chart draws the year, reduced on the server, as a line', async () => {
    await expect(page.getByTestId('trend-chart')).toBeVisible();
    await expect(page.getByTestId('period-zone')).toHaveText('Unit time: America/Sao_Paulo (GMT-03:00)');
    await expect.poll(() => drawnPoints(page)).toBeGreaterThan(300);
    await expect(page.getByTestId('downsampled-notice')).toContainText(new RegExp(`${code} shows \\d{3} of 4,3\\d\\d points`));
    // The 500-point rule is about raw points: a series the server reduced (M4) is drawn as a line by default.
    await expect(page.getByTestId('mode-line')).toBeEnabled();
    await expect(page.getByTestId('mode-line')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('line-hint')).toBeHidden();
    await expect(page.locator('[data-testid="trend-chart"] .analysis-dots')).toHaveCount(0);
    await expect(page.locator('.recharts-reference-line')).toHaveCount(4);
    // The goal band, under the values.
    await expect(page.locator('[data-testid="trend-chart"] .recharts-area-area')).toHaveCount(1);
  });

  await test.step('a daily level draws a line under 500 points', async () => {
    await page.getByTestId('level-select-button').click();
    await page.getByTestId('level-D').click();
    await expect(page.getByTestId('downsampled-notice')).toBeHidden();
    await expect(page.getByTestId('mode-line')).toBeEnabled();
    await expect(page.locator('[data-testid="trend-chart"] .analysis-dots')).toHaveCount(0);
    await expect.poll(() => drawnPoints(page)).toBeGreaterThan(300);
    await page.getByTestId('level-select-button').click();
    await page.getByTestId('level-raw').click();
    await expect(page.getByTestId('downsampled-notice')).toBeVisible();
  });

  await test.step('the table lists the values with the tag decimals', async () => {
    await page.getByTestId('view-table').click();
    const rows = page.locator('[data-testid="values-table"] tbody tr');
    await expect(rows).toHaveCount(100);
    await expect(page.getByRole('columnheader', { name: code })).toBeVisible();
    await expect(rows.first().locator('td').last()).toHaveText(/^\d+\.\d$/);
  });

  await test.step('the CSV export holds what is shown', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^process-analysis_\d{4}-\d{2}-\d{2}_\d{4}_to_\d{4}-\d{2}-\d{2}_\d{4}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`Time,UTC time,${code}`);
    expect(lines.length).toBeGreaterThan(300);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+\.\d$/);
  });

  await test.step('save the period and tag as a shortcut, then apply it', async () => {
    await page.getByTestId('shortcuts').click();
    await page.getByTestId('shortcut-save').click();
    await page.getByTestId('shortcut-description').fill(`Year ${run}`);
    await page.getByTestId('shortcut-save-confirm').click();
    await expect(page.getByText('Shortcut saved.')).toBeVisible();
    const start = await page.getByTestId('period-start').inputValue();

    await chooseShortcut(page, 'shortcuts', 'shortcut-last24h');
    await expect(page.getByTestId('period-start')).not.toHaveValue(start);
    await page.getByRole('button', { name: code }).locator('.MuiChip-deleteIcon').click();
    await expect(page.getByTestId('analysis-missing')).toBeVisible();

    await page.getByTestId('shortcuts').click();
    await page.getByRole('menuitem', { name: new RegExp(`Year ${run}`) }).click();
    await expect(page.getByTestId('period-start')).toHaveValue(start);
    await expect(page.getByRole('button', { name: code })).toBeVisible();
    await expect(page.locator('[data-testid="values-table"] tbody tr')).toHaveCount(100);
  });

  await test.step('in pt-BR the labels are translated', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await expect(page.getByTestId('view-table')).toHaveText('Tabela');
    await expect(page.getByTestId('export-csv')).toHaveText('Exportar CSV');
    await expect(page.getByTestId('shortcuts')).toHaveText('Atalhos');
    await expect(page.getByText('Início').first()).toBeVisible();
    await page.getByTestId('view-chart').click();
    await expect(page.getByTestId('downsampled-notice')).toContainText(new RegExp(`${code} mostra \\d{3} de 4\\.3\\d\\d pontos`));

    await page.getByTestId('shortcuts').click();
    await page.getByRole('button', { name: `Excluir o atalho Year ${run}` }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Atalho excluído.')).toBeVisible();
    await chooseLanguage(page, 'Português', 'English');
  });
});

test('comparison between periods: the last 30 days beside the 30 before, with their summary', async ({ page }) => {
  await signIn(page, demo.admin, '/analysis/comparative-between-periods');
  await pickTag(page);
  await chooseShortcut(page, 'shortcuts-a', 'shortcut-last30d');
  await page.getByTestId('period-b-preceding').click();
  await expect(page.getByTestId('comparative-chart-a').locator('.recharts-line path[d]')).not.toHaveCount(0);
  await expect(page.getByTestId('comparative-chart-b').locator('.recharts-line path[d]')).not.toHaveCount(0);
  const summary = page.getByTestId('comparison-summary').locator('tbody tr');
  await expect(summary).toHaveCount(1);
  await expect(summary.first().locator('td')).toHaveCount(10);
  await expect(summary.first().locator('td').nth(1)).toHaveText(/^\d+\.\d$/);
  await page.getByTestId('layout-overlay').click();
  await expect(page.getByTestId('comparative-overlay').locator('.recharts-line')).toHaveCount(2);
});

test('report per periods: monthly averages of the year with their total and CSV', async ({ page }) => {
  await signIn(page, demo.admin, '/analysis/report-per-periods');
  await pickTag(page);
  await chooseShortcut(page, 'shortcuts');
  await page.getByTestId('level-select-button').click();
  await page.getByTestId('level-M').click();
  const rows = page.locator('[data-testid="report-table"] tbody tr');
  // The last 12 months touch 12 or 13 calendar months, each with values.
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(13);
  expect(await rows.count()).toBeGreaterThanOrEqual(12);
  await expect(rows.first().locator('td').first()).toHaveText(/^\d{4}-\d{2}$/);
  await expect(page.getByTestId('report-table-totals')).toContainText(/Total\s*\d+\.\d/);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toContain(`Period,${code}`);
  expect(lines.at(-1)).toMatch(/^Total,,,\d+\.\d$/);
});
