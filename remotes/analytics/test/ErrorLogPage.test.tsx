import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionErrorsPage } from '@reelforge/api/analytics';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { analyticsArea, analyticsWith, entry, ERRORLOGS } from './analytics-area.js';

afterEach(() => leaveArea());

const rows = () =>
  within(screen.getByRole('table', { name: /^Error log of / }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const asked = (calls: ReturnType<typeof vi.fn>) =>
  calls.mock.calls.map((call) => [call[1], (call[2] as SessionErrorsPage).pagefrom]);

/** A log of `total` entries, each page's entries naming frames from its first index on. */
const logOf = (total: number) =>
  vi.fn(async (_prjuid: string, _session: string, page: SessionErrorsPage = {}) => {
    const from = page.pagefrom ?? 0;
    const count = Math.max(0, Math.min(page.pagesize ?? 30, total - from));
    return {
      total,
      errorlogs: Array.from({ length: count }, (_, i) =>
        entry(from + i, { message: `Failure ${Math.floor((from + i) / 10)}` }),
      ),
    };
  });

describe('the error-log page', () => {
  it('asks for a session id and refuses an empty search', async () => {
    const server = analyticsWith();
    analyticsArea(ERRORLOGS);
    expect(await screen.findByText(/Enter a render session id to see its error log\. The sessions/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement).value).toBe('720');
    for (const empty of ['', '   ']) {
      await retype(screen.getByRole('textbox', { name: 'Session id' }), empty);
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter a render session id to see its error log.');
    }
    expect(window.location.search).toBe('');
    expect(server.analytics().sessionErrors).not.toHaveBeenCalled();
  });

  it('searches the session typed over the range chosen, keeping both in the address', async () => {
    const server = analyticsWith({ analytics: { sessionErrors: logOf(3) } });
    analyticsArea(ERRORLOGS);
    await retype(await screen.findByRole('textbox', { name: 'Session id' }), ' s-bad ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'Last 1 hour');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 1–3 of 3' });
    expect(window.location.search).toBe('?query=s-bad&range=60');
    const call = (server.analytics().sessionErrors as ReturnType<typeof vi.fn>).mock.lastCall!;
    expect(call.slice(0, 2)).toEqual(['p1', 's-bad']);
    expect(call[2]).toMatchObject({ pagesize: 30, pagefrom: 0 });
    expect(call[2].end - call[2].start).toBe(3600);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('merges consecutive identical entries with their frames and shows time, message, scenes, frames and context', async () => {
    const errorlogs = [
      entry(12),
      entry(13, { '@timestamp': '2026-11-24T10:00:02.000Z' }),
      entry(14, { '@timestamp': '2026-11-24T10:00:03.000Z' }),
      entry(20, { message: 'Font missing: Brand.ttf', scenes: ['Intro', 'Logo'], context: 'layer title' }),
      entry(null, { message: 'Render stopped', scenes: [], context: '' }),
    ];
    analyticsWith({ analytics: { sessionErrors: vi.fn(async () => ({ errorlogs, total: errorlogs.length })) } });
    analyticsArea(`${ERRORLOGS}?query=s-bad&range=15`);
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 1–5 of 5' });
    expect(rows()).toEqual([
      ['2026-11-24 10:00:01 (3 entries)', 'Asset not found: logo.png', 'Intro', '12, 13, 14', 'layer logo'],
      ['2026-11-24 10:00:01', 'Font missing: Brand.ttf', 'Intro, Logo', '20', 'layer title'],
      ['2026-11-24 10:00:01', 'Render stopped', '–', 'none', ''],
    ]);
    expect((screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement).value).toBe('15');
    expect((screen.getByRole('textbox', { name: 'Session id' }) as HTMLInputElement).value).toBe('s-bad');
  });

  it('pages 30 entries with first, previous, next and last, reading the next page ahead', async () => {
    const sessionErrors = logOf(95);
    analyticsWith({ analytics: { sessionErrors } });
    analyticsArea(`${ERRORLOGS}?query=s-bad`);
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 1–30 of 95' });
    const pages = {
      getByRole: (role: 'button', options: { name: string }) =>
        within(screen.getByRole('navigation', { name: 'Error log pages' })).getByRole(role, options),
      getByText: (text: string) => within(screen.getByRole('navigation', { name: 'Error log pages' })).getByText(text),
    };
    expect(pages.getByText('Page 1 of 4')).toBeTruthy();
    // The second page is read before it is asked for.
    await waitFor(() =>
      expect(asked(sessionErrors)).toEqual([
        ['s-bad', 0],
        ['s-bad', 30],
      ]),
    );
    expect((pages.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((pages.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    // Ten identical entries a message: each page of 30 shows three rows.
    expect(rows().map((row) => row[3])).toEqual([
      '0, 1, 2, 3, 4, 5, 6, 7, 8, 9',
      '10, 11, 12, 13, 14, 15, 16, 17, 18, 19',
      '20, 21, 22, 23, 24, 25, 26, 27, 28, 29',
    ]);

    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 31–60 of 95' });
    expect(pages.getByText('Page 2 of 4')).toBeTruthy();
    await waitFor(() => expect(asked(sessionErrors)).toContainEqual(['s-bad', 60]));

    await userEvent.click(pages.getByRole('button', { name: 'Last page' }));
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 91–95 of 95' });
    expect(rows().map((row) => row[3])).toEqual(['90, 91, 92, 93, 94']);
    expect((pages.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((pages.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(pages.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 61–90 of 95' });
    await userEvent.click(pages.getByRole('button', { name: 'First page' }));
    await screen.findByRole('table', { name: 'Error log of s-bad: entries 1–30 of 95' });
    // Every page was read once: the one read ahead and the ones seen again came from the cache.
    for (const from of [0, 30, 60, 90])
      expect(asked(sessionErrors).filter(([, asked]) => asked === from)).toHaveLength(1);
  });

  it('takes a bad range in the address as the default 720 minutes', async () => {
    const sessionErrors = logOf(1);
    analyticsWith({ analytics: { sessionErrors } });
    analyticsArea(`${ERRORLOGS}?query=s-bad&range=7`);
    await screen.findByRole('table', { name: /^Error log of s-bad/ });
    const page = sessionErrors.mock.lastCall![2] as Required<SessionErrorsPage>;
    expect(page.end - page.start).toBe(720 * 60);
  });

  it('says when a session has no entries, and calmly that there is no data when the log cannot be read', async () => {
    analyticsWith();
    analyticsArea(`${ERRORLOGS}?query=s-ok&range=60`);
    expect(await screen.findByText('No error-log entries for session s-ok in the last 1 hour.')).toBeTruthy();
    leaveArea();
    analyticsWith({
      analytics: { sessionErrors: vi.fn(async () => Promise.reject(new Error('The analytics host is down'))) },
    });
    analyticsArea(`${ERRORLOGS}?query=s-bad`);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
