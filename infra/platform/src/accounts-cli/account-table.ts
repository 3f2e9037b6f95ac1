import type { AccountRecord } from '../accounts/user-store.ts';

/** A time as the table shows it: to the minute, in UTC. */
function shownTime(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * `account list`'s table: name, role, state and last sign-in of every account, columns padded
 * to their widest cell (counted in code points), with a line saying there are none yet.
 */
export function accountTable(accounts: readonly AccountRecord[]): string {
  if (accounts.length === 0)
    return 'No accounts yet: make the first admin with  pnpm reelforge account create <name> --admin';
  const rows = [
    ['NAME', 'ROLE', 'STATE', 'LAST SIGN-IN'],
    ...accounts.map((account) => [
      account.username,
      account.isAdmin ? 'admin' : 'ordinary',
      account.disabledAt === null ? 'active' : 'disabled',
      account.lastSignInAt === null ? 'never' : shownTime(account.lastSignInAt),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell + ' '.repeat(widths[column]! - [...cell].length),
        )
        .join('  '),
    )
    .join('\n');
}
