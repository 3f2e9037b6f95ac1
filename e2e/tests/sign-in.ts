import { expect, type Page } from '@playwright/test';

/** Opens the console, lands on the accounts sign-in page and signs in. */
export async function signIn(page: Page, username = 'demo', password = 'demo', path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/accounts\/login\?return=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
