import type { AccountChange, AccountRole, AccountState, ManagedAccount } from '@reelforge/api/account-management';
import { nameProblem } from '@reelforge/model';
import { emailProblem } from '@reelforge/model/accounts';

/** How the Accounts page words an account's facts and the questions before a change (docs/admin-console.md). */

export const roleName = (role: AccountRole): string => (role === 'admin' ? 'Admin' : 'Ordinary');
export const stateName = (state: AccountState): string => (state === 'active' ? 'Active' : 'Disabled');

/** A moment as a person reads it ("24 Nov 2026, 12:05"), or "Never" when there was none. */
export function readableDate(iso: string | null, locale?: string, timeZone?: string): string {
  if (iso === null) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The longest name sign-in takes. */
export const USERNAME_MAX_LENGTH = 200;

/**
 * What is wrong with a new account's name and email as typed, or null. The name follows the
 * rule of every name a user gives (docs/names-and-input.md) with no spaces at its ends, since
 * sign-in compares names exactly; the email is optional and checked loosely (the model's
 * `emailProblem`, docs/accounts.md). The accounts service checks again and has the last word
 * (a taken name, for one).
 */
export function newAccountProblem(username: string, email: string): string | null {
  if (username !== '') {
    const problem = nameProblem(username, { maxLength: USERNAME_MAX_LENGTH });
    if (problem) return problem;
    if (username.trim() !== username) return `The name '${username}' starts or ends with a space`;
  }
  const address = email.trim();
  return address === '' ? null : (emailProblem(address) ?? null);
}

/** The confirmation a change asks for: its title, what it does, the button that does it and what that says meanwhile. */
export interface ChangeQuestion {
  title: string;
  text: string;
  confirm: string;
  busy: string;
}

/**
 * The question before changing `account`'s state or role; `self` when it is the admin's own
 * account, whose loss of access the question names.
 */
export function changeQuestion(account: ManagedAccount, change: AccountChange, self: boolean): ChangeQuestion {
  const name = account.Username;
  if (change.State === 'disabled') {
    return {
      title: `Disable ${name}?`,
      text: self
        ? 'Your own account: you are signed out at once and cannot sign in again until another admin enables it.'
        : `${name} is signed out at once, everywhere, and cannot sign in until the account is enabled again. Nothing of theirs is deleted.`,
      confirm: 'Disable',
      busy: 'Disabling…',
    };
  }
  if (change.State === 'active') {
    return {
      title: `Enable ${name}?`,
      text: `${name} can sign in again, with the same password${account.SingleSignOn ? ' or single sign-on' : ''} as before.`,
      confirm: 'Enable',
      busy: 'Enabling…',
    };
  }
  if (change.Role === 'admin') {
    return {
      title: `Make ${name} an admin?`,
      text: `${name} gets the admin tools: managing accounts, acting as any account and copying projects between accounts.`,
      confirm: 'Make admin',
      busy: 'Changing…',
    };
  }
  return {
    title: `Make ${name} an ordinary account?`,
    text: self
      ? 'Your own account: you lose the admin tools, this page included, as soon as the change is made.'
      : `${name} loses the admin tools from their next page on.`,
    confirm: 'Make ordinary',
    busy: 'Changing…',
  };
}
