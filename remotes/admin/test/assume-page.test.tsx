import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import { ACTING_AS_KEY } from '@reelforge/model/acting-as-key';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import AdminArea from '../src/routes.js';

const ADMIN_TOKEN = 'a'.repeat(64);
const DEMO_TOKEN = 'd'.repeat(64);

beforeEach(() => {
  window.sessionStorage.clear();
  document.cookie = `token=${ADMIN_TOKEN}; Path=/`;
});
afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

const cookieToken = () => /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1];

/** The /assume page of `root`, an admin, with the accounts service answering as given. */
function assumePage({
  search = async (q: string) => [{ username: `${q}mo`, token: '' }],
  assume = async (u: string) => ({ Token: DEMO_TOKEN, Username: u, Expires: '2099-01-01T00:00:00Z' }),
}: {
  search?: (q: string) => Promise<{ username: string; token: string }[]>;
  assume?: (u: string) => Promise<unknown>;
} = {}) {
  const accounts = { search: vi.fn(search), assume: vi.fn(assume) };
  const went: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((to) => void went.push(String(to)));
  startSession({ api: { accounts } as unknown as Api, user: { username: 'root', admin: true }, token: ADMIN_TOKEN });
  renderInConsole(<AdminArea area="assume" />, { path: '/assume' });
  return { accounts, went };
}

describe('acting as another account (/assume)', () => {
  it('searches only once more than one character is typed', async () => {
    const { accounts } = assumePage();
    const field = screen.getByRole('textbox', { name: 'Account' });
    await userEvent.type(field, 'd');
    expect(screen.getByText('Type at least 2 characters of a username to search.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, ' d ');
    expect(accounts.search).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'de');
    const found = await screen.findByRole('list', { name: 'Account: accounts found' });
    expect(within(found).getByText('demo')).toBeTruthy();
    expect(accounts.search).toHaveBeenCalledWith('de');
    expect(accounts.search.mock.calls.every(([q]) => q.trim().length > 1)).toBe(true);
  });

  it('acting as an account keeps the admin’s session, signs in as that account and starts over', async () => {
    const { accounts, went } = assumePage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Act as demo' }));
    await vi.waitFor(() => expect(went).toEqual(['/projects']));
    expect(accounts.assume).toHaveBeenCalledWith('demo');
    expect(cookieToken()).toBe(DEMO_TOKEN);
    expect(JSON.parse(window.sessionStorage.getItem(ACTING_AS_KEY) ?? 'null')).toEqual({
      admin: 'root',
      token: ADMIN_TOKEN,
    });
  });

  it('acting again from an assumed session still leads back to the first admin', async () => {
    window.sessionStorage.setItem(ACTING_AS_KEY, JSON.stringify({ admin: 'first', token: 'f'.repeat(64) }));
    const { went } = assumePage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Act as demo' }));
    await vi.waitFor(() => expect(went).toEqual(['/projects']));
    expect(JSON.parse(window.sessionStorage.getItem(ACTING_AS_KEY) ?? 'null')).toEqual({
      admin: 'first',
      token: 'f'.repeat(64),
    });
  });

  it('a refused assume says so and changes nothing', async () => {
    const { went } = assumePage({ assume: async () => Promise.reject(new Error('Forbidden: not an administrator.')) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Act as demo' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not act as that account: Forbidden: not an administrator.');
    expect(went).toEqual([]);
    expect(cookieToken()).toBe(ADMIN_TOKEN);
    expect(window.sessionStorage.getItem(ACTING_AS_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Act as demo' })).toHaveProperty('disabled', false);
  });

  it('a failed search and a search with no match say so', async () => {
    assumePage({
      search: async (q) => (q === 'zz' ? [] : Promise.reject(new Error('The accounts service did not answer.'))),
    });
    const field = screen.getByRole('textbox', { name: 'Account' });
    await userEvent.type(field, 'zz');
    expect(await screen.findByText('No account matches “zz”.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'xy');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The account search failed: The accounts service did not answer.',
    );
  });

  it('names like markup are shown as text', async () => {
    assumePage({ search: async () => [{ username: '<img src=x onerror=alert(1)>', token: '' }] });
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), '<i');
    expect(await screen.findByRole('button', { name: 'Act as <img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
