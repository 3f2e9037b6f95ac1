import { expect, test, type APIRequestContext, type Page } from './csp-watch.js';
import { signIn } from './sign-in.js';

// A token reaches the console in its address only on the return from the sign-in page, with
// the state the console sent there; any other token in a link is dropped from the address bar
// and never signs anyone in (here: an admin's token, the worst one to leak).

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const reply = await request.post('/accounts/auth/login', { data: { Username: username, Password: username } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).Token;
}

const signedInAs = (page: Page, username: string) =>
  expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();

test('signing in on the real sign-in page returns to the console with no token or state in the address', async ({
  page,
}) => {
  await page.goto('/byregion/us-east-1/projects');
  await expect(page).toHaveURL(/\/accounts\/login\?return=.*&state=[\w-]{32}$/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Projects in us-east-1' })).toBeVisible();
  await signedInAs(page, 'demo');
  expect(page.url()).not.toMatch(/[?&](token|state)=/);
  // The page can be reloaded: the cookie carries the sign-in from here on.
  await page.reload();
  await signedInAs(page, 'demo');
});

test("a link carrying someone else's token leads to the sign-in page, not into their account", async ({
  page,
  request,
}) => {
  const theirs = await tokenOf(request, 'admin');
  for (const link of [`/projects?token=${theirs}`, `/projects?token=${theirs}&state=${'a'.repeat(32)}`]) {
    await page.goto(link);
    await expect(page).toHaveURL(/\/accounts\/login\?return=/);
    expect(decodeURIComponent(page.url())).not.toContain(theirs);
  }
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedInAs(page, 'demo');
});

test("while signed in, a link with another user's token keeps the session of whoever is signed in", async ({
  page,
  request,
}) => {
  await signIn(page, 'demo', 'demo', '/projects');
  await signedInAs(page, 'demo');
  const theirs = await tokenOf(request, 'admin');
  for (const link of [
    `/projects?token=${theirs}`,
    `/byregion/eu-west-1?state=${'b'.repeat(32)}&token=${theirs}`,
    `/assume?token=${theirs}`,
  ]) {
    await page.goto(link);
    await signedInAs(page, 'demo');
    await expect(page.getByRole('button', { name: 'admin', exact: true })).toHaveCount(0);
    expect(page.url()).not.toContain(theirs);
  }
});

test('after logout the token is refused by the platform', async ({ page, context, request }) => {
  await signIn(page, 'demo', 'demo', '/projects');
  await signedInAs(page, 'demo');
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const loggedOut = page.waitForResponse('**/accounts/auth/logout');
  await page.getByRole('button', { name: 'demo', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/accounts\/login/);
  const verify = await request.get('/accounts/auth/verify', { headers: { authorization: `istoken ${token}` } });
  expect(verify.status()).toBe(401);
});

test('logout still signs out locally when the platform cannot be told', async ({ page, context }) => {
  await signIn(page, 'demo', 'demo', '/projects');
  await signedInAs(page, 'demo');
  await page.route('**/accounts/auth/logout', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'demo', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
