import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchSubmission } from '@reelforge/api';
import {
  normaliseJob,
  REMAINING_UNKNOWN,
  type BatchJob,
  type BatchQueueStatus,
  type CompileInput,
} from '@reelforge/model';
import { JobsStore } from '../../src/jobs/jobs-store.js';
import { JobRunner, type RunnerClient } from '../../src/run/job-runner.js';

const ID = '0123456789-job';
const input = (rows: number): CompileInput => ({
  columns: ['n'],
  rows: Array.from({ length: rows }, (_, i) => [String(i)]),
  variables: ['n'],
  mapping: 'auto',
  format: 'mp4',
  range: '',
});
const status = (changes: Partial<BatchQueueStatus>): BatchQueueStatus => ({
  Id: 'q1',
  state: 'running',
  total: 3,
  done: 0,
  failed: 0,
  remaining: 3,
  ...changes,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const fakeClient = (calls: Partial<RunnerClient> = {}): RunnerClient => ({
  createQueue: vi.fn(async () => 'q1'),
  uploadTasks: vi.fn(async () => {}),
  startRun: vi.fn(async () => {}),
  queueStatus: vi.fn(async () => status({})),
  cancel: vi.fn(async () => {}),
  ...calls,
});

/** A runner for a project of eu-west-1 (`client`); `others` are the render hosts of other regions. */
async function setup(
  calls: Partial<RunnerClient> = {},
  job: Partial<BatchJob> = {},
  others: Record<string, RunnerClient> = {},
) {
  const saved: BatchJob[] = [];
  const statuses: string[] = [];
  const store = new JobsStore({
    load: async () => [normaliseJob({ id: ID, name: 'J', movie: 'm', format: 'mp4', ...job })],
    save: async (jobs) => void saved.push(jobs[0]!),
    debounceMs: 5,
  });
  await store.load();
  store.subscribe(() => {
    const now = store.get(ID)?.status ?? '';
    if (statuses.at(-1) !== now) statuses.push(now);
  });
  const client = fakeClient(calls);
  const clientOf = (region: string) => {
    const found = region === 'eu-west-1' ? client : others[region];
    if (!found) throw new Error(`Unknown region ${region}`);
    return found;
  };
  const runner = new JobRunner({
    clientOf,
    store,
    projectid: 'p1',
    region: 'eu-west-1',
    newId: () => 'run-1',
    now: () => new Date('2024-05-01T10:00:00Z'),
    pause: async () => {},
    pollMs: 20,
  });
  return { store, client, runner, saved, statuses, job: () => store.get(ID)! };
}

const until = async (check: () => boolean, ms = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

afterEach(() => vi.restoreAllMocks());

describe('starting a batch job', () => {
  it('goes Starting, Computing, Uploading, Running, with the job saved before the run starts', async () => {
    const t = await setup();
    (t.client.startRun as ReturnType<typeof vi.fn>).mockImplementation(async () => {
      // The run reads the job from jobs.json: by now it is stored, with its record count.
      expect(t.saved.at(-1)).toMatchObject({ running: true, numrecords: 1200 });
    });
    await t.runner.start(ID, input(1200));
    expect(t.statuses.slice(0, 2)).toEqual(['Starting', 'Computing']);
    expect(t.statuses).toContain('Uploading');
    expect(t.job()).toMatchObject({
      running: true,
      status: 'Running',
      queue: 'q1',
      runid: 'run-1',
      numrecords: 1200,
      uploading: false,
    });
    expect(t.client.createQueue).toHaveBeenCalledWith('default', 1000);
  });

  it('uploads the tasks in chunks of 500 with the job, run and project ids', async () => {
    const t = await setup({}, { routing: 'fast', limit: 50 });
    await t.runner.start(ID, input(1200));
    const uploads = (t.client.uploadTasks as ReturnType<typeof vi.fn>).mock.calls as [
      string,
      string,
      BatchSubmission,
    ][];
    expect(
      uploads.map(([routing, queue, s]) => [routing, queue, s.tasks.length, s.jobid, s.runid, s.projectid]),
    ).toEqual([
      ['fast', 'q1', 500, ID, 'run-1', 'p1'],
      ['fast', 'q1', 500, ID, 'run-1', 'p1'],
      ['fast', 'q1', 200, ID, 'run-1', 'p1'],
    ]);
    expect(uploads[2]?.[2].tasks.at(-1)?.record).toBe(1199);
    expect(t.client.createQueue).toHaveBeenCalledWith('fast', 50);
    expect(t.client.startRun).toHaveBeenCalledWith('fast', 'q1');
  });

  it('reports a failed start, not running, and cancels the queue it had', async () => {
    const t = await setup({ startRun: vi.fn(async () => Promise.reject(new Error('Queue full'))) });
    await t.runner.start(ID, input(3));
    expect(t.job()).toMatchObject({ running: false, status: 'Start failed: Queue full' });
    expect(t.client.cancel).toHaveBeenCalledWith('q1');
  });

  it('refuses a range that selects nothing', async () => {
    const t = await setup();
    await t.runner.start(ID, { ...input(3), range: '9' });
    expect(t.job()).toMatchObject({ running: false, status: 'Start failed: the range selects no records' });
    expect(t.client.createQueue).not.toHaveBeenCalled();
  });
});

describe('a running batch job', () => {
  it('is polled: done and remaining counts with an ETA, then not running and saved when finished', async () => {
    const replies = [status({ done: 1, remaining: 2 }), status({ state: 'done', done: 3, remaining: 0 })];
    const t = await setup({ queueStatus: vi.fn(async () => replies.shift()!) });
    await t.runner.start(ID, input(3));
    await until(() => t.job().done === 1);
    expect(t.job()).toMatchObject({ running: true, remaining: 2, eta: 'less than 1 minute' });
    await until(() => !t.job().running);
    expect(t.job().status).toBe('Finished: 3 done, 0 failed');
    await until(() => t.saved.at(-1)?.running === false);
    expect(t.client.queueStatus).toHaveBeenCalledTimes(2);
  });

  it('is marked not running, its queue cleared, when polling fails', async () => {
    const t = await setup({ queueStatus: vi.fn(async () => Promise.reject(new Error('Not Found'))) });
    await t.runner.start(ID, input(3));
    await until(() => !t.job().running);
    expect(t.job()).toMatchObject({ queue: '', status: 'Status unavailable: Not Found' });
  });

  it('is followed again when opened later', async () => {
    const t = await setup(
      { queueStatus: vi.fn(async () => status({ state: 'done', done: 3, remaining: 0 })) },
      { running: true, queue: 'q9' },
    );
    t.runner.watch(ID);
    await until(() => !t.job().running);
    expect(t.client.queueStatus).toHaveBeenCalledWith('q9');
  });
});

describe('the region a job renders in', () => {
  it('submits to the render host of the job’s region and notes the queue’s region', async () => {
    const usEast = fakeClient({ createQueue: vi.fn(async () => 'q-us') });
    const t = await setup({}, { region: 'us-east-1' }, { 'us-east-1': usEast });
    await t.runner.start(ID, input(3));
    expect(usEast.createQueue).toHaveBeenCalledWith('default', 1000);
    expect(usEast.uploadTasks).toHaveBeenCalledWith(
      'default',
      'q-us',
      expect.objectContaining({ projectid: 'p1', jobid: ID }),
    );
    expect(usEast.startRun).toHaveBeenCalledWith('default', 'q-us');
    expect(t.client.createQueue).not.toHaveBeenCalled();
    expect(t.job()).toMatchObject({ running: true, queue: 'q-us', queueregion: 'us-east-1' });
    expect(t.saved.at(-1)).toMatchObject({ queue: 'q-us', queueregion: 'us-east-1' });
    await until(() => (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length > 0);
    expect(t.client.queueStatus).not.toHaveBeenCalled();
    await t.runner.stop(ID, 'Stopped');
  });

  it('polls and cancels where the queue was submitted, even after the job’s region changed', async () => {
    const usEast = fakeClient();
    const t = await setup({}, { region: 'us-east-1' }, { 'us-east-1': usEast });
    await t.runner.start(ID, input(3));
    t.store.patch(ID, { region: '' });
    const polls = (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length;
    await until(() => (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length > polls);
    await t.runner.stop(ID, 'Stopped');
    expect(usEast.cancel).toHaveBeenCalledWith('q1');
    expect(t.client.queueStatus).not.toHaveBeenCalled();
    expect(t.client.cancel).not.toHaveBeenCalled();
    expect(t.job()).toMatchObject({ queue: '', queueregion: '' });
  });

  it('follows a queue submitted before jobs had a region in the project’s own region', async () => {
    const usEast = fakeClient();
    const t = await setup(
      { queueStatus: vi.fn(async () => status({ state: 'done', done: 3, remaining: 0 })) },
      { region: 'us-east-1', running: true, queue: 'q9' },
      { 'us-east-1': usEast },
    );
    t.runner.watch(ID);
    await until(() => !t.job().running);
    expect(t.client.queueStatus).toHaveBeenCalledWith('q9');
    expect(usEast.queueStatus).not.toHaveBeenCalled();
  });

  it('reports a start in a region the console does not know', async () => {
    const t = await setup({}, { region: 'mars-1' });
    await t.runner.start(ID, input(3));
    expect(t.job()).toMatchObject({ running: false, status: 'Start failed: Unknown region mars-1' });
  });
});

describe('pausing or stopping', () => {
  it('sets running false, cancels the queue and stops polling', async () => {
    const t = await setup();
    await t.runner.start(ID, input(3));
    await t.runner.stop(ID, 'Stopped');
    expect(t.job()).toMatchObject({ running: false, status: 'Stopped', queue: '' });
    expect(t.client.cancel).toHaveBeenCalledWith('q1');
    const polls = (t.client.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect((t.client.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length).toBe(polls);
  });

  it('waits for a pending start before cancelling its queue, and uploads nothing more', async () => {
    const queue = deferred<string>();
    const t = await setup({ createQueue: vi.fn(() => queue.promise) });
    const started = t.runner.start(ID, input(3));
    await until(() => t.job().status === 'Uploading');
    const stopped = t.runner.stop(ID, 'Paused');
    expect(t.job()).toMatchObject({ running: false, status: 'Paused' });
    expect(t.client.cancel).not.toHaveBeenCalled();
    queue.resolve('q7');
    await Promise.all([started, stopped]);
    expect(t.client.cancel).toHaveBeenCalledWith('q7');
    expect(t.client.uploadTasks).not.toHaveBeenCalled();
    expect(t.client.startRun).not.toHaveBeenCalled();
    expect(t.job()).toMatchObject({ running: false, status: 'Paused', queue: '' });
  });

  it('starting sets remaining huge and the counters to zero', async () => {
    const queue = deferred<string>();
    const t = await setup({ createQueue: vi.fn(() => queue.promise) }, { done: 5, failed: 2, queue: 'old' });
    void t.runner.start(ID, input(3));
    await until(() => t.job().status === 'Uploading');
    expect(t.job()).toMatchObject({
      remaining: REMAINING_UNKNOWN,
      done: 0,
      failed: 0,
      start: '2024-05-01T10:00:00.000Z',
      queue: '',
    });
    queue.resolve('q1');
    await t.runner.stop(ID, 'Stopped');
  });
});
