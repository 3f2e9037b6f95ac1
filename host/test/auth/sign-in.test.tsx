import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWED, startConsoleOrigin, TOKEN, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  areaCode('admin');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tokenCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('token='))
    ?.slice('token='.length) || undefined;
const account = () => screen.findByRole('button', { name: /ann/ });
const signInPage = (to: string) => new URL(to, server.origin);

describe('signing in', () => {
  it('without a token goes to the accounts sign-in page, which returns to the same address', async () => {
    const { went } = openConsole(server.origin, '/byregion/us-east-1/projects?fxtype=fxpro', { token: null });
    await waitFor(() => expect(went).toHaveLength(1));
    const target = signInPage(went[0]!);
    expect(target.pathname).toBe('/accounts/login');
    expect(target.searchParams.get('return')).toBe(`${server.origin}/byregion/us-east-1/projects?fxtype=fxpro`);
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(screen.getByRole('status').textContent).toBe('Signing in…');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('takes the token the sign-in page brings back with this tab’s state, keeps it in a cookie and clears the address bar', async () => {
    const { went } = openConsole(server.origin, '/projects', { token: null });
    await waitFor(() => expect(went).toHaveLength(1));
    const state = signInPage(went[0]!).searchParams.get('state');
    cleanup();
    openConsole(server.origin, `/projects?token=${TOKEN}&state=${state}`, { token: null });
    await account();
    expect(await screen.findByRole('heading', { name: 'projects area: projects' })).toBeTruthy();
    expect(tokenCookie()).toBe(TOKEN);
    expect(window.location.search).toBe('');
  });

  it('ignores a token in a link that no sign-in of this tab asked for: whoever is signed in stays', async () => {
    const { went } = openConsole(server.origin, `/projects?token=${'b'.repeat(64)}&state=${'s'.repeat(32)}`);
    await account();
    expect(went).toEqual([]);
    expect(tokenCookie()).toBe(TOKEN);
    expect(window.location.search).toBe('');
  });

  it('sends the user to sign in when the accounts service refuses the token', async () => {
    const { went } = openConsole(server.origin, '/projects', { token: 'x'.repeat(64) });
    await waitFor(() => expect(went.length).toBeGreaterThan(0));
    expect(signInPage(went[0]!).pathname).toBe('/accounts/login');
    expect(screen.queryByRole('button', { name: /ann/ })).toBeNull();
  });
});

describe('the account menu', () => {
  it('offers only API keys, changing the password and logging out to an account that is not an administrator', async () => {
    openConsole(server.origin, '/projects');
    await userEvent.click(await account());
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['API keys', 'Change password', 'Log out']);
  });

  it('offers the admin tools once the admin check succeeded, and opens them', async () => {
    server.answer('/accounts/account/search', { json: { Accounts: [] } });
    openConsole(server.origin, '/projects');
    await userEvent.click(await account());
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Accounts',
      'Act as another account',
      'Find account by project',
      'Copy a project',
      'API keys',
      'Change password',
      'Log out',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Act as another account' }));
    expect(await screen.findByRole('heading', { name: 'admin area: assume' })).toBeTruthy();
  });

  it('logs out on the server, drops the token and goes to /', async () => {
    const { went } = openConsole(server.origin, '/projects');
    await userEvent.click(await account());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(went).toEqual(['/']));
    expect(server.requests).toContain('POST /accounts/auth/logout');
    expect(tokenCookie()).toBeUndefined();
  });
});

describe('staying signed in', () => {
  it('renews the token every minute and keeps the renewed one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    openConsole(server.origin, '/projects');
    await account();
    // The renewal's interval is set by an effect that may run a moment after the page shows.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    vi.advanceTimersByTime(60_000);
    // Testing Library polls with setInterval: the renewal is on its way, so the clock can run again.
    vi.useRealTimers();
    await waitFor(() => expect(tokenCookie()).toBe(RENEWED));
    expect(server.requests).toContain('POST /accounts/auth/renew');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks to sign in again when renewing fails, and its button goes to the sign-in page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.answer('/accounts/auth/renew', { status: 401, json: { Message: 'Token expired' } });
    const { went } = openConsole(server.origin, '/projects');
    await account();
    // The renewal's interval is set by an effect that may run a moment after the page shows.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(went).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(went).toHaveLength(1);
    expect(signInPage(went[0]!).pathname).toBe('/accounts/login');
  });
});
