import { expect, test, type Page } from '@playwright/test';
import { demo, rows, signIn } from './helpers.js';

/** What Chromium reports when the page's Content-Security-Policy refuses something. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content[ -]Security[ -]Policy/i.test(error.message)) seen.push(error.message);
  });
  return seen;
}

test('the app runs under its Content-Security-Policy: sign-in, a list, the embedded page', async ({ page }) => {
  const violations = cspViolations(page);
  const shell = await page.goto('/');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
  expect(shell?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId('signin-submit')).toBeVisible();

  await signIn(page, demo.admin, '/settings/event-manager/motives-group');
  await expect(page.getByRole('cell', { name: 'MECH', exact: true })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // A form validates with Ajv, which compiles its validators in the browser.
  await page.goto('/settings/event-manager/motives-group/create');
  await page.getByRole('textbox', { name: 'Code' }).fill('X'.repeat(21));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('At most 20 characters')).toBeVisible();

  const embedded = await page.goto('/iframe/component');
  expect(embedded?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.getByTestId('iframe-empty')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a frame on another site cannot show the app; the app may frame its embeddable page', async ({ page, baseURL }) => {
  // 127.0.0.1 and localhost are different origins: the app's page framed from "another site".
  const outside = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${outside}/plataforma/miscellaneous/signals/healthcheck`);
  await page.setContent(`<iframe id="app" src="${baseURL}/"></iframe>`);
  // Chromium replaces a refused frame with its error page.
  const framed = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url();
  await expect.poll(framed).toMatch(/^chrome-error:/);

  await page.goto(`${baseURL}/plataforma/miscellaneous/signals/healthcheck`);
  await page.setContent(`<iframe id="app" src="${baseURL}/iframe/component"></iframe>`);
  await expect(page.frameLocator('#app').getByTestId('iframe-empty')).toBeVisible();
  expect(framed()).toBe(`${baseURL}/iframe/component`);
});
