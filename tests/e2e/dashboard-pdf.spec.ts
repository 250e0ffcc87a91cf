import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

test.use({ locale: 'es-ES' });

/** Exports the dialog's `total` ticked tabs and answers the saved file, after checking its name. */
async function exportChecked(page: Page, testInfo: TestInfo, total: number, fileName: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Exportar pestañas en PDF' });
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(new RegExp(`Exportando la pestaña \\d+ de ${total}…`));
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(fileName);
  await expect(dialog).toBeHidden();
  const folder = testInfo.outputPath();
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'export.pdf');
  await saved.saveAs(file);
  return file;
}

test('an administrator in es-ES exports both tabs of the demo "Production overview" as a two-page PDF with its header as text', async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminApi(request);
  const views = (await admin.call('get', 'GDV/entities/VISAO')) as { id_visao: number; vis_descricao: string | null }[];
  const overview = views.find((view) => view.vis_descricao === 'Production overview')!.id_visao;

  await signIn(page, demo.admin, `/dashboard/${overview}`);
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar pestañas en PDF' });
  await expect(dialog.getByRole('checkbox', { name: 'Production' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Quality' })).toBeChecked();

  const file = await exportChecked(page, testInfo, 2, /^Production overview-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m);
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
  for (const [index, tab] of ['Production', 'Quality'].entries()) {
    expect(pages[index]).toContain('Production overview');
    expect(pages[index]).toMatch(new RegExp(`^\\s*${tab}\\s*$`, 'm'));
    expect(pages[index]).toContain('Unidad: North Line 1');
    expect(pages[index]).toMatch(/Generado el \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}, \S+/);
  }
  // The periods the tab's widgets show, each once: Production's pareto, OEE and gantt, charts and status; Quality's chart and gauge.
  expect(pages[0]).toContain('Período: Turno actual, Hoy, Últimas 24 horas');
  expect(pages[1]).toContain('Período: Últimas 24 horas');
});

test('a dashboard named with signs of units and Czech, Hungarian, Russian and Greek letters prints its header as typed, in the embedded font', async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminApi(request);
  const title = 'Ω ≥ 5 µm — Ñandú, Ação, Čeština';
  const tab = 'Őrség · Москва · Θερμοκρασία';
  const id = (await admin.call('post', 'GDV/entities/VISAO', { vis_descricao: title })).id_visao as number;
  await admin.call('post', 'GDV/entities/VISAO_ABA', { id_visao: id, description: tab, tab_order: 0 });

  await signIn(page, demo.admin, `/dashboard/${id}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  await expect(page.getByRole('dialog', { name: 'Exportar pestañas en PDF' }).getByRole('checkbox', { name: tab })).toBeChecked();
  const file = await exportChecked(page, testInfo, 1, /^Ω ≥ 5 µm — Ñandú, Ação, Čeština-\d{4}-\d{2}-\d{2}\.pdf$/);

  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Title:\s+Ω ≥ 5 µm — Ñandú, Ação, Čeština$/m);
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/^DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\b/m);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/^\s*Ω ≥ 5 µm — Ñandú, Ação, Čeština\s*$/m);
  expect(text).toMatch(/^\s*Őrség · Москва · Θερμοκρασία\s*$/m);
  expect(text).not.toContain('?');
});
