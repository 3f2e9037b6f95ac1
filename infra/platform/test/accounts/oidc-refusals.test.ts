import { run } from '../../src/accounts-cli/run-account-command.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_ACCOUNT_MESSAGE } from '../../src/accounts/sign-in-rules.ts';
import {
  oidcSettingsFor,
  openCallback,
  signInWithProvider,
  startOidcProvider,
  startPlatformSignIn,
  tokenOf,
  type TestProvider,
} from '../helpers/oidc-provider.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * What single sign-on refuses (docs/accounts.md, "Single sign-on"), each against a real provider:
 * an answer not for this browser's sign-in (state, cookie), an ID token that does not check out
 * (nonce, expiry, another issuer), an identity without an account, a disabled account. Each
 * refusal is a page saying why, with a link back to the sign-in page, and no token.
 */

let idp: TestProvider;
/** Poses as the first: same client, same callback, its own issuer and keys. */
let impostor: TestProvider;
/** Its ID tokens live one second. */
let hasty: TestProvider;
let server: TestServer;
/** Its clock runs a minute ahead: the hasty provider's ID tokens are past their expiry there. */
let late: TestServer;
/** How far the server's clock is moved on, in ms. */
let clockOffset = 0;

const RETURN = '?return=%2Fprojects&state=Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWI';

beforeAll(async () => {
  idp = await startOidcProvider();
  impostor = await startOidcProvider({ client: { id: idp.clientId, secret: idp.clientSecret } });
  hasty = await startOidcProvider({ idTokenTtlSeconds: 1 });
  server = await startTestServer({ oidc: oidcSettingsFor(idp), now: () => Date.now() + clockOffset });
  late = await startTestServer({
    oidc: oidcSettingsFor(hasty, { createAccounts: true }),
    now: () => Date.now() + 60_000,
  });
  idp.register(`${server.url}/accounts/oidc/callback`);
  impostor.register(`${server.url}/accounts/oidc/callback`);
  hasty.register(`${late.url}/accounts/oidc/callback`);
  for (const provider of [idp, impostor, hasty]) {
    provider.accounts.set('sub-grace', { preferred_username: 'grace' });
    provider.accounts.set('sub-nobody', { preferred_username: 'nobody' });
  }
  // The account the identity was linked to (by an admin, or an earlier sign-in).
  await server.app.users.createWithIdentity({
    username: 'grace',
    email: null,
    issuer: idp.issuer,
    subject: 'sub-grace',
    isAdmin: false,
  });
});
afterAll(async () => {
  await Promise.all([server.close(), late.close()]);
  await Promise.all([idp.close(), impostor.close(), hasty.close()]);
});

