import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;
const WITH_ANALYTICS = { ...AREAS, analytics: '/remotes/analytics/remoteEntry.js' };

beforeAll(async () => {
  server = await startConsoleOrigin();
  for (const remote of ['projects', 'analytics']) areaCode(remote);
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

const accountMenu = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('menu', { name: 'Account' }));
};

describe('the account pages', () => {
  // First: once the area list has named the analytics area, this page keeps it registered.
  it('offers no Usage where the analytics area is not deployed', async () => {
    openConsole(server.origin, '/projects');
    await screen.findByRole('heading', { name: 'projects area: projects' });
    const menu = await accountMenu('ann');
    expect(menu.queryByRole('menuitem', { name: 'Usage' })).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('the account menu opens the usage page of the analytics area', async () => {
    server.answer('/remotes.json', { json: WITH_ANALYTICS });
    openConsole(server.origin, '/projects');
    await screen.findByRole('heading', { name: 'projects area: projects' });
    const menu = await accountMenu('ann');
    expect(menu.queryByRole('menuitem', { name: 'Client errors' })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Usage' }));
    expect(await screen.findByRole('heading', { name: 'analytics area: usage' })).toBeTruthy();
    expect(window.location.pathname).toBe('/account/usage');
  });

  it('the client errors are refused to an account that is not an administrator, before any area loads', async () => {
    server.answer('/remotes.json', { json: WITH_ANALYTICS });
    openConsole(server.origin, '/account/client-errors');
    const panel = await screen.findByRole('alert', { name: 'Access denied' });
    expect(panel.textContent).toContain('This page is for administrators.');
    expect(screen.queryByRole('heading', { name: /analytics area/ })).toBeNull();
  });

  it('an administrator finds the client errors in the account menu', async () => {
    server.answer('/remotes.json', { json: WITH_ANALYTICS });
    server.answer('/accounts/account/search', { json: { Accounts: [] } });
    openConsole(server.origin, '/projects');
    await screen.findByRole('heading', { name: 'projects area: projects' });
    const menu = await accountMenu('ann');
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Client errors' }));
    expect(await screen.findByRole('heading', { name: 'analytics area: client-errors' })).toBeTruthy();
  });
});
