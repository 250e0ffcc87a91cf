import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sessionFixture, type Person } from './session-setup.js';

const run = randomBytes(3).toString('hex');
const list = '/settings/unit-measurement';
let fixture: Awaited<ReturnType<typeof sessionFixture>>;
let adminApi: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await playwright.request.newContext({ baseURL });
  fixture = await sessionFixture(adminApi);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

async function submit(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

async function signInAs(page: Page, person: Person, path = list): Promise<void> {
  await page.goto(path);
  await submit(page, person.login, person.password);
  await expect(page.getByTestId('signin-submit')).toBeHidden();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

const alert = (page: Page) => page.getByTestId('signin-error');

test('each sign-in refusal shows its own message and clears the password', async ({ page }) => {
  const known = await fixture.user(`known.${run}`);
  const idle = await fixture.user(`idle.${run}`, { usu_ativo: 'N' });
  const loose = await fixture.user(`loose.${run}`, {}, false);
  await page.goto('/');

  await submit(page, known.login, 'Wrong#Password-1');
  await expect(alert(page)).toHaveText(
    'Attempt 1: Wrong username or password. 4 attempts left before the user is blocked.'.replace('4', String(fixture.attemptLimit - 1)),
  );
  await expect(page.getByTestId('signin-password')).toHaveValue('');

  await submit(page, `nobody.${run}`, 'Wrong#Password-1');
  await expect(alert(page)).toContainText('Attempt 1: Wrong username or password.');

  await submit(page, 'two words', 'Wrong#Password-1');
  await expect(alert(page)).toHaveText('Invalid username or password.');

  await submit(page, loose.login, loose.password);
  await expect(alert(page)).toHaveText('You have no access to any unit.');

  await submit(page, idle.login, idle.password);
  await expect(alert(page)).toHaveText('This user is inactive.');
  await expect(page.getByTestId('signin-password')).toHaveValue('');

  // A client without a contract cannot be made through the API: the answer is the server's, stubbed.
  await page.route('**/CAC/actions/login', (route) =>
    route.fulfill({ status: 401, json: { status: 'UNCONTRATED_UNITS', error: { code: 'UNCONTRATED_UNITS', message: 'auth.signin.withoutContract' } } }),
  );
  await submit(page, known.login, known.password);
  await expect(alert(page)).toHaveText('There is no active contract for your units.');
});

test('locks the user for a while after the allowed failed attempts, even for the right password', async ({ page }) => {
  const person = await fixture.user(`lock.${run}`);
  await page.goto('/');
  for (let attempt = 1; attempt < fixture.attemptLimit; attempt++) {
    await submit(page, person.login, `Wrong#Password-${attempt}`);
    const left = fixture.attemptLimit - attempt;
    await expect(alert(page)).toHaveText(
      `Attempt ${attempt}: Wrong username or password. ${left} attempt${left === 1 ? '' : 's'} left before the user is blocked.`,
    );
  }
  await submit(page, person.login, 'Wrong#Password-last');
  const locked =
    'Sign-in for this user is locked after too many failed attempts, or an administrator blocked it. Try again later, or ask an administrator to unblock it.';
  await expect(alert(page)).toHaveText(locked);
  await submit(page, person.login, person.password);
  await expect(alert(page)).toHaveText(locked);
  const stored = await fixture.read(person.id);
  expect(stored.usu_bloqueado).toBe(0);
  expect(Date.parse(stored.usu_bloqueado_ate)).toBeGreaterThan(Date.now());
});

test('consent: allow keeps the user active and does not ask again', async ({ page }) => {
  const person = await fixture.user(`allow.${run}`, { usu_permissao_dados: 0 });
  await signInAs(page, person);
  await expect(page.getByTestId('consent-dialog')).toContainText('Use of your personal data');
  await page.keyboard.press('Escape');
  await page.getByTestId('consent-allow').click();
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  expect(await fixture.read(person.id)).toMatchObject({ usu_permissao_dados: 1, usu_ativo: 'S' });
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
});

test('consent: do not allow asks first, then deactivates the user and signs out', async ({ page }) => {
  const person = await fixture.user(`deny.${run}`, { usu_permissao_dados: 0 });
  await signInAs(page, person);
  await page.getByTestId('consent-deny').click();
  await expect(page.getByTestId('consent-confirm')).toContainText('Without your consent you cannot use the platform');
  await page.getByTestId('consent-back').click();
  await page.getByTestId('consent-deny').click();
  await page.getByTestId('consent-confirm-deny').click();
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plataforma.token'))).toBeNull();
  expect(await fixture.read(person.id)).toMatchObject({ usu_permissao_dados: 0, usu_ativo: 'N' });
  await submit(page, person.login, person.password);
  await expect(alert(page)).toHaveText('This user is inactive.');
});

test('forced new password: cannot be dismissed, checks the confirmation, generates and saves a strong one', async ({ page }) => {
  const person = await fixture.user(`renew.${run}`, { usu_forcar_nova_senha: 1 });
  await signInAs(page, person);
  const dialog = page.getByTestId('new-password-dialog');
  await expect(page.getByTestId('new-password-notice')).toHaveText('Your password must be changed before you continue.');
  // The admin-issued password was typed at this very sign-in: the forced change does not ask for it again.
  await expect(page.getByTestId('current-password')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await page.getByTestId('new-password').fill('Renewed#Pass-2026');
  await page.getByTestId('confirm-password').fill('Renewed#Pass-2025');
  await page.getByTestId('save-password').click();
  await expect(dialog).toContainText('The passwords do not match');

  await page.getByTestId('new-password').fill('Password123!');
  await page.getByTestId('confirm-password').fill('Password123!');
  await page.getByTestId('save-password').click();
  await expect(dialog).toContainText('This password is too common or too easy to guess.');

  await page.getByTestId('generate-password').click();
  await expect(page.getByTestId('generated-password-notice')).toBeVisible();
  const generated = await page.getByTestId('new-password').inputValue();
  expect(generated).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{12,}$/);
  await expect(page.getByTestId('confirm-password')).toHaveValue(generated);
  await expect(page.getByTestId('new-password')).toHaveAttribute('type', 'text');
  await page.getByTestId('save-password').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  expect((await fixture.read(person.id)).usu_forcar_nova_senha).toBe(0);

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await signOut(page);
  await signInAs(page, { ...person, password: generated });
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
});

test('a password shorter than the policy opens the new-password dialog with its notice', async ({ page }) => {
  const person = await fixture.user(`short.${run}`);
  await page.route('**/CAC/actions/login', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), passwordHasNecessaryLength: false } });
  });
  await signInAs(page, person);
  await expect(page.getByTestId('new-password-notice')).toHaveText(
    'Your current password is shorter than the 12 characters now required. Please choose a new one.',
  );
  // A voluntary-looking change of the own password: the current one is asked for and checked.
  await page.getByTestId('generate-password').click();
  await page.getByTestId('save-password').click();
  await expect(page.getByTestId('new-password-dialog')).toContainText('Required field');
  await page.getByTestId('current-password').fill('Not#My-Password-1');
  await page.getByTestId('save-password').click();
  await expect(page.getByTestId('new-password-dialog')).toContainText('The current password is not correct.');
  await page.getByTestId('current-password').fill(person.password);
  await page.getByTestId('save-password').click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
});

test('sign-out revokes the token and returns to sign-in on the same domain', async ({ page, request }) => {
  const person = await fixture.user(`out.${run}`);
  await signInAs(page, person, `${list}?domain=plant-${run}`);
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('plataforma.token'));
  await signOut(page);
  await expect(page).toHaveURL(new RegExp(`/\\?domain=plant-${run}$`));
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plataforma.user'))).toBeNull();
  const after = await request.get('/plataforma/CAC/queries/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a token ended on the server sends the user to sign-in, and back to the same page after', async ({ page, request }) => {
  const person = await fixture.user(`ended.${run}`);
  await signInAs(page, person);
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('plataforma.token'));
  await page.goto('/settings/tags/groups');
  await expect(page.getByRole('cell', { name: 'Production' })).toBeVisible();
  await request.post('/plataforma/CAC/actions/logout', { headers: { Authorization: `Bearer ${token}` } });

  await page.getByRole('button', { name: 'Refresh' }).first().click();
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  await submit(page, person.login, person.password);
  await expect(page).toHaveURL(/\/settings\/tags\/groups$/);
  await expect(page.getByRole('cell', { name: 'Production' })).toBeVisible();
});
