import { expect, test, type Locator } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('an administrator drags a widget of the demo dashboard to the top, saves the layout, and it stays there after a reload', async ({ page, request }) => {
  const admin = await adminApi(request);
  const views = (await admin.call('get', 'GDV/entities/VISAO')) as { id_visao: number; vis_descricao: string | null }[];
  const overview = views.find((view) => view.vis_descricao === 'Production overview')!.id_visao;

  await signIn(page, demo.admin, `/dashboard/${overview}`);
  await expect(page.locator('#react-admin-title')).toHaveText('Production overview');
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Quality' })).toBeVisible();
  const frame = (title: string) => page.getByTestId(/^grid-board-item-/).filter({ has: page.getByRole('heading', { name: title }) });
  const stops = frame('Stops this shift');
  const lineSpeed = frame('Line speed');
  await expect(stops).toBeVisible();
  expect(await top(stops)).toBeGreaterThan(await top(lineSpeed));

  await test.step("'Output today' shows the demo filler's OEE for today as four cards", async () => {
    const output = frame('Output today');
    await expect(output.getByText('Today', { exact: true })).toBeVisible();
    await expect(output.getByTestId('oee-card-oee')).toContainText('Filler 101 OEE');
    for (const factor of ['oee', 'availability', 'performance', 'quality']) await expect(output.getByTestId(`oee-card-${factor}`)).toContainText(/\d+\.\d %/);
  });

  await test.step('edit the layout: drag "Stops this shift" by its title above the others', async () => {
    await page.getByRole('button', { name: 'Edit layout' }).click();
    const handle = stops.getByRole('button', { name: 'Stops this shift' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y - 400, { steps: 20 });
    await page.mouse.up();
    await expect.poll(async () => (await top(stops)) < (await top(lineSpeed))).toBe(true);
  });

  await test.step('save, and the saved layout comes back after a reload', async () => {
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit layout' })).toBeVisible();
    await page.reload();
    await expect(stops).toBeVisible();
    await expect.poll(async () => (await top(stops)) < (await top(lineSpeed))).toBe(true);
    // Saving a place keeps what the widget shows.
    await expect(frame('Output today').getByTestId('oee-card-oee')).toContainText('Filler 101 OEE');
  });

  await test.step('cancel drops an unsaved change', async () => {
    await page.getByRole('button', { name: 'Edit layout' }).click();
    const handle = lineSpeed.getByRole('button', { name: 'Line speed' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y - 400, { steps: 20 });
    await page.mouse.up();
    await expect.poll(async () => (await top(lineSpeed)) < (await top(stops))).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await top(stops)) < (await top(lineSpeed))).toBe(true);
  });
});

test('the demo operator, who may see the dashboard but not edit it, sees its widgets and no layout editing', async ({ page, request }) => {
  const admin = await adminApi(request);
  const views = (await admin.call('get', 'GDV/entities/VISAO')) as { id_visao: number; vis_descricao: string | null }[];
  const overview = views.find((view) => view.vis_descricao === 'Production overview')!.id_visao;

  await signIn(page, demo.operator, `/dashboard/${overview}`);
  await expect(page.getByRole('heading', { name: 'Line speed' })).toBeVisible();
  // Whoever sees a dashboard sees what its widgets show: the operator reads the OEE cards without the stopping chart's permission.
  await expect(page.getByTestId('performance-card').getByTestId('oee-cards')).toBeVisible();
  await page.getByRole('tab', { name: 'Quality' }).click();
  await expect(page.getByRole('heading', { name: 'Scrap rate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit layout' })).toHaveCount(0);
});
