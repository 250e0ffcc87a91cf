import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './helpers.js';

test.use({ locale: 'pt-BR' });

const frame = (page: Page, title: string) => page.getByTestId(/^grid-board-item-/).filter({ has: page.getByRole('heading', { name: title }) });

async function openEditorMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Editar dashboard' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an administrator builds a dashboard on its page in pt-BR, exports its definition and imports it back as a copy', async ({ page }) => {
  await signIn(page, demo.admin, '/dashboard?all');

  await test.step('create the dashboard from the list', async () => {
    await page.getByRole('button', { name: 'Novo dashboard' }).click();
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Envase linha 1');
    await page.getByRole('button', { name: 'Criar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/\d+$/);
    await expect(page.locator('#react-admin-title')).toHaveText('Envase linha 1');
    await expect(page.getByText('Este dashboard ainda não tem abas.')).toBeVisible();
  });

  await test.step('add a tab', async () => {
    await openEditorMenu(page, 'Adicionar aba');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Enchedora');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('tab', { name: 'Enchedora' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step("add a performance card of FIL-101 and a second widget, and see the card's data", async () => {
    await page.getByRole('button', { name: 'Adicionar widget' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill('OEE da enchedora');
    await page.getByRole('combobox', { name: 'Componente' }).click();
    await page.getByRole('option', { name: 'Cartão de desempenho' }).click();
    await page.getByRole('combobox', { name: /Evento/ }).click();
    await page.getByTestId('frame-picker-option-FIL-101').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(frame(page, 'OEE da enchedora').getByTestId('oee-card-oee')).toContainText(/\d %/);

    await page.getByRole('button', { name: 'Adicionar widget' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill('Anotações');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(frame(page, 'Anotações')).toBeVisible();
  });

  const file = await test.step('export the definition', async () => {
    const download = page.waitForEvent('download');
    await openEditorMenu(page, 'Exportar definição');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^dashboard-\d+-envase-linha-1\.json$/);
    const path = await saved.path();
    const definition = JSON.parse(await readFile(path, 'utf8')) as {
      format: string;
      tabs: { description: string; widgets: { title: string; component: string }[] }[];
    };
    expect(definition.format).toBe('plant-dashboard');
    expect(definition.tabs.map((tab) => [tab.description, tab.widgets.map((widget) => [widget.title, widget.component])])).toEqual([
      [
        'Enchedora',
        [
          ['OEE da enchedora', 'performanceCard'],
          ['Anotações', 'empty'],
        ],
      ],
    ]);
    return path;
  });

  await test.step('import it back as a new dashboard, and see the copy', async () => {
    const original = page.url();
    await openEditorMenu(page, 'Importar definição');
    await page.getByLabel('Arquivo de definição (.json)').setInputFiles(file);
    await expect(page.getByText('1 abas, 2 widgets.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome do novo dashboard' }).fill('Envase linha 1 (cópia)');
    await page.getByRole('button', { name: 'Importar definição' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText('Envase linha 1 (cópia)');
    expect(page.url()).not.toBe(original);
    await expect(page.getByRole('tab', { name: 'Enchedora' })).toBeVisible();
    await expect(frame(page, 'OEE da enchedora').getByTestId('oee-card-oee')).toContainText(/\d %/);
    await expect(frame(page, 'Anotações')).toBeVisible();
  });
});
