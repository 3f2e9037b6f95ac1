import { expect, type Page } from '@playwright/test';

/** Opens the console, lands on the accounts sign-in page and signs in. */
export async function signIn(page: Page, username = 'demo', password = 'demo', path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/accounts\/login\?return=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the console at `path` signed in as one of the seeded accounts (its password is its
 * name): the platform's login call gives the token, put in the cookie the console reads, as
 * a return from the sign-in page leaves it. One page load instead of three; the sign-in page
 * itself is what session.spec.ts and sign-in-links.spec.ts test, through signIn.
 */
export async function openSignedIn(page: Page, path = '/', username = 'demo') {
  const reply = await page.request.post('/accounts/auth/login', { data: { Username: username, Password: username } });
  expect(reply.status()).toBe(200);
  const { Token } = (await reply.json()) as { Token: string };
  await page.context().addCookies([{ name: 'token', value: Token, url: new URL(reply.url()).origin }]);
  await page.goto(path);
}
