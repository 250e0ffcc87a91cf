import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config.js';
import { demo, signIn } from './helpers.js';
import { writeQrVideo } from './qr-video.js';

/** The native variant in "mobile debug mode" (`?mobile=1`) on a phone. */
const apiAddress = String(config.use?.baseURL);
// The camera is Chromium's fake device playing a QR code video the test makes (launch options are per file).
const video = resolve('.tmp/e2e-mobile/qr-signin.y4m');
writeQrVideo(JSON.stringify({ api: apiAddress, username: demo.admin.username }), video);
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

async function openMobileSignIn(page: Page): Promise<void> {
  await page.goto('/?mobile=1');
  await expect(page.getByTestId('signin-api-address')).toBeVisible();
}

test('mobile sign-in requires the API address, uses it, and lands on /home with the bottom menu', async ({ page }) => {
  await openMobileSignIn(page);
  await page.getByTestId('signin-username').fill(demo.admin.username);
  await page.getByTestId('signin-password').fill(demo.admin.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('Enter the API address')).toBeVisible();

  // Calls go to the entered address plus /plataforma/: a dead one is named in the error.
  await page.getByTestId('signin-api-address').fill('http://127.0.0.1:9');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toContainText('http://127.0.0.1:9/plataforma/');

  await page.getByTestId('signin-api-address').fill(apiAddress);
  await page.getByTestId('signin-password').fill(demo.admin.password);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('mobile-home-user')).toBeVisible();
  await expect(page.getByTestId('mobile-home-unit')).not.toBeEmpty();
  await expect(page.getByTestId('mobile-top-bar')).toContainText('Home');
  const menu = page.getByTestId('mobile-bottom-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button')).toHaveText(['Home', 'Dashboard', 'Process analysis']);
  await expect(page.getByTestId('app-menu')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('plataforma.apiAddress'))).toBe(apiAddress);

  // A signed user on a public route goes back to /home; sign-out keeps the address for next time.
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => ['plataforma.token', 'plataforma.user', 'plataforma.units'].forEach((key) => localStorage.removeItem(key)));
  await page.goto('/');
  await expect(page.getByTestId('signin-api-address')).toHaveValue(apiAddress);
});

test('the web variant has no API address field and no /home', async ({ page }) => {
  await page.goto('/?mobile=0');
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  await expect(page.getByTestId('signin-api-address')).toHaveCount(0);
  await expect(page.getByTestId('signin-qr-scan')).toHaveCount(0);
  await signIn(page, demo.admin, '/home');
  await expect(page).not.toHaveURL(/\/home$/);
  await expect(page.getByTestId('mobile-bottom-menu')).toHaveCount(0);
});

test('a denied camera is reported, and cancel closes the scan', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await openMobileSignIn(page);
  await page.getByTestId('signin-qr-scan').click();
  await expect(page.getByTestId('qr-message')).toHaveText(/Camera access was denied/);
  await page.getByTestId('qr-cancel').click();
  await expect(page.getByTestId('qr-scan-dialog')).toHaveCount(0);
});

test('the scan fills the API address and the username from the camera', async ({ page }) => {
  await openMobileSignIn(page);
  await page.getByTestId('signin-qr-scan').click();
  await expect(page.getByTestId('signin-api-address')).toHaveValue(apiAddress);
  await expect(page.getByTestId('signin-username')).toHaveValue(demo.admin.username);
  await expect(page.getByTestId('qr-scan-dialog')).toHaveCount(0);
  await expect(page.getByText('API address and username filled from the QR code.')).toBeVisible();

  await page.getByTestId('signin-password').fill(demo.admin.password);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('mobile-home')).toBeVisible();
});
