import { expect, test, type APIRequestContext } from '@playwright/test';
import { dayFromToday } from '../fixtures/contract-keys.js';
import { contractFixture } from './contract-setup.js';
import { demo, signIn } from './helpers.js';

let request: APIRequestContext;
let contract: Awaited<ReturnType<typeof contractFixture>>;

// One API context for the whole file: the contract is set before each test and restored at the end.
test.beforeAll(async ({ playwright }, testInfo) => {
  request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  contract = await contractFixture(request);
});
test.afterAll(async () => {
  await contract.restore();
  await request.dispose();
});

test("with few days left the shell shows a banner whose renew button leads to /expired (an administrator's task), and back", async ({ page }) => {
  await contract.endOn(dayFromToday(10));
  await signIn(page, demo.operator, '/settings/unit-measurement');
  const banner = page.getByTestId('contract-banner');
  await expect(banner).toContainText('11 days left');
  await expect(page.getByRole('cell', { name: 'Kilogram', exact: true })).toBeVisible();

  await banner.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/expired$/);
  await expect(page.getByTestId('contract-state')).toContainText('11 days left');
  // Only administrators apply keys: the operator is told whom to ask instead of given a field that would fail.
  await expect(page.getByTestId('renewal-ask-admin')).toHaveText(
    'Only an administrator can apply a renewal key. Please contact an administrator of your company.',
  );
  await expect(page.getByTestId('renewal-key')).toHaveCount(0);
  await page.getByTestId('renewal-back').click();
  await expect(page).toHaveURL(/\/settings\/unit-measurement$/);
});

test('an expired contract goes to /expired, which refuses a missing or bad key and accepts a good one', async ({ page }) => {
  await contract.endOn(dayFromToday(-1));
  await signIn(page, demo.admin, '/settings/unit-measurement');
  await expect(page).toHaveURL(/\/expired$/);
  await expect(page.getByTestId('contract-state')).toContainText('The contract ended on');
  await expect(page.getByTestId('renewal-back')).toHaveCount(0);

  await page.getByTestId('renewal-validate').click();
  await expect(page.getByText('Required field')).toBeVisible();

  const tampered = contract.key(dayFromToday(400)).replace(/^./, (first) => (first === 'e' ? 'f' : 'e'));
  await page.getByTestId('renewal-key').fill(tampered);
  await page.getByTestId('renewal-validate').click();
  await expect(page.getByTestId('renewal-error')).toContainText('This renewal key is not valid');
  await expect(page.getByTestId('renewal-key')).toHaveValue(tampered);
  await expect(page).toHaveURL(/\/expired$/);

  const good = contract.key(dayFromToday(400));
  await page.getByTestId('renewal-key').fill(`${good.slice(0, 60)}\n${good.slice(60)}`);
  await page.getByTestId('renewal-validate').click();
  await expect(page.getByText('Contract renewed until')).toBeVisible();
  await expect(page).not.toHaveURL(/\/expired$/);
  await expect(page.getByTestId('unit-selector')).toBeVisible();
  await expect(page.getByTestId('contract-banner')).toHaveCount(0);
});

test('/expired sends a contract with 30 or more days left back to the app', async ({ page }) => {
  await contract.endOn(dayFromToday(45));
  await signIn(page, demo.admin, '/expired');
  await expect(page).not.toHaveURL(/\/expired$/);
  await expect(page.getByTestId('unit-selector')).toBeVisible();
});
