import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { ClientErrorGroup } from '@reelforge/api/client-errors';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import AnalyticsArea from '../../src/routes.js';

afterEach(() => leaveArea());

const group = (error: string, count: number): ClientErrorGroup => ({
  from: '/projects',
  to: '/projects/eu-west-1/x/videos',
  error,
  version: '0.1.0',
  count,
  first: '2026-11-20T08:00:00.000Z',
  last: '2026-11-24T09:30:00.000Z',
});

/** The client-errors page for `admin` or not, the accounts service answering `answer`; returns its http. */
function clientErrorsPage(admin: boolean, answer: () => Promise<unknown>) {
  const http = vi.fn(async (url: string) => ({ status: 200, headers: new Headers(), data: await answer(), url }));
  startSession({
    api: { http } as unknown as Api,
    user: { username: admin ? 'root' : 'ann', admin },
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<AnalyticsArea area="client-errors" />, { path: '/account/client-errors' });
  return http;
}

describe('the client errors page', () => {
  it('lists the reported errors with their counts and when they were first and last seen, for an admin', async () => {
    const http = clientErrorsPage(true, async () => [
      group('{"message":"Not found"}', 3),
      group('{"message":"Timeout"}', 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Client errors' });
    expect(http).toHaveBeenCalledWith('/accounts/account/client-errors');
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['From', 'To', 'Error', 'Version', 'Count', 'First seen', 'Last seen'],
      [
        '/projects',
        '/projects/eu-west-1/x/videos',
        '{"message":"Not found"}',
        '0.1.0',
        '3',
        '2026-11-20 08:00:00 UTC',
        '2026-11-24 09:30:00 UTC',
      ],
      [
        '/projects',
        '/projects/eu-west-1/x/videos',
        '{"message":"Timeout"}',
        '0.1.0',
        '1',
        '2026-11-20 08:00:00 UTC',
        '2026-11-24 09:30:00 UTC',
      ],
    ]);
  });

  it('says when there are none, and when they cannot be read', async () => {
    clientErrorsPage(true, async () => []);
    expect(await screen.findByText('No client errors have been reported.')).toBeTruthy();
    leaveArea();
    clientErrorsPage(true, () => Promise.reject(new Error('Forbidden')));
    expect((await screen.findByRole('alert')).textContent).toBe('The client errors could not be read: Forbidden');
  });

  it('is refused to anyone else, who never asks for the list', async () => {
    const http = clientErrorsPage(false, async () => [group('secret', 1)]);
    expect(await screen.findByRole('alert', { name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(http).not.toHaveBeenCalled();
  });
});
