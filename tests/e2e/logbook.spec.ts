import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { chooseLanguage, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const password = 'Logbook#Plant2026';
const shiftGroup = `Shift ${run}`;
const scrollGroup = `Scroll ${run}`;
const dateFormat = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

interface Person {
  login: string;
  name: string;
  token: string;
}
let requests: APIRequestContext;
let north: number;
let writer: Person;
let colleague: Person;
let shiftGroupId: number;
let scrollGroupId: number;

/** A user of North Line 1 whose profile reads and adds logbook entries. */
async function logbookUser(admin: Awaited<ReturnType<typeof adminApi>>, login: string, name: string, profile: number): Promise<Person> {
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: name,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [profile] });
  const signedIn = await requests.post(api('CAC/actions/login'), { data: { username: login, password } });
  return { login, name, token: (await signedIn.json()).token };
}

async function addAs(person: Person, groupId: number, annotation: string): Promise<number> {
  const answer = await requests.post(api('LOGBOOK/entities/DATA'), {
    headers: { Authorization: `Bearer ${person.token}`, 'id-element': String(north) },
    data: { id_logbook_group: groupId, logbook_annotation: annotation, logbook_date: new Date().toISOString() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.id_logbook;
}

async function storedEntries(groupId: number): Promise<{ id_logbook: number; logbook_annotation: string }[]> {
  const answer = await requests.get(api(`LOGBOOK/entities/DATA/${groupId}?limit=100`), {
    headers: { Authorization: `Bearer ${writer.token}`, 'id-element': String(north) },
  });
  return (await answer.json()).data;
}

const entries = (page: Page) => page.getByTestId('logbook-list').getByTestId('logbook-entry');
const entryWith = (page: Page, text: string) => entries(page).filter({ hasText: text });

async function chooseGroup(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Logbook group' }).click();
  await page.getByRole('option', { name }).click();
}

async function scrollListToEnd(page: Page) {
  await page.getByTestId('logbook-list').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  requests = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminApi(requests);
  north = admin.north;
  const logbook = { menu_id: 'data-entry.logbook', read: true, create: true, update: false, delete: false };
  const profile = (await admin.call('post', 'CAC/entities/PERFIL', { per_descri: `Logbook ${run}`, permissions: [logbook] })).id_perfil;
  writer = await logbookUser(admin, `lbwriter.${run}`, `Writer ${run}`, profile);
  colleague = await logbookUser(admin, `lbcolleague.${run}`, `Colleague ${run}`, profile);
  shiftGroupId = (await admin.call('post', 'LOGBOOK/entities/GROUP', { logbook_group_description: shiftGroup })).id_logbook_group;
  scrollGroupId = (await admin.call('post', 'LOGBOOK/entities/GROUP', { logbook_group_description: scrollGroup })).id_logbook_group;
  await addAs(colleague, shiftGroupId, `<p>Colleague handover ${run}</p>`);
  // Tall entries, so five of them overflow the list and the sixth needs a scroll.
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    await addAs(writer, scrollGroupId, `<p>Round alpha-${n}</p><p>Line two</p><p>Line three</p><p>Line four</p>`);
  }
});

test.afterAll(async () => {
  await requests.dispose();
});

test('the header panel: choose a group, add an annotation; only the author may change an entry', async ({ page }) => {
  await signIn(page, { username: writer.login, password });
  await page.getByTestId('logbook-button').click();
  const drawer = page.getByTestId('logbook-drawer');
  await expect(drawer.getByTestId('logbook-panel')).toBeVisible();
  // Nothing to search or add before a group is chosen.
  await expect(drawer.getByTestId('logbook-search')).toBeDisabled();
  await expect(drawer.getByTestId('logbook-add')).toBeDisabled();

  await chooseGroup(page, shiftGroup);
  await expect(drawer.getByTestId('logbook-search')).toBeEnabled();
  const theirs = entryWith(page, `Colleague handover ${run}`);
  await expect(theirs.getByTestId('logbook-entry-author')).toHaveText(colleague.name);
  await expect(theirs.getByTestId('logbook-entry-date')).toHaveText(dateFormat);
  await expect(theirs.getByTestId('logbook-entry-view')).toBeVisible();
  await expect(theirs.getByTestId('logbook-entry-edit')).toHaveCount(0);
  await expect(theirs.getByTestId('logbook-entry-delete')).toHaveCount(0);
  // Add stays disabled while the text is empty.
  await expect(drawer.getByTestId('logbook-add')).toBeDisabled();

  const editor = drawer.getByTestId('logbook-new-editor').locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(`Boiler pressure stable ${run}`);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' checked');
  await drawer.getByTestId('logbook-add').click();
  await expect(page.getByText('Annotation added.')).toBeVisible();
  await expect(editor).toHaveText('');
  const mine = entries(page).first();
  await expect(mine).toContainText(`Boiler pressure stable ${run} checked`);
  await expect(mine.locator('strong')).toHaveText('checked');
  await expect(mine.getByTestId('logbook-entry-author')).toHaveText(writer.name);
  await expect(mine.getByTestId('logbook-entry-date')).toHaveText(dateFormat);
  await expect(mine.getByTestId('logbook-entry-edit')).toBeEnabled();
  await expect(entries(page)).toHaveCount(2);

  // The whole annotation in a dialog.
  await theirs.getByTestId('logbook-entry-view').click();
  const dialog = page.getByTestId('logbook-view-dialog');
  await expect(dialog).toContainText(`Annotation by ${colleague.name} on `);
  await expect(dialog).toContainText(`Colleague handover ${run}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedEntries(shiftGroupId)).map((e) => e.logbook_annotation)).toContain(`<p>Boiler pressure stable ${run}<strong> checked</strong></p>`);
});

test('the logbook page: 5 entries, 5 more on each scroll to the end, and search', async ({ page }) => {
  await signIn(page, { username: writer.login, password }, '/data-entry/logbook');
  await expect(page.locator('#react-admin-title')).toHaveText('Shift logbook');
  await chooseGroup(page, scrollGroup);
  await expect(entries(page)).toHaveCount(5);
  await expect(entries(page).first()).toContainText('alpha-12');
  await scrollListToEnd(page);
  await expect(entries(page)).toHaveCount(10);
  await expect(entries(page).last()).toContainText('alpha-03');
  await scrollListToEnd(page);
  await expect(entries(page)).toHaveCount(12);
  await expect(page.getByTestId('logbook-end')).toHaveText('There are no more annotations.');

  await page.getByTestId('logbook-search').fill('ALPHA-07');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Round alpha-07');
  await page.getByTestId('logbook-search').fill('no such words');
  await expect(page.getByTestId('logbook-empty')).toHaveText('No annotation matches the search.');
  await page.getByTestId('logbook-search').fill('');
  await expect(entries(page)).toHaveCount(5);
});

test('edit lock, cancel, save and delete with confirmation', async ({ page }) => {
  await signIn(page, { username: writer.login, password }, '/data-entry/logbook');
  await chooseGroup(page, scrollGroup);
  // By id: while being edited an entry's text is the editor's.
  const byId = async (text: string) => page.locator(`[data-entry-id="${await entryWith(page, text).getAttribute('data-entry-id')}"]`);
  const first = await byId('alpha-12');
  const second = await byId('alpha-11');

  await first.getByTestId('logbook-entry-edit').click();
  const editor = first.getByTestId('logbook-edit-editor').locator('.ql-editor');
  await expect(editor).toContainText('Round alpha-12');
  // While one entry is being edited, no other can be.
  await expect(second.getByTestId('logbook-entry-edit')).toBeDisabled();
  await expect(page.getByTestId('logbook-search')).toBeDisabled();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Thrown away');
  await first.getByTestId('logbook-entry-cancel').click();
  await expect(first).toContainText('Round alpha-12');
  await expect(first).not.toContainText('Thrown away');
  await expect(second.getByTestId('logbook-entry-edit')).toBeEnabled();

  await first.getByTestId('logbook-entry-edit').click();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(`Rewritten alpha-12 ${run}`);
  await first.getByTestId('logbook-entry-save').click();
  await expect(page.getByText('Annotation updated.')).toBeVisible();
  await expect(first).toContainText(`Rewritten alpha-12 ${run}`);
  await expect(second.getByTestId('logbook-entry-edit')).toBeEnabled();
  expect((await storedEntries(scrollGroupId)).some((e) => e.logbook_annotation === `<p>Rewritten alpha-12 ${run}</p>`)).toBe(true);

  await second.getByTestId('logbook-entry-delete').click();
  const confirm = page.getByRole('dialog', { name: 'Delete the annotation' });
  await expect(confirm).toContainText('Delete this annotation? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toBeVisible();
  await second.getByTestId('logbook-entry-delete').click();
  await page.getByRole('dialog', { name: 'Delete the annotation' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Annotation deleted.')).toBeVisible();
  await expect(entryWith(page, 'alpha-11')).toHaveCount(0);
  expect((await storedEntries(scrollGroupId)).some((e) => e.logbook_annotation.includes('alpha-11'))).toBe(false);
});

test('a text over the size limit gets the 413 warning and stays in the editor', async ({ page }) => {
  await signIn(page, { username: writer.login, password }, '/data-entry/logbook');
  await chooseGroup(page, shiftGroup);
  const editor = page.getByTestId('logbook-new-editor').locator('.ql-editor');
  await editor.click();
  await page.keyboard.insertText('x'.repeat(70 * 1024));
  await page.getByTestId('logbook-add').click();
  const warning = page.getByText('The annotation is too long to be saved. Shorten it and try again.');
  await expect(warning).toBeVisible();
  await expect(editor).toContainText('xxxx');
  // A warning stays 7 seconds (a notification's default is 4).
  await page.waitForTimeout(5_000);
  await expect(warning).toBeVisible();
  await expect(warning).toBeHidden({ timeout: 5_000 });
});

test('in Portuguese and in the dark theme', async ({ page }) => {
  await signIn(page, { username: writer.login, password }, '/data-entry/logbook');
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await chooseLanguage(page, 'English', 'Português');
  await expect(page.locator('#react-admin-title')).toHaveText('Diário de bordo');
  await expect(page.getByTestId('logbook-choose-group')).toHaveText('Escolha um grupo');
  await page.getByRole('combobox', { name: 'Grupo do diário de bordo' }).click();
  await page.getByRole('option', { name: shiftGroup }).click();
  await expect(page.getByTestId('logbook-add')).toHaveText('Adicionar');
  await expect(page.getByTestId('logbook-search')).toHaveAttribute('placeholder', 'Pesquisar nas anotações');
  const theirs = entryWith(page, `Colleague handover ${run}`);
  await expect(theirs.getByRole('button', { name: 'Ver' })).toBeVisible();
  await expect(theirs).toHaveCSS('background-color', 'rgb(28, 31, 36)');
  await expect(theirs.getByTestId('logbook-annotation')).not.toHaveCSS('color', 'rgba(0, 0, 0, 0.87)');
});
