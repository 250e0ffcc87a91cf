import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../oidc/test-provider.js';
import { demo, signIn } from './helpers.js';
import { createSsoFixture, type SsoFixture } from './sso-setup.js';

let provider: TestProvider;
let fixture: SsoFixture;

// A real OpenID Connect provider on a free loopback port, for the life of this worker.
test.beforeAll(async ({ request, baseURL }) => {
  const run = randomBytes(3).toString('hex');
  const domain = `acme-${run}`;
  provider = await startTestProvider({
    clients: [{ clientId: 'plant-web', redirectUris: [`${baseURL}/login`], postLogoutRedirectUris: [`${baseURL}/login?domain=${domain}`] }],
  });
  fixture = await createSsoFixture(request, provider.issuer, run);
});
test.afterAll(async () => {
  await provider?.close();
});

/** From a private page with the domain to the provider's form and back, signed in; the callback address is returned. */
async function signInThroughProvider(page: Page, login = fixture.login): Promise<string> {
  let callback = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/login\?code=/.test(request.url())) callback = request.url();
  });
  await page.goto(`/settings/unit-measurement?domain=${fixture.domain}`);
  await page.getByTestId('sso-submit').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('#op-login').fill(login);
  await page.locator('#op-submit').click();
  await expect(page).toHaveURL(new RegExp(`/settings/unit-measurement\\?domain=${fixture.domain}$`));
  expect(callback).toMatch(/state=/);
  return callback;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('the single sign-on button shows only for a domain with settings', async ({ page }) => {
  await page.goto(`/?domain=${fixture.domain}`);
  await expect(page.getByTestId('sso-submit')).toHaveText('Sign in with single sign-on');
  await page.goto('/?domain=unknown-domain');
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  await expect(page.getByTestId('sso-submit')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('sso-submit')).toHaveCount(0);
});

test('signs in through the provider, back at the origin page, and signs out at the provider', async ({ page }) => {
  await signInThroughProvider(page);
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plataforma.token'))).toBeTruthy();

  await signOut(page);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.locator('#op-logout').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?domain=${fixture.domain}$`));
  await expect(page.getByTestId('sso-submit')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plataforma.token'))).toBeNull();
});

test('after single sign-on, a user who has not given consent gets the same consent dialog', async ({ page }) => {
  await signInThroughProvider(page, fixture.newcomer);
  await expect(page.getByTestId('consent-dialog')).toBeVisible();
  await page.getByTestId('consent-allow').click();
  await expect(page.getByRole('cell', { name: 'Kilogram' })).toBeVisible();
});

test('a replayed provider answer shows the invalid state message', async ({ page }) => {
  const callback = await signInThroughProvider(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto(callback);
  await expect(page.getByTestId('sso-error')).toContainText('Invalid state');
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plataforma.token'))).toBeNull();
});

test('a platform token in the address hash signs in, and leaves the address', async ({ page, request }) => {
  await page.goto('/#token=not-a-valid-token');
  await expect(page.getByTestId('sso-error')).toContainText('The sign-in link is not valid or has expired.');

  const signedIn = await request.post('/plataforma/CAC/actions/login', { data: { username: fixture.login, password: fixture.password } });
  const { token } = await signedIn.json();
  await page.goto(`/login#token=${token}`);
  // No origin kept: the landing page, the first page the Operator profile reads.
  await expect(page).toHaveURL(/\/analysis\/analysis-process$/);
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate(() => localStorage.getItem('plataforma.token'))).toBe(token);
});

test('an administrator sets up a domain on the settings page, and its sign-in page offers single sign-on', async ({ page }) => {
  const domain = `web-${randomBytes(3).toString('hex')}`;
  await signIn(page, demo.admin, '/settings/access-control/single-sign-on');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Sign-in domain' }).fill(domain);
  await page.getByRole('textbox', { name: 'Instance (issuer URL)' }).fill('not a url');
  await page.getByRole('textbox', { name: 'Client ID' }).fill('plant-web');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The format is not valid')).toBeVisible();
  await page.getByRole('textbox', { name: 'Instance (issuer URL)' }).fill(provider.issuer);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: domain, exact: true })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?domain=${domain.toUpperCase()}`);
  await expect(page.getByTestId('sso-submit')).toBeVisible();
});
