import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { username: 'admin', password: 'Admin#Plant2026' },
  operator: { username: 'operator', password: 'Operator#Plant2026' },
};

/** Signs in through the sign-in screen, starting from `path` (a private page or `/`). */
export async function signIn(page: Page, who: { username: string; password: string }, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('signin-username').fill(who.username);
  await page.getByTestId('signin-password').fill(who.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-submit')).toBeHidden();
}

/** The data rows of the list on screen (the header row shares the row class). */
export function rows(page: Page) {
  return page.locator('tbody .RaDatagrid-row');
}

export async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: next }).click();
}
