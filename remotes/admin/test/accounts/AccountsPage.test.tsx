import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import type { AccountChange, ManagedAccount, NewAccountRequest } from '@reelforge/api/account-management';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { readableDate } from '../../src/accounts/account-text.js';
import AdminArea from '../../src/routes.js';

// The accounts service's admin calls, kept in memory: the page is given this client instead of
// the one that calls the platform.
const service = vi.hoisted(() => {
  const state = { accounts: [] as ManagedAccount[], nextId: 1, password: 'Gen3rated-Passw0rd-xyz' };
  const fail = { list: null as Error | null, create: null as Error | null };
  return { state, fail };
});
const calls = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('@reelforge/api/account-management', () => ({
  accountManagementClient: (_http: unknown, baseurl: string) => {
    if (baseurl !== '/accounts') throw new Error(`unexpected accounts service ${baseurl}`);
    return calls;
  },
}));

const NOV_24 = '2026-11-24T12:05:00.000Z';

function account(Id: number, Username: string, extra: Partial<ManagedAccount> = {}): ManagedAccount {
  return {
    Id,
    Username,
    Email: null,
    Role: 'ordinary',
    State: 'active',
    LastSignIn: null,
    Created: '2026-01-01T00:00:00.000Z',
    SingleSignOn: false,
    ...extra,
  };
}

const activeAdmins = () => service.state.accounts.filter((a) => a.Role === 'admin' && a.State === 'active');