/** The refusal page's message and its link back, and that it gave no token. */
async function refusal(response: Response) {
  expect(tokenOf(response)).toBeUndefined();
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  const html = await response.text();
  const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
  return {
    status: response.status,
    message: decode(/<p id="error" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? ''),
    back: decode(/<a id="back" href="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

/** The authorization address with some of its parameters changed, as an attacker might send it on. */
function altered(authorizationUrl: string, changes: Record<string, string>, origin?: string): string {
  const url = new URL(authorizationUrl);
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  return origin ? `${origin}${url.pathname}${url.search}` : url.href;
}

describe('the callback refuses', () => {
  it('an answer whose state is not the one this browser sent', async () => {
    const { cookie, authorizationUrl } = await startPlatformSignIn(server.url, RETURN);
    const forged = altered(authorizationUrl, { state: 'another-state-than-the-one-sent' });
    const page = await refusal(await openCallback(await idp.signIn(forged, 'sub-grace'), cookie));
    expect(page.status).toBe(400);
    expect(page.message).toMatch(/not for the sign-in this browser started \(its state differs\)/);
    // Back to the sign-in page, on the way to where the person was going, with the console's state.
    expect(page.back).toBe('../login?return=%2Fprojects&state=Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWI');
    expect(new URL(page.back, `${server.url}/accounts/oidc/callback`).pathname).toBe('/accounts/login');
  });

  it('an answer without the sign-in cookie, with a changed one, or after its ten minutes', async () => {
    const callbackUrl = async () => {
      const started = await startPlatformSignIn(server.url, RETURN);
      return { ...started, callbackUrl: await idp.signIn(started.authorizationUrl, 'sub-grace') };
    };
    const missing = await callbackUrl();
    const changed = await callbackUrl();
    const flipped = `${changed.cookie.slice(0, 20)}${changed.cookie[20] === 'A' ? 'B' : 'A'}${changed.cookie.slice(21)}`;
    const expired = await callbackUrl();
    for (const [callback, cookie] of [
      [missing.callbackUrl, undefined],
      [changed.callbackUrl, flipped],
    ] as const) {
      const page = await refusal(await openCallback(callback, cookie));
      expect(page.status).toBe(400);
      expect(page.message).toMatch(/expired or was started in another browser/);
      expect(page.back).toBe('../login');
    }
    clockOffset = 10 * 60_000 + 1000;
    try {
      const page = await refusal(await openCallback(expired.callbackUrl, expired.cookie));
      expect(page.status).toBe(400);
      expect(page.message).toMatch(/expired/);
    } finally {
      clockOffset = 0;
    }
  });

  it("an ID token whose nonce is another sign-in's", async () => {
    const first = await startPlatformSignIn(server.url, RETURN);
    const second = await startPlatformSignIn(server.url, RETURN);
    const nonce = new URL(second.authorizationUrl).searchParams.get('nonce') ?? '';
    const swapped = altered(first.authorizationUrl, { nonce });
    const page = await refusal(await openCallback(await idp.signIn(swapped, 'sub-grace'), first.cookie));
    expect(page.status).toBe(401);
    expect(page.message).toMatch(/did not check out.*nonce/);
  });

  it('an ID token past its expiry by the server clock', async () => {
    const page = await refusal(await signInWithProvider(late.url, hasty, 'sub-grace', RETURN));
    expect(page.status).toBe(401);
    expect(page.message).toMatch(/did not check out.*"exp"/);
    expect(await late.app.users.findByUsername('grace')).toBeUndefined();
  });

  it('an answer of another issuer, even with the same client and a state of its own', async () => {
    const { cookie, authorizationUrl } = await startPlatformSignIn(server.url, RETURN);
    // The browser taken to the impostor with the sign-in's own parameters: it answers with its code and its issuer.
    const callback = await impostor.signIn(altered(authorizationUrl, {}, impostor.issuer), 'sub-grace');
    expect(new URL(callback).searchParams.get('iss')).toBe(impostor.issuer);
    const page = await refusal(await openCallback(callback, cookie));
    expect(page.status).toBe(401);
    expect(page.message).toMatch(/did not check out.*iss/);
    // Without the iss parameter it is refused too: the provider says it always sends one.
    const again = await startPlatformSignIn(server.url, RETURN);
    const bare = new URL(await impostor.signIn(altered(again.authorizationUrl, {}, impostor.issuer), 'sub-grace'));
    bare.searchParams.delete('iss');
    const second = await refusal(await openCallback(bare.href, again.cookie));
    expect(second.status).toBe(401);
  });

  it('a sign-in the person turned down at the provider', async () => {
    const { cookie, authorizationUrl } = await startPlatformSignIn(server.url, RETURN);
    const page = await refusal(await openCallback(await idp.signIn(authorizationUrl, null), cookie));
    expect(page.status).toBe(400);
    expect(page.message).toMatch(
      /The provider refused the sign-in \(access_denied: The person turned the sign-in down\)/,
    );
  });
});

describe('accounts', () => {
  it('signs in the account linked to the identity', async () => {
    const response = await signInWithProvider(server.url, idp, 'sub-grace', RETURN);
    expect(response.status).toBe(303);
    const verify = await server.request('/accounts/auth/verify', { token: tokenOf(response) });
    expect(verify.json).toMatchObject({ Username: 'grace' });
  });

  it('signs in an account made beforehand once the account command links it to the identity', async () => {
    idp.accounts.set('sub-henry', { preferred_username: 'henry-at-the-provider' });
    await server.app.users.create({ username: 'henry', password: 'a long enough password for henry' });
    expect((await signInWithProvider(server.url, idp, 'sub-henry', RETURN)).status).toBe(403);
    const operator = { who: '(command line)' };
    const said = await run(
      server.app.db,
      { command: 'link', username: 'henry', subject: 'sub-henry' },
      {
        actor: operator,
        issuerFromEnv: idp.issuer,
      },
    );
    expect(said).toBe(`The account henry signs in with ${idp.issuer} as sub-henry from now on.`);
    const response = await signInWithProvider(server.url, idp, 'sub-henry', RETURN);
    expect(response.status).toBe(303);
    expect((await server.request('/accounts/auth/verify', { token: tokenOf(response) })).json).toMatchObject({
      Username: 'henry',
    });
    // An identity is one account's: linking grace's to henry is refused, and grace keeps it.
    await expect(
      run(
        server.app.db,
        { command: 'link', username: 'henry', subject: 'sub-grace' },
        { actor: operator, issuerFromEnv: idp.issuer },
      ),
    ).rejects.toThrow('That identity signs in to another account already: grace');
    await expect(
      run(server.app.db, { command: 'link', username: 'henry', subject: 'sub-henry' }, { actor: operator }),
    ).rejects.toThrow('Name the provider with --issuer, or set OIDC_ISSUER');
    expect((await server.app.users.findByIdentity(idp.issuer, 'sub-grace'))?.username).toBe('grace');
  });

  it('are not made for an unknown identity without OIDC_CREATE_ACCOUNTS', async () => {
    const page = await refusal(await signInWithProvider(server.url, idp, 'sub-nobody', RETURN));
    expect(page.status).toBe(403);
    expect(page.message).toBe(
      'No account here is linked to this Test ID sign-in, and new accounts are not made by signing in: ask an admin for one',
    );
    expect(await server.app.users.findByUsername('nobody')).toBeUndefined();
  });

  it('refuse a disabled account, and let it in again once enabled', async () => {
    const grace = await server.app.users.findByIdentity(idp.issuer, 'sub-grace');
    const setDisabled = (at: number | null) =>
      server.app.db.updateTable('users').set({ disabled_at: at }).where('id', '=', grace!.id).execute();
    await setDisabled(Date.now());
    try {
      const page = await refusal(await signInWithProvider(server.url, idp, 'sub-grace', RETURN));
      expect(page.status).toBe(403);
      expect(page.message).toBe(DISABLED_ACCOUNT_MESSAGE);
    } finally {
      await setDisabled(null);
    }
    expect((await signInWithProvider(server.url, idp, 'sub-grace', RETURN)).status).toBe(303);
  });
});
