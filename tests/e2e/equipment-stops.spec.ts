import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { chooseLanguage, demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex').toUpperCase();
const minute = 60_000;
/** The demo units' clock: the split instant is typed as the page shows times. */
const unitZone = 'America/Sao_Paulo';

/** `YYYY-MM-DDTHH:mm:ss` of an instant on the unit's clock, as a datetime-local input takes it. */
function unitWallTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: unitZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

async function chooseFrame(page: Page, code: string) {
  await page.getByTestId('frame-picker').click();
  await page.getByTestId(`frame-picker-option-${code}`).click();
}

test('a stop detected from the state tag gets a motive, is split, approved and shows in the pareto (en-US, then pt-BR)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  // A machine of this run: its state tag stopped for 20 minutes, two hours ago, and a frame that detects stops on it.
  const stateTag = await admin.call('post', 'MES/entities/MESTAG', { code: `ST-${run}`, description: 'E2E machine state', active: true });
  const group = await admin.call('post', 'EM/entities/MOTIVEGROUP', { code: `G-${run}`, description: `Group ${run}`, color: '#8e24aa' });
  const jam = await admin.call('post', 'EM/entities/MOTIVE', {
    code: `JAM-${run}`,
    description: `Jam ${run}`,
    id_motive_group: group.id_motive_group,
    loss_category: 'availability',
    color: '#d81b60',
  });
  const wait = await admin.call('post', 'EM/entities/MOTIVE', {
    code: `WAIT-${run}`,
    description: `Waiting ${run}`,
    id_motive_group: group.id_motive_group,
    loss_category: 'availability',
    color: '#3949ab',
  });
  const frameCode = `F-${run}`;
  const frame = await admin.call('post', 'EM/entities/FRAME', {
    code: frameCode,
    description: `Machine ${run}`,
    active: true,
    status: 'open',
    insertion: 'automatic',
    id_tag_state: stateTag.id_tag,
    stop_condition: 'equal',
    stop_value: 0,
    min_duration_sec: 60,
    min_interval_sec: 30,
    execution_interval_min: 5,
    motive_required: true,
    motive_groups: [group.id_motive_group],
  });
  const stoppedAt = Math.floor(Date.now() / minute) * minute - 120 * minute;
  const runningAgain = stoppedAt + 20 * minute;
  await admin.call('post', 'MES/actions/writeValues', {
    values: [
      { tag: stateTag.id_tag, ts: new Date(stoppedAt - 30 * minute).toISOString(), value: 1 },
      { tag: stateTag.id_tag, ts: new Date(stoppedAt).toISOString(), value: 0 },
      { tag: stateTag.id_tag, ts: new Date(runningAgain).toISOString(), value: 1 },
    ],
  });

  await test.step('the stopping point finds the stop in the tag data (remake) and takes a motive', async () => {
    await signIn(page, demo.admin, `/equipment-management/stopping-point?idFrame=${frame.id_frame}`);
    await expect(page.getByTestId('remake-button')).toBeEnabled();
    await page.getByTestId('remake-button').click();
    await page.getByRole('button', { name: 'Remake' }).last().click();
    await expect(page.locator('[data-testid^="stop-row-"]')).toHaveCount(1);
  });
  const [stop] = (await admin.call(
    'get',
    `EM/queries/stops?idFrame=${frame.id_frame}&from=${new Date(stoppedAt - 60 * minute).toISOString()}&to=${new Date().toISOString()}`,
  )) as {
    id_stop: number;
    start: string;
    end: string;
  }[];
  expect([stop!.start, stop!.end]).toEqual([new Date(stoppedAt).toISOString(), new Date(runningAgain).toISOString()]);
  const row = page.getByTestId(`stop-row-${stop!.id_stop}`);
  await expect(row).toContainText('0:20:00');

  await page.getByTestId(`stop-motive-${stop!.id_stop}`).click();
  await page.getByTestId(`stop-motive-${stop!.id_stop}-option-JAM-${run}`).click();
  await expect(row.getByRole('combobox')).toHaveValue(`JAM-${run} – Jam ${run}`);

  await test.step('split ten minutes in: the second part waits for material', async () => {
    await page.getByTestId(`stop-actions-${stop!.id_stop}`).click();
    await page.getByTestId('stop-action-split').click();
    await page.getByTestId('split-at').fill(unitWallTime(stoppedAt + 10 * minute));
    await page.getByTestId('split-motive').click();
    await page.getByTestId(`split-motive-option-WAIT-${run}`).click();
    await page.getByTestId('split-confirm').click();
    await expect(page.getByTestId('split-dialog')).toHaveCount(0);
    await expect(page.locator('[data-testid^="stop-row-"]')).toHaveCount(2);
    await expect(row).toContainText('0:10:00');
    const motives = page.getByTestId('stops-grid').getByRole('combobox');
    await expect(motives.first()).toHaveValue(`WAIT-${run} – Waiting ${run}`);
    await expect(motives.last()).toHaveValue(`JAM-${run} – Jam ${run}`);
  });

  await test.step('in pt-BR, the approver signs both stops with the password', async () => {
    await chooseLanguage(page, 'English', 'Português');
    await page.goto('/equipment-management/approve-stop');
    await expect(page.locator('#react-admin-title')).toHaveText('Aprovar paradas');
    await chooseFrame(page, frameCode);
    await expect(page.locator('[data-testid^="approve-stops-row-"]')).toHaveCount(2);
    await page.getByTestId('approve-stops-select-all').check();
    await page.getByTestId('approve-button').click();
    await page.getByTestId('signature-password').fill('wrong password');
    await page.getByTestId('signature-submit').click();
    // The refusal marks the field and clears it (the label says "senha" too, so wait for the mark, not the word).
    await expect(page.getByTestId('signature-password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('signature-password')).toHaveValue('');
    await page.getByTestId('signature-password').fill(demo.admin.password);
    await page.getByTestId('signature-submit').click();
    await expect(page.getByTestId('signature-dialog')).toHaveCount(0);
    await expect(page.locator('[data-testid^="approve-stops-row-"]')).toHaveCount(0);
  });

  await test.step('the pareto of the frame shows both motives, ten minutes each', async () => {
    await page.goto('/equipment-management/stopping-chart');
    await expect(page.locator('#react-admin-title')).toHaveText('Gráfico de paradas');
    await chooseFrame(page, frameCode);
    const table = page.getByTestId('pareto-table');
    await expect(table.getByTestId(`pareto-row-${jam.id_motive}`)).toContainText(`Jam ${run}`);
    await expect(table.getByTestId(`pareto-row-${wait.id_motive}`)).toContainText(`Waiting ${run}`);
    await expect(page.getByTestId('pareto-totals')).toContainText('2');
  });

  const approved = (await admin.call(
    'get',
    `EM/queries/stops?idFrame=${frame.id_frame}&from=${new Date(stoppedAt - 60 * minute).toISOString()}&to=${new Date().toISOString()}`,
  )) as {
    consistency: string;
  }[];
  expect(approved.map((one) => one.consistency)).toEqual(['approved', 'approved']);
});
