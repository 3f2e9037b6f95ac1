import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTING_AS_KEY } from '@reelforge/model/acting-as-key';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;
const ADMIN_TOKEN = 'k'.repeat(64);

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const keep = (admin: string, token = ADMIN_TOKEN) =>
  window.sessionStorage.setItem(ACTING_AS_KEY, JSON.stringify({ admin, token }));
const cookieToken = () => /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1];

describe('the acting-as banner', () => {
  it('says whom the admin acts as and leads back to the admin’s own session', async () => {
    keep('root');
    const { went } = openConsole(server.origin, '/projects');
    const banner = await screen.findByRole('status', { name: 'Acting as ann' });
    expect(banner.textContent).toBe('Acting as annBack to root');
    await userEvent.click(screen.getByRole('button', { name: 'Back to root' }));
    expect(cookieToken()).toBe(ADMIN_TOKEN);
    expect(window.sessionStorage.getItem(ACTING_AS_KEY)).toBeNull();
    expect(went).toEqual(['/projects']);
  });

  it('is not shown to someone who acts as nobody', async () => {
    openConsole(server.origin, '/projects');
    await screen.findByRole('heading', { name: 'projects area: projects' });
    expect(screen.queryByText(/Acting as/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });

  it('is not shown for a kept session that is not one, nor for the admin’s own', async () => {
    for (const stored of ['{"admin":"root"}', 'not json', JSON.stringify({ admin: 'ann', token: ADMIN_TOKEN })]) {
      window.sessionStorage.setItem(ACTING_AS_KEY, stored);
      const view = openConsole(server.origin, '/projects');
      await screen.findByRole('heading', { name: 'projects area: projects' });
      expect(screen.queryByText(/Acting as/)).toBeNull();
      view.unmount();
    }
  });

  it('logging out forgets the admin’s kept session with the token', async () => {
    server.answer('/accounts/auth/logout', { json: {} });
    keep('root');
    const { went } = openConsole(server.origin, '/projects');
    await screen.findByRole('status', { name: 'Acting as ann' });
    await userEvent.click(screen.getByRole('button', { name: /ann$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await vi.waitFor(() => expect(went).toEqual(['/']));
    expect(window.sessionStorage.getItem(ACTING_AS_KEY)).toBeNull();
    expect(cookieToken()).toBeFalsy();
  });

  it('a session that ended forgets the kept one on the way to sign in', async () => {
    keep('root');
    const { went } = openConsole(server.origin, '/projects', { token: 'x'.repeat(64) });
    await vi.waitFor(() => expect(went.some((to) => to.includes('/accounts/'))).toBe(true));
    expect(window.sessionStorage.getItem(ACTING_AS_KEY)).toBeNull();
  });
});
