import { describe, expect, it } from 'vitest';
import type { RunPlan } from '../../src/batch/plan.ts';
import { notificationList, rowEvent, runEndEvents, runNotifications } from '../../src/batch/run-events.ts';

const run = { id: 'q'.repeat(32), run_id: 'run-1' };
const plan = (notifications?: RunPlan['notifications']): RunPlan => ({
  jobId: 'job-1',
  jobName: 'People',
  movieName: 'intro',
  format: 'mp4',
  frame: 0,
  destination: { type: 'cdn' },
  origin: 'http://localhost:8080',
  ...(notifications ? { notifications } : {}),
});
const both = { onsuccess: ['ops@example.com'], onerror: ['oncall@example.com', 'https://x.example/n'] };
const types = (events: { type: string }[]) => events.map((event) => event.type);

describe('a job’s notifications', () => {
  it('are the addresses typed, separated by commas, none empty', () => {
    expect(notificationList(' a@x.org, https://n.example/x ,, ')).toEqual(['a@x.org', 'https://n.example/x']);
    expect(runNotifications({ onsuccess: '', onerror: ' ' })).toBeUndefined();
    expect(runNotifications({ onsuccess: 'a@x.org', onerror: '' })).toEqual({ onsuccess: ['a@x.org'], onerror: [] });
  });
});

describe('the events of a run', () => {
  it('tell a row with its URL or its error, named by queue and seq', () => {
    const ok = rowEvent(run, plan(), { seq: 3, record: 7, key: 'ann' }, { url: 'http://h/cdn/x.mp4' });
    expect(ok).toEqual({
      type: 'batch.row.succeeded',
      key: `${run.id}:3`,
      movie: 'intro',
      batch: {
        run: 'run-1',
        queue: run.id,
        job: { id: 'job-1', name: 'People' },
        row: 7,
        key: 'ann',
        url: 'http://h/cdn/x.mp4',
        error: null,
      },
      error: null,
    });
    const failed = rowEvent(run, plan(), { seq: 3, record: 7, key: 'ann' }, { error: 'no picture' });
    expect(failed).toMatchObject({
      type: 'batch.row.failed',
      batch: { url: null, error: 'no picture' },
      error: 'no picture',
    });
  });

  it('end with batch.run.finished, and onsuccess for a run done without failures', () => {
    const events = runEndEvents(run, plan(both), { state: 'done', total: 3, done: 3, failed: 0 });
    expect(types(events)).toEqual(['batch.run.finished', 'batch.job.onsuccess']);
    expect(events[0]!.batch).toMatchObject({ state: 'done', total: 3, done: 3, failed: 0, error: null });
    expect(events[1]).toMatchObject({ key: run.id, batch: { notify: ['ops@example.com'] }, error: null });
  });

  it('tell onerror for failed rows or a start that failed, and neither for a person’s cancel', () => {
    const failedRows = runEndEvents(run, plan(both), { state: 'done', total: 3, done: 1, failed: 2 });
    expect(types(failedRows)).toEqual(['batch.run.finished', 'batch.job.onerror']);
    expect(failedRows[1]).toMatchObject({ batch: { notify: both.onerror }, error: '2 of 3 rows failed' });
    const noStart = runEndEvents(run, plan(both), {
      state: 'cancelled',
      total: 0,
      done: 0,
      failed: 0,
      error: 'no rows',
    });
    expect(types(noStart)).toEqual(['batch.run.finished', 'batch.job.onerror']);
    expect(noStart[1]!.error).toBe('no rows');
    expect(types(runEndEvents(run, plan(both), { state: 'cancelled', total: 5, done: 2, failed: 1 }))).toEqual([
      'batch.run.finished',
    ]);
  });

  it('tell no notification a job does not name, nor for a run whose plan is unknown', () => {
    expect(
      types(
        runEndEvents(run, plan({ onsuccess: [], onerror: ['a@x.org'] }), {
          state: 'done',
          total: 1,
          done: 1,
          failed: 0,
        }),
      ),
    ).toEqual(['batch.run.finished']);
    expect(
      types(runEndEvents(run, undefined, { state: 'cancelled', total: 0, done: 0, failed: 0, error: 'x' })),
    ).toEqual(['batch.run.finished']);
  });
});
