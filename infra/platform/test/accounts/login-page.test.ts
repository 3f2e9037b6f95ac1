import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeReturnAddress } from '../../src/accounts/login-page.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = (query = '') => server.request(`/accounts/login${query}`);
const returnOf = (html: string) => /data-return="([^"]*)"/.exec(html)?.[1];

describe('GET /accounts/login', () => {
  it('is an accessible sign-in form', async () => {
    const reply = await page('?return=%2Fprojects');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    const html = reply.text;
    expect(html).toContain('<title>Sign in — Reelforge</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="username">Username<\/label>\s*<input id="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password"[^>]*type="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(html).toMatch(/id="error" role="alert"/);
    expect(html).toContain("'Wrong username or password.'");
    expect(returnOf(html)).toBe('/projects');
  });

  it('forbids framing and any script but its own', async () => {
    const reply = await page();
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'sha256-[^']+'(;|$)/);
  });

  it('escapes the return address it puts into the page', async () => {
    const attack = '/projects"><script>alert(1)</script>';
    const reply = await page(`?return=${encodeURIComponent(attack)}`);
    expect(reply.text).not.toContain('<script>alert(1)');
    expect(returnOf(reply.text)).toBe('/projects&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sends an off-site return address back home instead', async () => {
    for (const evil of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      expect(returnOf((await page(`?return=${encodeURIComponent(evil)}`)).text)).toBe('/');
    }
    const sameHost = `${server.url}/projects/eu-west-1/x/videos`;
    expect(returnOf((await page(`?return=${encodeURIComponent(sameHost)}`)).text)).toBe(sameHost);
  });
});

describe('the state the console sends', () => {
  const stateOf = (html: string) => /data-state="([^"]*)"/.exec(html)?.[1];

  it('is handed back with the token: the page keeps it for its return', async () => {
    const state = 'Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWI';
    const reply = await page(`?return=%2Fprojects&state=${state}`);
    expect(reply.status).toBe(200);
    expect(stateOf(reply.text)).toBe(state);
    expect(reply.text).toContain("url.searchParams.set('state', form.dataset.state)");
  });

  it('is left out when none was sent', async () => {
    expect(stateOf((await page('?return=%2Fprojects')).text)).toBeUndefined();
  });

  it.each([
    ['markup', '"><script>alert(1)</script>aaaaaaaaaaaaaa'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['other characters', 'state with spaces and more!'],
  ])('is refused with 400 naming it when it holds %s', async (_case, state) => {
    const reply = await page(`?state=${encodeURIComponent(state)}`);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/state/);
  });
});

describe('safeReturnAddress', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/byregion/eu-west-1?x=1', '/byregion/eu-west-1?x=1'],
    ['http://localhost:8080/projects', 'http://localhost:8080/projects'],
    ['http://localhost:9999/projects', '/'],
    ['https://localhost.evil.example/', '/'],
    ['projects', '/'],
    ['data:text/html,hi', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnAddress(input, 'localhost:8080')).toBe(expected);
  });
});
