import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { chooseLanguage, demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const password = 'Alerts#E2e-Pass2026';
const worker = { username: `alerts.worker.${run}`, password };
const reader = { username: `alerts.reader.${run}`, password };
const groupName = `Alert group ${run}`;
const title = `Pressure high ${run}`;
const firstMessage = `Line pressure is 9.1 bar (${run})`;
const secondMessage = `Line pressure is 9.4 bar (${run})`;
const comment = `Valve V-12 checked (${run})`;
const cause = `Blocked filter (${run})`;

type Admin = Awaited<ReturnType<typeof adminApi>>;
let requests: APIRequestContext;
let admin: Admin;
let adminId: number;
let workerId: number;
let frameId: number;
let alertId: number;
let secondMovement: number;

/** A regular user of North Line 1 with a profile of its own: operational alerts (create or not) and the stopping point the pop-up leads to. */
async function alertsUser(login: string, create: boolean): Promise<number> {
  const profile = await admin.call('post', 'CAC/entities/PERFIL', {
    per_descri: `Alerts ${create ? 'worker' : 'reader'} ${run}`,
    permissions: [
      { menu_id: 'operational-alerts', read: true, create, update: false, delete: false },
      { menu_id: 'equipment-management.stopping-point', read: true, create: false, update: false, delete: false },
    ],
  });
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [profile.id_perfil] });
  return user.id_usuario as number;
}

/** A chat comment posted through the API as the worker, as another browser would. */
async function commentAsWorker(idMovalerta: number, text: string): Promise<void> {
  const signedIn = await requests.post(api('CAC/actions/login'), { data: worker });
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'id-element': String(admin.north) };
  const posted = await requests.post(api('ALE/entities/MENSAGEM'), {
    headers,
    data: { id_usuario: workerId, id_movalerta: idMovalerta, mensagem: text, data: new Date().toISOString() },
  });
  expect(posted.status(), await posted.text()).toBe(200);
}

const raise = (key: string, message: string) => admin.call('post', 'ALE/actions/raise', { id_alerta: alertId, key: `${run}-${key}`, message });

const bell = (page: Page) => page.getByTestId('alert-bell');
const bellCount = (page: Page) => bell(page).locator('.MuiBadge-badge');
const popup = (page: Page) => page.getByTestId('alert-popup');
const detail = (page: Page) => page.getByTestId('alert-detail');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  requests = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  admin = await adminApi(requests);
  const users = (await admin.call('get', 'CAC/entities/USUARIO')) as { id_usuario: number; usu_login: string }[];
  adminId = users.find((user) => user.usu_login === demo.admin.username)!.id_usuario;
  workerId = await alertsUser(worker.username, true);
  const readerId = await alertsUser(reader.username, false);
  frameId = (await admin.call('post', 'EM/entities/FRAME', { code: `AL${run}`, description: `Press stop ${run}`, active: true })).id_frame;
  const group = await admin.call('post', 'ALE/entities/ALEGRUPO', { gru_descri: groupName, users: [workerId, readerId, adminId] });
  alertId = (
    await admin.call('post', 'ALE/entities/ALERTA', {
      ale_titulo: title,
      ale_msg: 'Line pressure above the limit',
      id_grupoalerta: group.id_grupoalerta,
      ale_exibe_popup: 'S',
      ale_redireciona: 'S',
      id_frame: frameId,
      active: true,
    })
  ).id_alerta;
});

/** The demo admin is in the group: leave none of its alerts unread for the specs that follow (the shell's bell has no badge). */
test.afterAll(async () => {
  const feed = await requests.get(api(`ALE/queries/lastNotifications/${adminId}`), { headers: admin.headers });
  const body = (await feed.json()) as { data: unknown };
  const list = (Array.isArray(body.data) ? body.data : (body.data as { data: unknown[] }).data) as { id_mvu: number; dt_visualizado: string | null }[];
  for (const notification of list.filter((n) => !n.dt_visualizado)) {
    await requests.get(api(`ALE/queries/updateAlertReadByUser/${notification.id_mvu}?userID=${adminId}`), { headers: admin.headers });
  }
  await requests.dispose();
});

