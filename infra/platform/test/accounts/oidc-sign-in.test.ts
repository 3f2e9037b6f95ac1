import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Single sign-on against a real OpenID Connect provider (oidc-provider) over HTTP, as a browser
 * goes through it: the platform's start, the provider's login, the callback (docs/accounts.md,
 * "Single sign-on"). Here new accounts are made on first sign-in and a group makes admins.
 */

const CONSOLE_STATE = 'Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWI';

let idp: TestProvider;
let server: TestServer;

beforeAll(async () => {
  idp = await startOidcProvider();
  server = await startTestServer({
    oidc: oidcSettingsFor(idp, { createAccounts: true, adminGroup: 'reelforge-admins' }),
  });
  idp.register(`${server.url}/accounts/oidc/callback`);
});
afterAll(async () => {
  await server.close();
  await idp.close();
});

const verify = async (token: string | undefined) => (await server.request('/accounts/auth/verify', { token })).json;

describe('a sign-in with the provider', () => {
  it('sends the browser to the provider with PKCE, a state and a nonce, keeping them in a short-lived HttpOnly cookie', async () => {
    const response = await fetch(`${server.url}/accounts/oidc/start?return=%2Fprojects&state=${CONSOLE_STATE}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const to = new URL(response.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: 'code',
      scope: 'openid profile email groups',
      redirect_uri: `${server.url}/accounts/oidc/callback`,
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(to.searchParams.get(param)).toMatch(/^[\w-]{40,}$/);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^reelforge_oidc=[\w-]+; /);
    expect(cookie).toContain('Path=/accounts/oidc');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Nothing of the sign-in is readable in it.
    expect(cookie).not.toContain(to.searchParams.get('state'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('ends with a token of the platform, handed to the return address with the console state, that works on an API call', async () => {
    idp.accounts.set('sub-alice', { preferred_username: 'alice', email: 'alice@example.com', groups: ['staff'] });
    const { cookie, authorizationUrl } = await startPlatformSignIn(
      server.url,
      `?return=%2Fprojects%2Feu-west-1&state=${CONSOLE_STATE}`,
    );
    const callbackUrl = await idp.signIn(authorizationUrl, 'sub-alice');
    expect(callbackUrl.startsWith(`${server.url}/accounts/oidc/callback?`)).toBe(true);
    const callback = await openCallback(callbackUrl, cookie);

    expect(callback.status).toBe(303);
    const back = new URL(callback.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/projects/eu-west-1`);
    expect(back.searchParams.get('state')).toBe(CONSOLE_STATE);
    const token = back.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // The cookie served this one callback.
    expect(callback.headers.getSetCookie()[0]).toMatch(/^reelforge_oidc=; .*Max-Age=0/);

    expect(await verify(token)).toMatchObject({ Username: 'alice', Admin: false });
    // The ID token's signature was checked against the issuer's keys.
    expect(idp.requests).toEqual(expect.arrayContaining(['/.well-known/openid-configuration', '/token', '/jwks']));
    const projects = await server.request('/r/eu-west-1/api/v1/list/project/', { token });
    expect(projects.status).toBe(200);
    const account = await server.app.users.account({ username: 'alice' });
    expect(account).toMatchObject({ email: 'alice@example.com', singleSignOn: true, hasPassword: false });
    expect(account?.lastSignInAt).toBeGreaterThan(Date.now() - 60_000);

    // The same answer again (the code used up) signs nobody in.
    const replay = await openCallback(callbackUrl, cookie);
    expect(replay.status).toBe(401);
    expect(tokenOf(replay)).toBeUndefined();
  });

  it('finds the same account by issuer and subject the next time, whatever the names in the claims', async () => {
    idp.accounts.set('sub-bob', { preferred_username: 'bob' });
    expect(await verify(tokenOf(await signInWithProvider(server.url, idp, 'sub-bob')))).toMatchObject({
      Username: 'bob',
    });
    idp.accounts.set('sub-bob', { preferred_username: 'robert', email: 'robert@example.com' });
    expect(await verify(tokenOf(await signInWithProvider(server.url, idp, 'sub-bob')))).toMatchObject({
      Username: 'bob',
    });
    expect(await server.app.users.findByUsername('robert')).toBeUndefined();
  });

  it('gives a new account a free name: a password account of the same name is never taken over', async () => {
    idp.accounts.set('sub-other-demo', { preferred_username: 'demo' });
    const token = tokenOf(await signInWithProvider(server.url, idp, 'sub-other-demo'));
    expect(await verify(token)).toMatchObject({ Username: 'demo-2' });
    expect(await verify(await server.login('demo'))).toMatchObject({ Username: 'demo' });
    // A name made to fit the name rule; without a usable preferred_username, the email names it.
    idp.accounts.set('sub-carol', { preferred_username: ' carol/ops\u202e ' });
    expect(await verify(tokenOf(await signInWithProvider(server.url, idp, 'sub-carol')))).toMatchObject({
      Username: 'carol-ops',
    });
    idp.accounts.set('sub-dave', { preferred_username: '..', email: 'dave@example.com' });
    expect(await verify(tokenOf(await signInWithProvider(server.url, idp, 'sub-dave')))).toMatchObject({
      Username: 'dave@example.com',
    });
  });

  it('makes the account admin while the groups claim holds the admin group, and ordinary again once it does not', async () => {
    idp.accounts.set('sub-erin', { preferred_username: 'erin', groups: ['staff', 'reelforge-admins'] });
    const first = tokenOf(await signInWithProvider(server.url, idp, 'sub-erin'));
    expect(await verify(first)).toMatchObject({ Username: 'erin', Admin: true });
    expect((await server.request('/accounts/account/search?q=er', { token: first })).status).toBe(200);

    idp.accounts.set('sub-erin', { preferred_username: 'erin', groups: ['staff'] });
    const second = tokenOf(await signInWithProvider(server.url, idp, 'sub-erin'));
    expect(await verify(second)).toMatchObject({ Username: 'erin', Admin: false });
    expect((await server.request('/accounts/account/search?q=er', { token: second })).status).toBe(403);

    // The account made and its role changes are in the audit log, done by single sign-on.
    const audit = await server.request('/accounts/account/audit', { token: await server.login('admin') });
    const erin = audit.json.Entries.filter((entry: { whom: string }) => entry.whom === 'erin');
    expect(erin.map(({ who, what, detail }: Record<string, string>) => ({ who, what, detail }))).toEqual([
      { who: '(single sign-on)', what: 'account-role', detail: 'admin to ordinary' },
      { who: '(single sign-on)', what: 'account-create', detail: 'as an admin' },
    ]);
  });

  it('sends an off-site return address home instead', async () => {
    idp.accounts.set('sub-frank', { preferred_username: 'frank' });
    const callback = await signInWithProvider(
      server.url,
      idp,
      'sub-frank',
      '?return=https%3A%2F%2Fevil.example%2Fsteal',
    );
    const back = new URL(callback.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/`);
    expect(back.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });
});
