import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { AuditList } from '@reelforge/api/admin';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import AdminArea from '../src/routes.js';

afterEach(leaveArea);

const entry = (n: number, what: 'assume' | 'copy' = 'assume') => ({
  who: 'root',
  whom: `user${n}`,
  what,
  detail: what === 'copy' ? `project p${n}` : '',
  when: new Date(Date.UTC(2026, 10, 24, 12, n)).toISOString(),
});

/** /assume for an admin, the accounts service answering the audit pages given by page token. */
function auditPage(pages: Record<string, AuditList | Error>) {
  const http = vi.fn(async (url: string) => {
    const token = new URL(url, 'http://console').searchParams.get('pagetoken') ?? '';
    const page = pages[token];
    if (!page || page instanceof Error) throw page ?? new Error(`no page ${token}`);
    return { status: 200, headers: new Headers(), data: page, url };
  });
  startSession({
    api: { http } as unknown as Api,
    user: { username: 'root', admin: true },
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<AdminArea area="assume" />, { path: '/assume' });
  return http;
}

describe('the audit log on the admin pages', () => {
  it('lists admin actions newest first and walks older and newer pages', async () => {
    const http = auditPage({
      '': { Entries: [entry(2, 'copy'), entry(1)], Metadata: { Count: 2, PageToken: 'p2' } },
      p2: { Entries: [entry(0)], Metadata: { Count: 1 } },
    });
    const log = within(await screen.findByRole('table', { name: 'Admin actions' }));
    const rows = log.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['root', 'copy', 'user2', 'project p2'],
      ['root', 'assume', 'user1', ''],
    ]);
    expect(http).toHaveBeenCalledWith('/accounts/account/audit');
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('cell', { name: 'user0' })).toBeTruthy();
    expect(http).toHaveBeenCalledWith('/accounts/account/audit?pagetoken=p2');
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('cell', { name: 'user2' })).toBeTruthy();
  });

  it('says so when there is nothing yet, and when the log cannot be read', async () => {
    auditPage({ '': { Entries: [], Metadata: { Count: 0 } } });
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
    leaveArea();
    auditPage({ '': new Error('Forbidden') });
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be read: Forbidden');
  });
});
