import { describe, expect, it } from 'vitest';
import { accountTable } from '../../src/accounts-cli/account-table.ts';
import type { AccountRecord } from '../../src/accounts/user-store.ts';

const account = (fields: Partial<AccountRecord>): AccountRecord => ({
  id: 1,
  username: 'x',
  isAdmin: false,
  disabledAt: null,
  email: null,
  lastSignInAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  singleSignOn: false,
  hasPassword: true,
  ...fields,
});

describe('accountTable', () => {
  it('lists name, role, state and last sign-in in columns as wide as their widest cell', () => {
    const table = accountTable([
      account({ username: 'admin', isAdmin: true, lastSignInAt: Date.UTC(2031, 4, 6, 7, 8, 59) }),
      account({ username: 'jürgen-the-editor', disabledAt: 1 }),
    ]);
    expect(table.split('\n')).toEqual([
      'NAME               ROLE      STATE     LAST SIGN-IN',
      'admin              admin     active    2031-05-06 07:08 UTC',
      'jürgen-the-editor  ordinary  disabled  never',
    ]);
  });

  it('says there is no account yet, and how to make the first admin', () => {
    expect(accountTable([])).toMatch(
      /No accounts yet: make the first admin with {2}pnpm reelforge account create <name> --admin/,
    );
  });
});
