import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BatchRow } from '@reelforge/api';
import { renderComponent } from '@reelforge/ui/testing';
import { RunProgress } from '../../src/run/RunProgress.js';
import { ROWS_PAGE } from '../../src/run/useRunProgress.js';

const job = { queue: 'q1', running: true, done: 0, failed: 0, remaining: 3, numrecords: 3 };
const row = (seq: number, state: BatchRow['state']): BatchRow => ({ seq, record: seq, key: `row ${seq + 1}`, state });

describe('RunProgress', () => {
  it('shows done, failed and remaining on one bar, the phases, and where each row stands', async () => {
    const client = {
      queueStatus: vi.fn(async () => ({
        Id: 'q1',
        state: 'running',
        total: 3,
        done: 1,
        failed: 1,
        remaining: 1,
        queued: 0,
        rendering: 0,
        delivering: 1,
        runid: 'r1',
      })),
      queueRows: vi.fn(async () => ({
        Id: 'q1',
        total: 3,
        Rows: [row(0, 'done'), row(1, 'failed'), row(2, 'delivering')],
      })),
    };
    renderComponent(<RunProgress client={client} region="eu-west-1" job={job} />);
    const bar = screen.getByRole('progressbar', { name: 'Run progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1 done, 1 failed, 1 remaining'));
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText('0 waiting, 0 rendering, 1 delivering')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Rows of the run' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['row 1Done', 'row 2Failed', 'row 3Delivering']),
    );
    expect(client.queueRows).toHaveBeenCalledWith('q1', 0, ROWS_PAGE);
  });

  it('reads only the pages of rows in view', async () => {
    const total = 5 * ROWS_PAGE;
    const client = {
      queueStatus: vi.fn(async () => ({
        Id: 'q1',
        state: 'running',
        total,
        done: 0,
        failed: 0,
        remaining: total,
        queued: total,
        rendering: 0,
        delivering: 0,
        runid: 'r1',
      })),
      queueRows: vi.fn(async (_queue: string, offset: number, limit: number) => ({
        Id: 'q1',
        total,
        Rows: Array.from({ length: limit }, (_, i) => row(offset + i, 'queued')),
      })),
    };
    renderComponent(
      <RunProgress client={client} region="eu-west-1" job={{ ...job, numrecords: total, remaining: total }} />,
    );
    await waitFor(() => expect(screen.getAllByText('Waiting').length).toBeGreaterThan(0));
    expect(client.queueRows.mock.calls.map(([, offset]) => offset)).toEqual([0]);
  });

  it('keeps an ended run’s last counts on show, and shows nothing for one the render host no longer knows', async () => {
    const ended = { ...job, running: false, done: 3, remaining: 0 };
    const client = {
      queueStatus: vi.fn(async () => ({
        Id: 'q1',
        state: 'done',
        total: 3,
        done: 3,
        failed: 0,
        remaining: 0,
        queued: 0,
        rendering: 0,
        delivering: 0,
        runid: 'r1',
      })),
      queueRows: vi.fn(async () => ({ Id: 'q1', total: 3, Rows: [row(0, 'done'), row(1, 'done'), row(2, 'done')] })),
    };
    const { unmount } = renderComponent(<RunProgress client={client} region="eu-west-1" job={ended} />);
    await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(3));
    expect(screen.getByRole('progressbar', { name: 'Run progress' }).getAttribute('aria-valuetext')).toBe(
      '3 done, 0 failed, 0 remaining',
    );
    expect(screen.queryByText(/waiting/)).toBeNull();
    unmount();

    const gone = {
      queueStatus: vi.fn(async () => Promise.reject(new Error('Batch queue q1 not found'))),
      queueRows: vi.fn(async () => Promise.reject(new Error('gone'))),
    };
    renderComponent(<RunProgress client={gone} region="eu-west-1" job={ended} />);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows the counts the job last saw before the render host answers', () => {
    const client = {
      queueStatus: vi.fn(() => new Promise<never>(() => {})),
      queueRows: vi.fn(() => new Promise<never>(() => {})),
    };
    renderComponent(
      <RunProgress client={client} region="eu-west-1" job={{ ...job, done: 2, failed: 0, numrecords: 3 }} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Run progress' }).getAttribute('aria-valuetext')).toBe(
      '2 done, 0 failed, 1 remaining',
    );
  });
});
