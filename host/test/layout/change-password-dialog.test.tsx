import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { AccountMenu } from '../../src/layout/AccountMenu.js';

// The accounts service's own-password call: the dialog is given this client instead of the one
// that calls the platform.
const change = vi.hoisted(() => vi.fn<(current: string, next: string) => Promise<void>>());
vi.mock('@reelforge/api/account-management', () => ({
  ownPasswordClient: (_http: unknown, baseurl: string) => {
    if (baseurl !== '/accounts') throw new Error(`unexpected accounts service ${baseurl}`);
    return { change };
  },
}));

beforeEach(() => change.mockResolvedValue(undefined));
afterEach(() => {
  leaveArea();
  vi.resetAllMocks();
});

/** The account menu of ann-the-engineer, opened at Change password. */
async function changePassword() {
  startSession({
    api: { http: vi.fn(), accounts: {} } as unknown as Api,
    user: { username: 'ann-the-engineer', admin: false },
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<AccountMenu />, { path: '/projects' });
  await userEvent.click(screen.getByRole('button', { name: /ann/ }));
  await userEvent.click(
    within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Change password' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  return within(dialog);
}

const hintOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('Change password, from the account menu', () => {
  it('opens a modal dialog with the focus on the current password', async () => {
    const dialog = await changePassword();
    expect(document.activeElement).toBe(dialog.getByLabelText('Current password'));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /ann/ }));
    expect(change).not.toHaveBeenCalled();
  });

  it('gives the password rule’s hints as the new password is typed', async () => {
    const dialog = await changePassword();
    const next = dialog.getByLabelText('New password');
    const repeat = dialog.getByLabelText('Repeat the new password');
    const submit = dialog.getByRole('button', { name: 'Change password' });
    expect(hintOf(next)).toBe('At least 12 characters, not your name.');
    await userEvent.type(dialog.getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(next, 'short');
    expect(hintOf(next)).toMatch(/^A password has at least 12 characters, not 5/);
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.clear(next);
    // The account's name, in any case.
    await userEvent.type(next, 'ANN-THE-ENGINEER');
    expect(hintOf(next)).toBe("A password cannot be the account's name: choose another");
    await userEvent.clear(next);
    await userEvent.type(next, 'three words together');
    expect(hintOf(next)).toBe('Long enough. It must not be a common password either.');
    await userEvent.type(repeat, 'three words');
    expect(hintOf(repeat)).toBe('The two new passwords differ.');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(repeat, ' together');
    expect(hintOf(repeat)).toBe('The two match.');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the accounts service’s reason when it refuses, and stays open', async () => {
    change.mockRejectedValue(new ApiError(403, 'Forbidden', 'The current password is not right'));
    const dialog = await changePassword();
    await userEvent.type(dialog.getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(dialog.getByLabelText('New password'), 'three words together');
    await userEvent.type(dialog.getByLabelText('Repeat the new password'), 'three words together');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The current password is not right');
    expect(change).toHaveBeenCalledWith('not-my-password', 'three words together');
    expect(dialog.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', false);
    // Typing again clears the last try's message.
    await userEvent.type(dialog.getByLabelText('Current password'), '!');
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('asks for every field before sending', async () => {
    const dialog = await changePassword();
    await userEvent.type(dialog.getByLabelText('New password'), 'three words together');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByRole('alert').textContent).toBe('Fill in your current password and the new one twice.');
    expect(change).not.toHaveBeenCalled();
  });

  it('says when the password is changed', async () => {
    const dialog = await changePassword();
    await userEvent.type(dialog.getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(dialog.getByLabelText('New password'), 'three words together');
    await userEvent.type(dialog.getByLabelText('Repeat the new password'), 'three words together{Enter}');
    const done = within(await screen.findByRole('dialog', { name: 'Password changed' }));
    expect(done.getByRole('status').textContent).toMatch(/^Your password has been changed\./);
    expect(change).toHaveBeenCalledWith('old-password-1', 'three words together');
    expect(document.activeElement).toBe(done.getByRole('button', { name: 'Close' }));
    await userEvent.click(done.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /ann/ }));
  });
});