test('an alert raised through the API reaches the bell and pops up within one poll; Show leads to its stopping point and reads it', async ({ page }) => {
  await page.clock.install();
  await signIn(page, worker, '/operational-alerts');
  await expect(page.locator('#react-admin-title')).toHaveText('Operational alerts');
  await expect(bell(page)).toBeVisible();
  await expect(bellCount(page)).toHaveCount(0);

  await raise('one', firstMessage);
  // Nothing arrives before the poll; one poll (60 s) later the bell counts it and the pop-up opens.
  await expect(popup(page)).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(bellCount(page)).toHaveText('1');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(title);
  await expect(popup(page)).toContainText(firstMessage);

  await test.step('the pop-up stays until closed', async () => {
    await page.mouse.click(5, 5);
    await page.clock.fastForward('00:30');
    await expect(popup(page)).toBeVisible();
  });

  await popup(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/equipment-management/stopping-point?idFrame=${frameId}`);
  await expect(popup(page)).toHaveCount(0);
  await expect(bellCount(page)).toHaveCount(0);

  await test.step('after the next poll it is still read, on the server too', async () => {
    await page.clock.fastForward('01:00');
    await expect(bellCount(page)).toHaveCount(0);
    await bell(page).click();
    const item = page.getByTestId('alert-bell-item').filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-unread', 'false');
  });
});

test('the alert dialog: opened from the alerts page, it lists the viewers, keeps the chat and the cause', async ({ page }) => {
  secondMovement = (await raise('two', secondMessage)).id_movalerta;
  await signIn(page, worker, '/operational-alerts');
  // The second alert pops up on sign-in: closing it marks it read too.
  await expect(popup(page)).toContainText(secondMessage);
  await expect(bellCount(page)).toHaveText('1');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
  await expect(bellCount(page)).toHaveCount(0);

  const rowsOfRun = page.getByTestId('alerts-row').filter({ hasText: title });
  await expect(rowsOfRun).toHaveCount(2);
  await page.getByTestId('alerts-read').locator('..').click();
  await page.getByRole('option', { name: 'Unread', exact: true }).click();
  await expect(rowsOfRun).toHaveCount(0);
  await page.getByTestId('alerts-read').locator('..').click();
  await page.getByRole('option', { name: 'Read', exact: true }).click();
  await expect(rowsOfRun).toHaveCount(2);

  await rowsOfRun.filter({ hasText: secondMessage }).click();
  const dialog = detail(page);
  await expect(dialog.getByTestId('alert-detail-title')).toHaveText(title);
  await expect(dialog.getByTestId('alert-detail-message')).toHaveText(secondMessage);
  await expect(dialog.getByTestId('alert-viewers').getByTestId(`alert-user-${workerId}`)).toBeVisible();

  await test.step('previous and next move within the page', async () => {
    await expect(dialog.getByText('1 of 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous alert' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next alert' }).click();
    await expect(dialog.getByTestId('alert-detail-message')).toHaveText(firstMessage);
    await dialog.getByRole('button', { name: 'Previous alert' }).click();
    await expect(dialog.getByTestId('alert-detail-message')).toHaveText(secondMessage);
  });

  await test.step('an empty comment is not sent; a comment is posted and shown', async () => {
    await dialog.getByTestId('alert-chat-input').fill('   ');
    await expect(dialog.getByTestId('alert-chat-send')).toBeDisabled();
    await dialog.getByTestId('alert-chat-input').fill(comment);
    await dialog.getByTestId('alert-chat-send').click();
    await expect(dialog.getByTestId('alert-chat-message')).toHaveCount(1);
    await expect(dialog.getByTestId('alert-chat-message')).toContainText(comment);
    await expect(dialog.getByTestId('alert-chat-message')).toContainText(worker.username);
    await expect(dialog.getByTestId('alert-chat-input')).toHaveValue('');
  });

  await test.step('the cause is saved', async () => {
    await dialog.getByTestId('alert-cause-input').fill(cause);
    await dialog.getByTestId('alert-cause-save').click();
    await expect(page.getByText('The cause was saved.')).toBeVisible();
  });

  await test.step('opened again, the chat and the cause are there', async () => {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await rowsOfRun.filter({ hasText: secondMessage }).click();
    await expect(detail(page).getByTestId('alert-cause-input')).toHaveValue(cause);
    await expect(detail(page).getByTestId('alert-chat-message')).toContainText(comment);
  });
});

test('an administrator reads the alert from the bell, sees the chat refreshed and notifies a user; in Portuguese the page speaks Portuguese', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, demo.admin, '/operational-alerts');
  // Two alerts of the run pop up one after the other for the admin, who is in the group.
  for (const message of [secondMessage, firstMessage]) {
    await expect(popup(page)).toContainText(message);
    await popup(page).getByRole('button', { name: 'Close' }).click();
  }
  await expect(popup(page)).toHaveCount(0);

  await bell(page).click();
  await page.getByTestId('alert-bell-item').filter({ hasText: secondMessage }).click();
  const dialog = detail(page);
  await expect(dialog.getByTestId('alert-detail-message')).toHaveText(secondMessage);
  await expect(dialog.getByTestId('alert-viewers').getByTestId(`alert-user-${workerId}`)).toBeVisible();
  await expect(dialog.getByTestId('alert-viewers').getByTestId(`alert-user-${adminId}`)).toBeVisible();
  await expect(dialog.getByTestId('alert-chat-message')).toContainText(comment);

  await test.step('a comment from elsewhere shows within 30 s', async () => {
    const later = `Pressure back to 7 bar (${run})`;
    await commentAsWorker(secondMovement, later);
    await expect(dialog.getByTestId('alert-chat-message')).toHaveCount(1);
    await page.clock.fastForward('00:30');
    await expect(dialog.getByTestId('alert-chat-message')).toHaveCount(2);
    await expect(dialog.getByTestId('alert-chat-message').nth(1)).toContainText(later);
  });

  await dialog.getByTestId('alert-notify-users').click();
  await dialog.getByTestId('alert-notify-users').fill(worker.username);
  await page.getByRole('option', { name: new RegExp(worker.username) }).click();
  await dialog.getByTestId('alert-notify-send').click();
  await expect(page.getByText('The users were notified.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await chooseLanguage(page, 'English', 'Português');
  await expect(page.locator('#react-admin-title')).toHaveText('Alertas operacionais');
  await expect(page.getByTestId('alerts-table').getByRole('columnheader', { name: 'Leitura' })).toBeVisible();
  await chooseLanguage(page, 'Português', 'English');

  await test.step('the alert is analysed for its root cause: the analysis page opens an effect from it', async () => {
    await page.getByTestId('alerts-row').filter({ hasText: secondMessage }).click();
    await detail(page).getByTestId('alert-detail-analyse').click();
    await page.getByTestId('source-create').click();
    await expect(page.getByTestId('effect-header')).toContainText('Alert');
    await expect(page.getByTestId('effect-header')).toContainText('Open');
  });
});

test('a user without the create permission reads alerts but cannot comment', async ({ page }) => {
  await signIn(page, reader, '/operational-alerts');
  for (let i = 0; i < 2; i += 1) await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
  await page.getByTestId('alerts-row').filter({ hasText: secondMessage }).click();
  const dialog = detail(page);
  await expect(dialog.getByTestId('alert-detail-read-only')).toHaveText('You need the create permission on operational alerts to do this.');
  await expect(dialog.getByTestId('alert-chat-message').first()).toContainText(comment);
  await expect(dialog.getByTestId('alert-chat-input')).toBeDisabled();
  await expect(dialog.getByTestId('alert-cause-input')).toBeDisabled();
  await expect(dialog.getByTestId('alert-notify-send')).toBeDisabled();
});
