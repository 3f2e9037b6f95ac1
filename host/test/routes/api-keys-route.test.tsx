import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

// The API keys page in the console: reached from the account menu, loaded when it opens, reading
// the keys from the accounts service with the person's token.
let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.answer('/accounts/account/apikeys', {
    json: {
      Keys: [
        {
          Id: 'a'.repeat(32),
          Name: 'Nightly renders',
          Prefix: 'abcd1234',
          Projects: null,
          Access: 'read-write',
          Expires: null,
          Created: '2031-03-03T10:00:00.000Z',
          LastUsed: null,
          Revoked: null,
        },
      ],
    },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the API keys page', () => {
  it('opens from the account menu and lists the keys', async () => {
    openConsole(server.origin, '/projects');
    await screen.findByRole('heading', { name: 'projects area: projects' });
    await userEvent.click(await screen.findByRole('button', { name: /ann/ }));
    await userEvent.click(
      within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'API keys' }),
    );
    expect(await screen.findByRole('heading', { name: 'API keys', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/account/apikeys');
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    expect(table.getByRole('cell', { name: 'Nightly renders' })).toBeTruthy();
    expect(table.getByRole('cell', { name: 'rfk_abcd1234…' })).toBeTruthy();
    expect(server.requests).toContain('GET /accounts/account/apikeys');
    // No area is loaded for it: the page is the host's own.
    expect(server.requests.filter((request) => request.includes('/remotes/') && !request.includes('projects'))).toEqual(
      [],
    );
  });

  it('opens at its address', async () => {
    openConsole(server.origin, '/account/apikeys');
    expect(await screen.findByRole('heading', { name: 'API keys', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Nightly renders' })).toBeTruthy();
  });
});
