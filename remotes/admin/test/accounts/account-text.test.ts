import { describe, expect, it } from 'vitest';
import type { ManagedAccount } from '@reelforge/api/account-management';
import { changeQuestion, newAccountProblem, readableDate } from '../../src/accounts/account-text.js';

const bob: ManagedAccount = {
  Id: 1,
  Username: 'bob',
  Email: null,
  Role: 'ordinary',
  State: 'active',
  LastSignIn: null,
  Created: '2026-01-01T00:00:00.000Z',
  SingleSignOn: false,
};

describe('how the Accounts page words an account', () => {
  it('shows a moment as a date and time a person reads, and no sign-in as Never', () => {
    expect(readableDate('2026-11-24T12:05:00.000Z', 'en-GB', 'UTC')).toBe('24 Nov 2026, 12:05');
    expect(readableDate('2026-11-24T12:05:00.000Z', 'en-GB', 'Europe/Berlin')).toBe('24 Nov 2026, 13:05');
    expect(readableDate(null)).toBe('Never');
    expect(readableDate('not a date')).toBe('not a date');
  });

  it('checks a new account’s name and optional email as they are typed', () => {
    expect(newAccountProblem('', '')).toBeNull();
    expect(newAccountProblem('dana', '')).toBeNull();
    expect(newAccountProblem('dana', ' dana@example.com ')).toBeNull();
    expect(newAccountProblem('da/na', '')).toMatch(/not allowed/);
    expect(newAccountProblem('..', '')).toMatch(/not allowed/);
    expect(newAccountProblem(' dana', '')).toBe("The name ' dana' starts or ends with a space");
    expect(newAccountProblem('x'.repeat(201), '')).toBe('A name has at most 200 characters, not 201');
    expect(newAccountProblem('dana', 'dana.example.com')).toMatch(/needs one @/);
    expect(newAccountProblem('dana', 'a@b@c')).toMatch(/needs one @/);
    expect(newAccountProblem('dana', `${'x'.repeat(250)}@e.com`)).toMatch(/at most 254 characters/);
  });

  it('asks before each change, naming what it does and, for one’s own account, what one loses', () => {
    expect(changeQuestion(bob, { State: 'disabled' }, false)).toMatchObject({
      title: 'Disable bob?',
      confirm: 'Disable',
      text: expect.stringContaining('bob is signed out at once'),
    });
    expect(changeQuestion(bob, { State: 'disabled' }, true).text).toMatch(/^Your own account: you are signed out/);
    expect(changeQuestion({ ...bob, State: 'disabled' }, { State: 'active' }, false)).toMatchObject({
      title: 'Enable bob?',
      confirm: 'Enable',
      text: 'bob can sign in again, with the same password as before.',
    });
    expect(changeQuestion({ ...bob, SingleSignOn: true }, { State: 'active' }, false).text).toContain(
      'or single sign-on',
    );
    expect(changeQuestion(bob, { Role: 'admin' }, false)).toMatchObject({
      title: 'Make bob an admin?',
      confirm: 'Make admin',
    });
    const demote = changeQuestion({ ...bob, Role: 'admin' }, { Role: 'ordinary' }, true);
    expect(demote).toMatchObject({ title: 'Make bob an ordinary account?', confirm: 'Make ordinary' });
    expect(demote.text).toMatch(/you lose the admin tools/);
  });
});
