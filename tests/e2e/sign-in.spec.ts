import { expect, test } from '@playwright/test';
import { packageVersion } from '../package-version.js';
import { demo, signIn } from './helpers.js';

test('the sign-in screen asks for both fields, refuses a wrong password and clears it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('signin-version')).toContainText(packageVersion);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('Enter your username')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();

  await page.getByTestId('signin-username').fill('admin');
  await page.getByTestId('signin-password').fill('Wrong#Password1');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toContainText('Wrong username or password');
  await expect(page.getByTestId('signin-password')).toHaveValue('');
});

test('a private page sends an unsigned user to sign in, and back to that page afterwards', async ({ page }) => {
  await signIn(page, demo.admin, '/settings/event-manager/motives-group');
  await expect(page).toHaveURL(/\/settings\/event-manager\/motives-group$/);
  await expect(page.getByRole('cell', { name: 'MECH', exact: true })).toBeVisible();
});

test('the sign-in page does not load the react-admin application', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  expect(scripts.some((url) => /AdminApp/.test(url))).toBe(false);
  await page.getByTestId('signin-username').fill(demo.admin.username);
  await page.getByTestId('signin-password').fill(demo.admin.password);
  await page.getByTestId('signin-submit').click();
  await expect.poll(() => scripts.some((url) => /AdminApp/.test(url))).toBe(true);
});
