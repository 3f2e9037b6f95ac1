import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { ANALYTICS, analyticsArea, analyticsWith, hit, reply } from './analytics-area.js';

afterEach(() => leaveArea());

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const totals = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl[aria-label="Totals"] div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );
const lastBody = (search: ReturnType<typeof vi.fn>) => search.mock.lastCall![0];

describe('the analytics page', () => {
  it('searches the open project over the last hour in 30 s buckets and shows the charts, totals and sessions', async () => {
    const server = analyticsWith();
    analyticsArea(ANALYTICS);
    expect(await screen.findByRole('table', { name: 'Renders over time' })).toBeTruthy();
    const body = lastBody(server.analytics().search as ReturnType<typeof vi.fn>);
    expect(body).toMatchObject({ project: 'p1', interval: 30, errorsOnly: false, size: 1000 });
    expect(body.to - body.from).toBe(3600);
    expect(body.to % 30).toBe(0);
    expect(body).not.toHaveProperty('movie');
    expect(tableRows('Renders over time')).toEqual([
      ['2027-01-15 08:00:00', '2'],
      ['2027-01-15 08:00:30', '0'],
    ]);
    expect(tableRows('Failed renders over time').map((row) => row[1])).toEqual(['1', '0']);
    expect(tableRows('Renders by region')).toEqual([['eu-west-1', '2']]);
    // 1280×720 is factor 2; 30 s is half a minute; the render speed is shown, not charged; the failed render costs nothing.
    expect(totals()).toEqual({ Renders: '2', Errors: '1', 'Minutes rendered': '0.5', Cost: '1' });
    const rows = tableRows('Render sessions');
    expect(rows.map((row) => row.slice(0, 7))).toEqual([
      ['2026-11-24 10:00:00', 'Intro', '1280×720', '30 s', 'Succeeded', '2', '1'],
      ['2026-11-24 10:00:00', 'Outro', '1280×720', '30 s', 'Failed', '2', '0'],
    ]);
    const link = screen.getByRole('link', { name: 'Error log of s-bad' });
    expect(link.getAttribute('href')).toMatch(/^\/projects\/eu-west-1\/p1\/errorlogs\?query=s-bad&range=\d+$/);
  });

  it('searches again as each filter changes, keeping them in the address', async () => {
    const server = analyticsWith();
    analyticsArea(ANALYTICS);
    await screen.findByRole('table', { name: 'Renders over time' });
    const search = server.analytics().search as ReturnType<typeof vi.fn>;
    const filters = within(screen.getByRole('form', { name: 'Filters' }));

    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Range' }), 'Last 1 day (10 minutes bars)');
    await waitFor(() => expect(lastBody(search).interval).toBe(600));
    expect(lastBody(search).to - lastBody(search).from).toBe(86400);
    expect(window.location.search).toBe('?range=86400');

    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Movie' }), 'Outro');
    await waitFor(() => expect(lastBody(search).movie).toBe('Outro'));
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Region' }), 'us-east-1');
    await waitFor(() => expect(lastBody(search).region).toBe('us-east-1'));
    await userEvent.click(filters.getByRole('checkbox', { name: 'Errors only' }));
    await waitFor(() => expect(lastBody(search).errorsOnly).toBe(true));
    expect(window.location.search).toBe('?range=86400&movie=Outro&region=us-east-1&errors=1');

    // Another of the person's projects: its own region's host, and every movie again.
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Project' }), 'Launch (us-east-1)');
    const launch = server.analytics('us-east-1').search as ReturnType<typeof vi.fn>;
    await waitFor(() => expect(launch).toHaveBeenCalled());
    expect(lastBody(launch)).toMatchObject({ project: 'p2', region: 'us-east-1', errorsOnly: true, interval: 600 });
    expect(lastBody(launch)).not.toHaveProperty('movie');
    await waitFor(() =>
      expect(
        within(filters.getByRole('combobox', { name: 'Movie' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All movies', 'Launch cut']),
    );
  });

  it('takes the filters from the address it is opened at', async () => {
    const server = analyticsWith();
    analyticsArea(`${ANALYTICS}?range=300&movie=Intro&errors=1`);
    await screen.findByRole('table', { name: 'Renders over time' });
    expect(lastBody(server.analytics().search as ReturnType<typeof vi.fn>)).toMatchObject({
      interval: 1,
      movie: 'Intro',
      errorsOnly: true,
    });
    expect((screen.getByRole('checkbox', { name: 'Errors only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says calmly that there is no data when the search fails, with no error shown', async () => {
    analyticsWith({
      analytics: { search: vi.fn(async () => Promise.reject(new Error('The analytics host is down'))) },
    });
    analyticsArea(ANALYTICS);
    const chart = await screen.findByRole('figure', { name: 'Renders over time' });
    await waitFor(() => expect(chart.textContent).toContain('No data'));
    expect(within(screen.getByRole('figure', { name: 'Renders by region' })).getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.body.textContent).not.toContain('analytics host is down');
    expect(totals().Renders).toBe('–');
  });

  it('says when no render session matched', async () => {
    analyticsWith({
      analytics: {
        search: vi.fn(async () => ({
          ...reply([]),
          aggregations: { renders: { buckets: [] }, regions: { buckets: [] } },
        })),
      },
    });
    analyticsArea(ANALYTICS);
    expect(await screen.findByText('No render sessions in this range.')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Renders over time' }).textContent).toContain('No data');
  });

  it("shows the host's totals over every matching render, and the renders by kind", async () => {
    const hits = [hit('a', { cost: 60 }), hit('b', { cost: 60 })];
    const search = vi.fn(async () => ({
      ...reply(hits),
      aggregations: {
        ...reply(hits).aggregations,
        kinds: {
          buckets: [
            { key: 'export', doc_count: 3000 },
            { key: 'frame', doc_count: 2000 },
          ],
        },
        totals: { renders: 5000, failed: 7, seconds: 9000, cost: 18000.5 },
      },
      hits: { total: 5000, hits },
    }));
    analyticsWith({ analytics: { search } });
    analyticsArea(ANALYTICS);
    // 9,000 s are 150 minutes; 18,000.5 weighted seconds are 300.01 cost units, as the usage page shows them.
    await waitFor(() =>
      expect(totals()).toEqual({ Renders: '5,000', Errors: '7', 'Minutes rendered': '150', Cost: '300.01' }),
    );
    expect(tableRows('Renders by kind')).toEqual([
      ['Exports', '3000'],
      ['Frames', '2000'],
    ]);
    expect(screen.queryByText(/are of the newest/)).toBeNull();
    expect(tableRows('Render sessions').map((row) => row[6])).toEqual(['1', '1']);
  });

  it('tells when minutes and cost are of the newest sessions only', async () => {
    const hits = [hit('a'), hit('b')];
    analyticsWith({ analytics: { search: vi.fn(async () => ({ ...reply(hits), hits: { total: 5000, hits } })) } });
    analyticsArea(ANALYTICS);
    expect(
      await screen.findByText('Minutes and cost are of the newest 2 sessions; narrow the range to see all.'),
    ).toBeTruthy();
    expect(totals().Renders).toBe('5,000');
  });
});
