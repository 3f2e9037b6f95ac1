import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToLogin, logout } from '../../src/auth/login.js';
import { takeToken } from '../../src/auth/token-source.js';

const MINE = 'a'.repeat(64);
const THEIRS = 'b'.repeat(64);

const open = (address: string) => window.history.replaceState(null, '', address);
const address = () => window.location.pathname + window.location.search + window.location.hash;
const setCookie = (token: string) => (document.cookie = `token=${token}; Path=/`);
// An empty value is no cookie: happy-dom keeps a cookie cleared with Max-Age=0 as an empty one.
const tokenCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('token='))
    ?.slice('token='.length) || undefined;

/** Goes to sign in as the console does, and gives the state it sent to the login page. */
function startSignIn(): string {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  goToLogin('/accounts');
  const target = new URL(String(assign.mock.calls[0]![0]));
  assign.mockRestore();
  return target.searchParams.get('state')!;
}

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
  open('/');
});
afterEach(() => vi.restoreAllMocks());

describe('going to sign in', () => {
  it('sends the return address and a fresh random state to the login page, and drops the cookie', () => {
    setCookie(MINE);
    open('/projects/eu-west-1?fxtype=fxpro');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    goToLogin('/accounts/');
    const target = new URL(String(assign.mock.calls[0]![0]));
    expect(target.pathname).toBe('/accounts/login');
    expect(target.searchParams.get('return')).toBe(`${window.location.origin}/projects/eu-west-1?fxtype=fxpro`);
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokenCookie()).toBeUndefined();
    goToLogin('/accounts/');
    expect(new URL(String(assign.mock.calls[1]![0])).searchParams.get('state')).not.toBe(
      target.searchParams.get('state'),
    );
  });
});

describe('a token in the address', () => {
  it('is taken when it comes back with the state this tab sent, and leaves the address bar', () => {
    const state = startSignIn();
    open(`/projects?fxtype=fxpro&token=${MINE}&state=${state}#top`);
    expect(takeToken()).toBe(MINE);
    expect(address()).toBe('/projects?fxtype=fxpro#top');
  });

  it('is ignored without a state, and removed from the address bar', () => {
    open(`/projects?token=${THEIRS}`);
    expect(takeToken()).toBeUndefined();
    expect(address()).toBe('/projects');
  });

  it.each([
    ['a made-up state', () => 'x'.repeat(32)],
    ['a state this tab never sent', () => 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'],
    ['an empty state', () => ''],
  ])('is ignored with %s, even while this tab is signing in', (_case, forged) => {
    startSignIn();
    open(`/?token=${THEIRS}&state=${forged()}`);
    expect(takeToken()).toBeUndefined();
    expect(address()).toBe('/');
  });

  it('is ignored when no sign-in was started in this tab, even with a state', () => {
    open(`/?token=${THEIRS}&state=${'s'.repeat(32)}`);
    expect(takeToken()).toBeUndefined();
  });

  it('works once: the same return opened again is ignored', () => {
    const state = startSignIn();
    open(`/?token=${MINE}&state=${state}`);
    expect(takeToken()).toBe(MINE);
    open(`/?token=${THEIRS}&state=${state}`);
    expect(takeToken()).toBeUndefined();
  });

  it('of someone else does not replace the session of whoever is signed in', () => {
    setCookie(MINE);
    for (const link of [
      `/projects?token=${THEIRS}`,
      `/assume?token=${THEIRS}&state=${'q'.repeat(32)}`,
      `/?state=x&token=${THEIRS}`,
    ]) {
      open(link);
      expect(takeToken()).toBe(MINE);
      expect(window.location.search).toBe('');
    }
  });

  it('leaves the cookie as the source when there is no token in the address', () => {
    setCookie(MINE);
    open('/byregion/eu-west-1?path=a/b');
    expect(takeToken()).toBe(MINE);
    expect(address()).toBe('/byregion/eu-west-1?path=a/b');
  });
});

describe('logout', () => {
  it('ends the sign-in on the server, then clears the cookie and goes to /', async () => {
    setCookie(MINE);
    const order: string[] = [];
    const assign = vi.spyOn(window.location, 'assign').mockImplementation((to) => void order.push(`go ${String(to)}`));
    await logout({ logout: async () => void order.push(`server, cookie ${tokenCookie() ?? 'gone'}`) });
    expect(order).toEqual([`server, cookie ${MINE}`, 'go /']);
    expect(tokenCookie()).toBeUndefined();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('still logs out here when the server cannot be told', async () => {
    setCookie(MINE);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await logout({ logout: () => Promise.reject(new Error('Network down')) });
    expect(tokenCookie()).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
