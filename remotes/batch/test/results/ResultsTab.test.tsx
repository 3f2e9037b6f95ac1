import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { BatchResult, BatchRun } from '@reelforge/api';
import { leaveArea } from '@reelforge/ui/testing';
import { openTab } from '../editor/open-job.js';
import { distribution, projectWith, READY } from '../fixtures.js';

afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

const run: BatchRun = {
  runid: 'run-1',
  jobid: READY.id!,
  queue: 'q1',
  state: 'done',
  total: 2,
  done: 1,
  failed: 1,
  start: '2024-05-01T10:00:00Z',
  end: '2024-05-01T10:01:00Z',
};
const results: BatchResult[] = [
  { record: 0, key: 'Ann', status: 'ok', url: 'http://cdn/ann.mp4', duration: 2, tries: 3 },
  { record: 1, key: 'Bob', status: 'failed', error: 'missing media bob.png', duration: 1 },
];

/** The text of each row of results (the rows with cells, not the header). */
const resultRows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => row.textContent);
const runButtons = () => within(screen.getByRole('list', { name: 'Runs' })).getAllByRole('button');

describe('the Results tab', () => {
  it('lists the runs; a run’s dialog shows its rows, downloads them as {runid}.xlsx and deletes the run', async () => {
    let runs = [run];
    const project = projectWith([READY], {
      batch: {
        runs: vi.fn(async () => runs),
        results: vi.fn(async () => results),
        deleteResults: vi.fn(async () => void (runs = [])),
      },
    });
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (saved.push({ name: '', blob: blob as Blob }), 'blob:results'),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });

    await openTab(READY.id!, 'Results');
    const list = await screen.findByRole('list', { name: 'Runs' });
    expect(list.textContent).toContain('1 of 2 done, 1 failed');
    await userEvent.click(within(list).getByRole('button', { name: 'Show results of run-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Results of run-1' });
    await waitFor(() =>
      expect(resultRows(dialog)).toEqual(['0Annok3http://cdn/ann.mp4', '1Bobfailedmissing media bob.png']),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download run-1.xlsx' }));
    await waitFor(() => expect(saved[0]?.name).toBe('run-1.xlsx'));
    const book = XLSX.read(new Uint8Array(await saved[0]!.blob.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[1]).toEqual([0, 'Ann', 'ok', 'http://cdn/ann.mp4', '', 2, 3]);
    expect(rows[2]).toEqual([1, 'Bob', 'failed', '', 'missing media bob.png', 1, '']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(project.batch.deleteResults).toHaveBeenCalledWith('run-1');
    expect(await screen.findByText(/This job has not run yet\./)).toBeTruthy();
  });

  it('refreshes the runs every 5 s while the job runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const project = projectWith([{ ...READY, running: true, status: 'Running', queue: 'q1' }], {
        batch: {
          queueStatus: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 2, done: 0, failed: 0, remaining: 2 })),
        },
      });
      await openTab(READY.id!, 'Results');
      // vitest's own waitFor keeps to the real clock while the page's intervals are faked.
      await vi.waitFor(() => expect(project.batch.runs).toHaveBeenCalledTimes(1));
      await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
      expect(project.batch.runs).toHaveBeenCalledTimes(2);
      await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
      expect(project.batch.runs).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('of a project published to other regions', () => {
    const distributions = [
      distribution('eu-west-1', { default: true }),
      distribution('us-east-1'),
      distribution('sa-east-1', { state: 'FAILED' }),
    ];
    const usRun: BatchRun = {
      ...run,
      runid: 'run-us',
      queue: 'q-us',
      start: '2024-05-02T10:00:00Z',
      end: '2024-05-02T10:05:00Z',
    };
    const older: BatchRun = { ...run, runid: 'run-0', start: '2024-04-30T10:00:00Z' };

    it('lists the runs of every region newest first with their region; a run’s results and its deletion go to its region', async () => {
      let usRuns = [usRun];
      const project = projectWith([READY], {
        distributions,
        batch: { runs: vi.fn(async () => [run, older]) },
        elsewhere: {
          'us-east-1': {
            batch: {
              runs: vi.fn(async () => usRuns),
              results: vi.fn(async () => results.slice(0, 1)),
              deleteResults: vi.fn(async () => void (usRuns = [])),
            },
          },
        },
      });
      const usEast = project.elsewhere['us-east-1']!.batch;
      await openTab(READY.id!, 'Results');
      await waitFor(() => expect(runButtons()).toHaveLength(3));
      expect(runButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
        'Show results of run-us in us-east-1',
        'Show results of run-1 in eu-west-1',
        'Show results of run-0 in eu-west-1',
      ]);
      expect(usEast.runs).toHaveBeenCalledWith(READY.id);

      await userEvent.click(screen.getByRole('button', { name: 'Show results of run-us in us-east-1' }));
      const dialog = screen.getByRole('dialog', { name: 'Results of run-us' });
      expect(dialog.textContent).toContain('Rendered in US East (N. Virginia) (us-east-1)');
      await waitFor(() => expect(resultRows(dialog)).toEqual(['0Annok3http://cdn/ann.mp4']));
      expect(usEast.results).toHaveBeenCalledWith('run-us');
      expect(project.batch.results).not.toHaveBeenCalled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete run' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(usEast.deleteResults).toHaveBeenCalledWith('run-us');
      expect(project.batch.deleteResults).not.toHaveBeenCalled();
      await waitFor(() => expect(runButtons()).toHaveLength(2));
    });

    it('still lists the other regions’ runs when one region’s cannot be read', async () => {
      projectWith([READY], {
        distributions,
        batch: { runs: vi.fn(async () => Promise.reject(new Error('Timeout'))) },
        elsewhere: { 'us-east-1': { batch: { runs: vi.fn(async () => [usRun]) } } },
      });
      await openTab(READY.id!, 'Results');
      await waitFor(() =>
        expect(runButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
          'Show results of run-us in us-east-1',
        ]),
      );
      expect(screen.getByRole('alert').textContent).toBe(
        'The runs in Europe (Ireland) (eu-west-1) could not be listed: Timeout',
      );
    });
  });
});
