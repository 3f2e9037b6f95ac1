import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { ProjectMonthStats, ProjectStatsReply } from '@reelforge/api/analytics';
import { type RegionsConfig } from '@reelforge/model';
import { monthOfSeconds } from '@reelforge/model/analytics';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import AnalyticsArea from '../../src/routes.js';
import { UsagePage } from '../../src/usage/index.js';

afterEach(() => leaveArea());

const NOW = new Date('2026-11-24T12:00:00Z');
const region = (name: string, analytics = true) => ({
  api: `/r/${name}/api`,
  iv: '',
  preview: '',
  render: '',
  awsregion: name,
  bucket_prefix: '',
  enabled: true,
  create: true,
  ...(analytics ? { analytics: `/r/${name}/analytics` } : {}),
});
const REGIONS = {
  'eu-west-1': region('eu-west-1'),
  'us-east-1': region('us-east-1'),
  'eu-original-1': region('eu-original-1', false),
} as unknown as RegionsConfig;

const row = (
  region: string,
  month: string,
  prjuid: string,
  name: string | undefined,
  renders: number,
  seconds: number,
  cost: number,
  failed = 0,
): ProjectMonthStats => ({
  prjuid,
  region,
  month,
  renders,
  failed,
  seconds,
  cost,
  ...(name ? { name } : {}),
});

type Stats = Record<string, ProjectMonthStats[] | Error>;

