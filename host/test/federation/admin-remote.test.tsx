import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaModule } from '@reelforge/session';
import { isRegistered } from '../../src/federation/remotes.js';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, namedArea, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;
/** How often anything read the admin remote's code: it is read only once downloaded. */
let adminCodeRead = 0;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  const admin = namedArea('admin');
  areaCode(
    'admin',
    new Proxy(admin, {
      get: (target, key, receiver) => {
        adminCodeRead += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as AreaModule,
  );
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

// In this order: once the admin check succeeded, the page keeps the admin remote registered.
describe('the admin remote (docs/reference.md §6)', () => {
  it('is neither registered nor downloaded for an account that is not an administrator', async () => {
    for (const path of ['/projects', '/assume', '/assumebyproject', '/copyproject']) {
      const view = openConsole(server.origin, path);
      if (path === '/projects') await screen.findByRole('heading', { name: 'projects area: projects' });
      else await screen.findByRole('alert', { name: 'Access denied' });
      view.unmount();
    }
    expect(server.requests).toContain('GET /accounts/account/search');
    expect(isRegistered('admin')).toBe(false);
    expect(adminCodeRead).toBe(0);
    expect(server.requests.filter((request) => request.includes('/remotes/admin/'))).toEqual([]);
  });

  it('is registered and loaded once the admin check succeeded', async () => {
    server.answer('/accounts/account/search', { json: { Accounts: [] } });
    openConsole(server.origin, '/assume');
    expect(await screen.findByRole('heading', { name: 'admin area: assume' })).toBeTruthy();
    expect(isRegistered('admin')).toBe(true);
    expect(adminCodeRead).toBeGreaterThan(0);
  });
});
