import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PAGE_CSP } from '../../src/accounts/login-page-html.ts';
import {
  oidcSettingsFor,
  signInWithProvider,
  startOidcProvider,
  tokenOf,
  type TestProvider,
} from '../helpers/oidc-provider.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The sign-in page with single sign-on: the provider's button where people sign in, and with
 * PASSWORD_SIGN_IN=0 no password form and no password sign-in (docs/accounts.md, "Single sign-on").
 */

const STATE = 'Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWI';

let idp: TestProvider;
let both: TestServer;
let ssoOnly: TestServer;

beforeAll(async () => {
  idp = await startOidcProvider();
  both = await startTestServer({ oidc: oidcSettingsFor(idp, { name: 'Acme <SSO>' }) });
  ssoOnly = await startTestServer({ oidc: oidcSettingsFor(idp, { createAccounts: true }), passwordSignIn: false });
  idp.register(`${ssoOnly.url}/accounts/oidc/callback`);
});
afterAll(async () => {
  await Promise.all([both.close(), ssoOnly.close()]);
  await idp.close();
});

const ssoLink = (html: string) => /<a class="sso" id="sso" href="([^"]*)">([^<]*)<\/a>/.exec(html);

describe('the sign-in page with single sign-on', () => {
  it("shows the provider's button, carrying the return address and the console's state, above the password form", async () => {
    const reply = await both.request(`/accounts/login?return=%2Fprojects%2Feu-west-1&state=${STATE}`);
    expect(reply.status).toBe(200);
    const link = ssoLink(reply.text);
    expect(link?.[2]).toBe('Sign in with Acme &lt;SSO&gt;');
    const href = new URL(link![1]!.replaceAll('&amp;', '&'), `${both.url}/accounts/login`);
    expect(href.pathname).toBe('/accounts/oidc/start');
    expect(Object.fromEntries(href.searchParams)).toEqual({ return: '/projects/eu-west-1', state: STATE });
    expect(reply.text).toContain('<form id="signin"');
    expect(reply.text.indexOf('id="sso"')).toBeLessThan(reply.text.indexOf('id="signin"'));
  });

  it('has no button without single sign-on', async () => {
    const server = await startTestServer();
    try {
      const reply = await server.request('/accounts/login');
      expect(ssoLink(reply.text)).toBeNull();
      expect(reply.text).toContain('<form id="signin"');
    } finally {
      await server.close();
    }
  });
});

describe('PASSWORD_SIGN_IN=0', () => {
  it('leaves the password form out of the page, its script still the one the policy allows', async () => {
    const reply = await ssoOnly.request('/accounts/login?return=%2Fprojects');
    expect(ssoLink(reply.text)?.[2]).toBe('Sign in with Test ID');
    expect(reply.text).not.toContain('<form');
    expect(reply.text).not.toContain('type="password"');
    expect(reply.headers.get('content-security-policy')).toBe(LOGIN_PAGE_CSP);
  });

  it('refuses a password sign-in with 403, the right password too', async () => {
    const reply = await ssoOnly.request('/accounts/auth/login', {
      method: 'POST',
      body: { Username: 'demo', Password: 'demo' },
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ Message: 'Password sign-in is turned off' });
  });

  it('still signs people in with the provider', async () => {
    idp.accounts.set('sub-henry', { preferred_username: 'henry' });
    const token = tokenOf(await signInWithProvider(ssoOnly.url, idp, 'sub-henry'));
    expect((await ssoOnly.request('/accounts/auth/verify', { token })).json).toMatchObject({ Username: 'henry' });
  });
});

describe('a provider that cannot be reached', () => {
  it('makes the start a page saying so, linking back to the sign-in page', async () => {
    const server = await startTestServer({
      oidc: oidcSettingsFor(idp, { issuer: 'http://127.0.0.1:1' }),
    });
    try {
      const response = await fetch(`${server.url}/accounts/oidc/start?return=%2Fprojects`, { redirect: 'manual' });
      expect(response.status).toBe(502);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toMatch(/The sign-in provider cannot be reached now: try again in a moment/);
      expect(html).toContain('<a id="back" href="../login?return=%2Fprojects">');
    } finally {
      await server.close();
    }
  });
});

describe('the callback address sent to the provider', () => {
  const startFrom = async (server: TestServer, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/accounts/oidc/start`, { redirect: 'manual', headers });
    expect(response.status).toBe(303);
    return {
      redirectUri: new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri'),
      cookie: response.headers.getSetCookie()[0] ?? '',
    };
  };
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'video.example.com' };

  it("is this request's origin, a forwarded one only from a trusted proxy (TRUST_PROXY)", async () => {
    const ignored = await startFrom(both, forwarded);
    expect(ignored.redirectUri).toBe(`${both.url}/accounts/oidc/callback`);
    expect(ignored.cookie).not.toContain('Secure');
    const proxied = await startTestServer({ oidc: oidcSettingsFor(idp), trustProxy: ['127.0.0.1'] });
    try {
      const behind = await startFrom(proxied, forwarded);
      expect(behind.redirectUri).toBe('https://video.example.com/accounts/oidc/callback');
      expect(behind.cookie).toMatch(/; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('is OIDC_REDIRECT_URI when pinned', async () => {
    const pinned = await startTestServer({
      oidc: oidcSettingsFor(idp, { redirectUri: 'https://video.example.com/sso/callback' }),
    });
    try {
      expect((await startFrom(pinned, forwarded)).redirectUri).toBe('https://video.example.com/sso/callback');
    } finally {
      await pinned.close();
    }
  });
});