beforeEach(() => {
  service.state.accounts = [
    account(1, 'bob', { Email: 'bob@example.com', LastSignIn: NOV_24 }),
    account(2, 'carol', { SingleSignOn: true, Email: 'carol@example.org' }),
    account(3, 'root', { Role: 'admin', LastSignIn: NOV_24 }),
  ];
  service.state.nextId = 10;
  service.fail.list = null;
  service.fail.create = null;
  calls.list.mockImplementation(async () => {
    if (service.fail.list) throw service.fail.list;
    return service.state.accounts.map((a) => ({ ...a }));
  });
  calls.create.mockImplementation(async (request: NewAccountRequest) => {
    if (service.fail.create) throw service.fail.create;
    const made = account(service.state.nextId++, request.Username, {
      Email: request.Email ?? null,
      Role: request.Role,
    });
    service.state.accounts = [...service.state.accounts, made].sort((a, b) => a.Username.localeCompare(b.Username));
    return { Account: made, Password: service.state.password };
  });
  calls.update.mockImplementation(async (id: number, change: AccountChange) => {
    const found = service.state.accounts.find((a) => a.Id === id);
    if (!found) throw new ApiError(404, 'Not Found', 'No such account');
    const after = { ...found, ...change };
    const wasLast = activeAdmins().length === 1 && activeAdmins()[0]!.Id === id;
    if (wasLast && (after.Role !== 'admin' || after.State !== 'active')) {
      throw new ApiError(
        409,
        'Conflict',
        `${found.Username} is the last active admin and cannot be made an ordinary account: nobody could manage accounts then. Make another account an admin first.`,
      );
    }
    Object.assign(found, change);
    return { ...found };
  });
  calls.resetPassword.mockImplementation(async () => 'Fresh-0ne-Shown-Once');
});
afterEach(() => {
  leaveArea();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function accountsPage() {
  startSession({
    api: { http: vi.fn() } as unknown as Api,
    user: { username: 'root', admin: true },
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<AdminArea area="accounts" />, { path: '/admin/accounts' });
}

const table = async () => within(await screen.findByRole('table', { name: 'Accounts' }));
/** The data row of an account, found by its name's cell. */
const rowOf = async (name: RegExp | string) => {
  const rows = (await table()).getAllByRole('row').slice(1);
  const row = rows.find((r) => within(r).queryByRole('cell', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const cellTexts = (row: Awaited<ReturnType<typeof rowOf>>) =>
  row.getAllByRole('cell').map((cell: HTMLElement) => cell.textContent);

describe('the Accounts page (/admin/accounts)', () => {
  it('lists every account with its email, role, state, last sign-in, how it signs in and its actions', async () => {
    accountsPage();
    expect(screen.getByRole('heading', { name: 'Accounts', level: 1 })).toBeTruthy();
    const bob = await rowOf('bob');
    expect(cellTexts(bob).slice(0, 6)).toEqual([
      'bob',
      'bob@example.com',
      'Ordinary',
      'Active',
      readableDate(NOV_24),
      'Password',
    ]);
    expect(readableDate(NOV_24)).not.toContain('T12');
    const carol = await rowOf('carol');
    expect(cellTexts(carol).slice(2, 6)).toEqual(['Ordinary', 'Active', 'Never', 'SSO']);
    expect(carol.getByTitle('Single sign-on')).toBeTruthy();
    // An account of the single sign-on provider has no password to reset.
    expect(carol.queryByRole('button', { name: 'Reset password carol' })).toBeNull();
    const root = await rowOf(/^root/);
    expect(cellTexts(root)[0]).toBe('root (you)');
    expect(root.getByRole('button', { name: 'Make ordinary root' })).toBeTruthy();
    expect(bob.getByRole('button', { name: 'Disable bob' })).toBeTruthy();
    expect(bob.getByRole('button', { name: 'Make admin bob' })).toBeTruthy();
    expect(bob.getByRole('button', { name: 'Reset password bob' })).toBeTruthy();
  });

  it('says so when there are no accounts, and when they cannot be read', async () => {
    service.state.accounts = [];
    accountsPage();
    expect(await screen.findByText('No accounts yet. Make one with New account.')).toBeTruthy();
    leaveArea();
    service.fail.list = new ApiError(403, 'Forbidden', 'Forbidden: not an administrator.');
    accountsPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The accounts could not be read: Forbidden: not an administrator. Reload the page to try again.',
    );
  });

  it('makes a new account and shows its generated password once, with a Copy button', async () => {
    accountsPage();
    await table();
    const opener = screen.getByRole('button', { name: 'New account' });
    await userEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'New account' }));
    // Modal: the focus is in the dialog, on its first field.
    expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email (optional)' }), 'dana@example.com');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Account dana created' }));
    expect(calls.create).toHaveBeenCalledWith({ Username: 'dana', Email: 'dana@example.com', Role: 'admin' });
    const password = shown.getByRole('textbox', { name: 'Password for dana' }) as HTMLInputElement;
    expect(password.value).toBe(service.state.password);
    expect(password.readOnly).toBe(true);
    expect(shown.getByText(/Shown once\./).closest('p')?.textContent).toContain('it cannot be shown again');
    expect(document.activeElement).toBe(shown.getByRole('button', { name: 'Done' }));

    await userEvent.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await shown.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(service.state.password);

    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const dana = await rowOf('dana');
    expect(cellTexts(dana).slice(0, 5)).toEqual(['dana', 'dana@example.com', 'Admin', 'Active', 'Never']);
  });

  it('selects the password for copying by hand when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('The request is not allowed'));
    accountsPage();
    await userEvent.click((await rowOf('bob')).getByRole('button', { name: 'Reset password bob' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Reset the password of bob?' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    const shown = within(await screen.findByRole('dialog', { name: 'New password for bob' }));
    await userEvent.click(shown.getByRole('button', { name: 'Copy' }));
    expect((await shown.findByRole('status')).textContent).toContain('the password is selected');
    const field = shown.getByRole('textbox', { name: 'Password for bob' }) as HTMLInputElement;
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe('Fresh-0ne-Shown-Once');
  });

  it('checks the new account as it is typed and shows the service’s refusal', async () => {
    service.fail.create = new ApiError(409, 'Conflict', "An account named 'bob' exists already");
    accountsPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New account' }));
    const create = dialog.getByRole('button', { name: 'Create' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'bob');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email (optional)' }), 'bob.example.com');
    expect(dialog.getByRole('alert').textContent).toContain('needs one @');
    expect(create).toHaveProperty('disabled', true);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Email (optional)' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(create);
    expect((await dialog.findByRole('alert')).textContent).toBe("An account named 'bob' exists already");
    expect(screen.getByRole('dialog', { name: 'New account' })).toBeTruthy();
    expect(calls.create).toHaveBeenCalledWith({ Username: 'bob', Role: 'ordinary' });
  });

  it('disables an account after asking, and enables it again', async () => {
    accountsPage();
    const disable = (await rowOf('bob')).getByRole('button', { name: 'Disable bob' });
    await userEvent.click(disable);
    let question = within(screen.getByRole('alertdialog', { name: 'Disable bob?' }));
    expect(question.getByText(/signed out at once/)).toBeTruthy();
    // Escape and Cancel change nothing, and the focus comes back to the row's button.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(disable);
    await userEvent.click(disable);
    question = within(screen.getByRole('alertdialog', { name: 'Disable bob?' }));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(calls.update).not.toHaveBeenCalled();

    await userEvent.click(disable);
    question = within(screen.getByRole('alertdialog', { name: 'Disable bob?' }));
    await userEvent.click(question.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.update).toHaveBeenCalledWith(1, { State: 'disabled' });
    const bob = await rowOf('bob');
    expect(cellTexts(bob)[3]).toBe('Disabled');

    await userEvent.click(bob.getByRole('button', { name: 'Enable bob' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Enable bob?' })).getByRole('button', { name: 'Enable' }),
    );
    await waitFor(() => expect(cellTexts(bob)[3]).toBe('Active'));
    expect(calls.update).toHaveBeenLastCalledWith(1, { State: 'active' });
  });

  it('changes a role after asking, and shows why the last active admin cannot lose theirs', async () => {
    accountsPage();
    await userEvent.click((await rowOf(/^root/)).getByRole('button', { name: 'Make ordinary root' }));
    const question = within(screen.getByRole('alertdialog', { name: 'Make root an ordinary account?' }));
    expect(question.getByText(/you lose the admin tools/)).toBeTruthy();
    await userEvent.click(question.getByRole('button', { name: 'Make ordinary' }));
    expect((await question.findByRole('alert')).textContent).toBe(
      'Not changed: root is the last active admin and cannot be made an ordinary account: nobody could manage accounts then. Make another account an admin first.',
    );
    // The dialog stays, ready for another try or Cancel.
    expect(question.getByRole('button', { name: 'Make ordinary' })).toHaveProperty('disabled', false);
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));

    await userEvent.click((await rowOf('bob')).getByRole('button', { name: 'Make admin bob' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Make bob an admin?' })).getByRole('button', {
        name: 'Make admin',
      }),
    );
    await waitFor(async () => expect(cellTexts(await rowOf('bob'))[2]).toBe('Admin'));
    expect(calls.update).toHaveBeenLastCalledWith(1, { Role: 'admin' });
  });

  it('resets a password after asking and shows the new one once', async () => {
    accountsPage();
    await userEvent.click((await rowOf('bob')).getByRole('button', { name: 'Reset password bob' }));
    const question = within(screen.getByRole('alertdialog', { name: 'Reset the password of bob?' }));
    expect(question.getByText(/current password stops working/)).toBeTruthy();
    await userEvent.click(question.getByRole('button', { name: 'Reset password' }));
    const shown = within(await screen.findByRole('dialog', { name: 'New password for bob' }));
    expect(calls.resetPassword).toHaveBeenCalledWith(1);
    expect((shown.getByRole('textbox', { name: 'Password for bob' }) as HTMLInputElement).value).toBe(
      'Fresh-0ne-Shown-Once',
    );
    expect(shown.getByText(/Shown once\./)).toBeTruthy();
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