/** The usage page with each region's analytics host answering its rows (or failing); returns the calls made. */
function usagePage(stats: Stats) {
  const calls: { region: string; from: number; to: number }[] = [];
  const api = {
    regional: (_factory: unknown, name: string) => ({
      projectStats: vi.fn(async (from: number, to: number): Promise<ProjectStatsReply> => {
        calls.push({ region: name, from, to });
        const rows = stats[name] ?? [];
        if (rows instanceof Error) throw rows;
        // As the platform does: only the months of the window.
        const inWindow = rows.filter((r) => r.month >= monthOfSeconds(from) && r.month < monthOfSeconds(to));
        return { from, to, months: [], rows: inWindow, totals: { renders: 0, failed: 0, seconds: 0, cost: 0 } };
      }),
    }),
  } as unknown as Api;
  startSession({ api, regions: REGIONS, user: { username: 'ann', admin: false } });
  renderInConsole(<UsagePage now={() => NOW} />, { path: '/account/usage' });
  return calls;
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));
const chartRows = (caption: string) =>
  within(screen.getByRole('figure', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

const SAMPLE = {
  'eu-west-1': [
    row('eu-west-1', '2026-10', 'p1', 'Sample project', 2, 120, 240),
    row('eu-west-1', '2026-11', 'p1', 'Sample project', 3, 90, 360, 1),
  ],
  'us-east-1': [
    row('us-east-1', '2026-11', 'p2', 'Launch', 1, 30, 30),
    row('us-east-1', '2026-11', 'gone', undefined, 1, 6, 6),
  ],
};

describe('the usage page', () => {
  it('asks every region with analytics for the last twelve months and adds them up by month and by project', async () => {
    const calls = usagePage(SAMPLE);
    expect(await screen.findByRole('table', { name: 'Usage by month' })).toBeTruthy();
    const from = Date.UTC(2025, 11, 1) / 1000;
    const to = Date.UTC(2026, 11, 1) / 1000;
    expect(calls.sort((a, b) => a.region.localeCompare(b.region))).toEqual([
      { region: 'eu-west-1', from, to },
      { region: 'us-east-1', from, to },
    ]);
    expect((screen.getByRole('combobox', { name: 'First month' }) as HTMLSelectElement).value).toBe('2025-12');
    expect((screen.getByRole('combobox', { name: 'Last month' }) as HTMLSelectElement).value).toBe('2026-11');
    expect(tableRows('Usage by month')).toEqual([
      ['Nov 2026', '5', '1', '2.1', '6.6'],
      ['Oct 2026', '2', '0', '2', '4'],
      ['Total', '7', '1', '4.1', '10.6'],
    ]);
    expect(tableRows('Usage by project')).toEqual([
      ['Sample project', 'eu-west-1', '5', '1', '3.5', '10'],
      ['Launch', 'us-east-1', '1', '0', '0.5', '0.5'],
      ['gone', 'us-east-1', '1', '0', '0.1', '0.1'],
    ]);
    expect(screen.getByLabelText('Totals').textContent).toBe(
      'Dec 2025 – Nov 2026: 7 renders (1 failed), 4.1 minutes rendered, cost 10.6',
    );
  });

  it('adds the renders of every region up by kind', async () => {
    usagePage({
      'eu-west-1': [
        { ...row('eu-west-1', '2026-11', 'p1', 'Sample project', 3, 90, 360), kinds: { export: 2, frame: 1 } },
      ],
      'us-east-1': [{ ...row('us-east-1', '2026-11', 'p2', 'Launch', 2, 30, 30), kinds: { batch: 1, frame: 1 } }],
    });
    expect(await screen.findByRole('table', { name: 'Renders by kind' })).toBeTruthy();
    expect(tableRows('Renders by kind')).toEqual([
      ['Exports', '2'],
      ['Frames', '2'],
      ['Batch rows', '1'],
    ]);
  });

  it('charts every month of the range, empty ones at zero, in the measure chosen', async () => {
    usagePage(SAMPLE);
    await screen.findByRole('figure', { name: 'Minutes rendered by month' });
    const minutes = chartRows('Minutes rendered by month');
    expect(minutes).toHaveLength(12);
    expect(minutes[0]).toEqual(['Dec 2025', '0']);
    expect(minutes.slice(-2)).toEqual([
      ['Oct 2026', '2'],
      ['Nov 2026', '2.1'],
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chart' }), 'Renders');
    expect(chartRows('Renders by month').slice(-2)).toEqual([
      ['Oct 2026', '2'],
      ['Nov 2026', '5'],
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chart' }), 'Cost');
    expect(chartRows('Cost by month').at(-1)).toEqual(['Nov 2026', '6.6']);
  });

  it('shows one month of the projects when asked', async () => {
    usagePage(SAMPLE);
    await screen.findByRole('table', { name: 'Usage by project' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Projects in' }), 'Oct 2026');
    expect(tableRows('Usage by project')).toEqual([['Sample project', 'eu-west-1', '2', '0', '2', '4']]);
  });

  it('reads the months picked, and says what is wrong with a range it cannot take', async () => {
    const calls = usagePage(SAMPLE);
    await screen.findByRole('table', { name: 'Usage by month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'First month' }), 'Nov 2026');
    await waitFor(() => expect(calls.some((call) => call.from === Date.UTC(2026, 10, 1) / 1000)).toBe(true));
    await waitFor(() => expect(chartRows('Minutes rendered by month')).toEqual([['Nov 2026', '2.1']]));
    const asked = calls.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Last month' }), 'Oct 2026');
    expect(screen.getByRole('alert').textContent).toBe('The first month must not be after the last.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'First month' }), 'Sep 2023');
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 36 months.');
    expect(calls).toHaveLength(asked);
    // What was read last stays on the page meanwhile.
    expect(chartRows('Minutes rendered by month')).toEqual([['Nov 2026', '2.1']]);
  });

  it('says so when there were no renders', async () => {
    usagePage({});
    expect(await screen.findByText('No renders in these months.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Usage by month' })).toBeNull();
    expect(chartRows('Minutes rendered by month').every(([, value]) => value === '0')).toBe(true);
  });

  it('names a region that failed and still counts the others; a read that fails everywhere says so', async () => {
    usagePage({ ...SAMPLE, 'us-east-1': new Error('Service Unavailable') });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'us-east-1: Service Unavailable (its renders are not counted here)',
    );
    expect(tableRows('Usage by project').map((r) => r[0])).toEqual(['Sample project']);
    leaveArea();
    usagePage({ 'eu-west-1': new Error('Bad Gateway'), 'us-east-1': new Error('Service Unavailable') });
    expect((await screen.findByRole('alert')).textContent).toBe('The usage could not be read: Bad Gateway');
  });

  it('is the area the account menu opens', async () => {
    usagePage({});
    leaveArea();
    const api = {
      regional: () => ({
        projectStats: async () => ({
          from: 0,
          to: 0,
          months: [],
          rows: [],
          totals: { renders: 0, failed: 0, seconds: 0, cost: 0 },
        }),
      }),
    } as unknown as Api;
    startSession({ api, regions: REGIONS, user: { username: 'ann', admin: false } });
    renderInConsole(<AnalyticsArea area="usage" />, { path: '/account/usage' });
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeTruthy();
  });
});
