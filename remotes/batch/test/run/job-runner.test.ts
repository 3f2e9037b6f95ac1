import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseJob, REMAINING_UNKNOWN, type BatchJob, type BatchQueueStatus } from '@reelforge/model';
import type { SavedJob } from '../../src/jobs/job-list.js';
import { JobsStore } from '../../src/jobs/jobs-store.js';
import { JobRunner, type RunnerClient } from '../../src/run/job-runner.js';

const ID = '0123456789-job';
const status = (changes: Partial<BatchQueueStatus>): BatchQueueStatus => ({
  Id: 'q1',
  state: 'running',
  total: 3,
  done: 0,
  failed: 0,
  remaining: 3,
  runid: 'run-1',
  ...changes,
});
/** The render host's answer to a start: the run made, its tasks being compiled. */
const accepted = (changes: Partial<BatchQueueStatus> = {}) =>
  status({ state: 'created', total: 0, remaining: 0, phase: 'computing', compiled: 0, ...changes });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const fakeClient = (calls: Partial<RunnerClient> = {}): RunnerClient => ({
  startJob: vi.fn(async () => accepted()),
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
  const saved: SavedJob[] = [];
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
    now: () => new Date('2024-05-01T10:00:00Z'),
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
  it('is one call naming the job; Computing, Uploading, Running as the host tells; writes nothing', async () => {
    const replies = [
      accepted({ compiled: 600, records: 1200 }),
      accepted({ phase: 'uploading', records: 1200, compiled: 1200, total: 300, remaining: 300 }),
      status({ total: 1200, remaining: 1200 }),
    ];
    const t = await setup({ queueStatus: vi.fn(async () => replies.shift() ?? status({ total: 1200 })) });
    const uploads: (number | undefined)[] = [];
    t.runner.subscribe(() => uploads.push(t.runner.uploadProgress(ID)));
    await t.runner.start(ID);
    expect(t.client.startJob).toHaveBeenCalledWith('default', { projectid: 'p1', jobid: ID });
    await until(() => t.job().status === 'Running');
    expect(t.statuses).toEqual(['Starting', 'Computing', 'Computing (600 of 1200)', 'Uploading', 'Running']);
    expect(uploads).toContain(25);
    expect(t.runner.uploadProgress(ID)).toBeUndefined();
    expect(t.job()).toMatchObject({ running: true, queue: 'q1', runid: 'run-1', numrecords: 1200, uploading: false });
    expect(t.saved).toEqual([]);
    await t.runner.stop(ID, 'Stopped');
  });

  it('writes the person’s unsaved edits first (the host reads the job), and names the records', async () => {
    const t = await setup({
      startJob: vi.fn(async () => {
        expect(t.saved.at(-1)).toMatchObject({ name: 'Renamed', range: '2-4' });
        return accepted();
      }),
    });
    t.store.patch(ID, { name: 'Renamed', range: '2-4' });
    await t.runner.start(ID, '2-4');
    expect(t.client.startJob).toHaveBeenCalledWith('default', { projectid: 'p1', jobid: ID, range: '2-4' });
    expect(t.saved.at(-1)).not.toHaveProperty('running');
    await t.runner.stop(ID, 'Stopped');
  });

  it('reports a refused start, not running', async () => {
    const t = await setup({ startJob: vi.fn(async () => Promise.reject(new Error('Job J names no datasource'))) });
    await t.runner.start(ID);
    expect(t.job()).toMatchObject({ running: false, status: 'Start failed: Job J names no datasource', queue: '' });
  });

  it('reports a start the host could not prepare, its run forgotten', async () => {
    const failed = status({ state: 'cancelled', total: 0, remaining: 0, error: 'the range selects no records' });
    const t = await setup({ queueStatus: vi.fn(async () => failed) });
    await t.runner.start(ID);
    await until(() => !t.job().running);
    expect(t.job()).toMatchObject({ status: 'Start failed: the range selects no records', queue: '' });
    expect(t.saved).toEqual([]);
  });
});

describe('a running batch job', () => {
  it('is polled: done and remaining counts with an ETA, then not running when finished', async () => {
    const replies = [status({ done: 1, remaining: 2 }), status({ state: 'done', done: 3, remaining: 0 })];
    const t = await setup({ queueStatus: vi.fn(async () => replies.shift()!) });
    await t.runner.start(ID);
    await until(() => t.job().done === 1);
    expect(t.job()).toMatchObject({ running: true, remaining: 2, eta: 'less than 1 minute' });
    await until(() => !t.job().running);
    expect(t.job().status).toBe('Finished: 3 done, 0 failed');
    expect(t.client.queueStatus).toHaveBeenCalledTimes(2);
    expect(t.saved).toEqual([]);
  });

  it('is shown not running, its queue cleared, when polling fails', async () => {
    const t = await setup({ queueStatus: vi.fn(async () => Promise.reject(new Error('Not Found'))) });
    await t.runner.start(ID);
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
  it('starts on the render host of the job’s region and notes the queue’s region', async () => {
    const usEast = fakeClient({ startJob: vi.fn(async () => accepted({ Id: 'q-us' })) });
    const t = await setup({}, { region: 'us-east-1' }, { 'us-east-1': usEast });
    await t.runner.start(ID);
    expect(usEast.startJob).toHaveBeenCalledWith('default', expect.objectContaining({ projectid: 'p1', jobid: ID }));
    expect(t.client.startJob).not.toHaveBeenCalled();
    expect(t.job()).toMatchObject({ running: true, queue: 'q-us', queueregion: 'us-east-1' });
    await until(() => (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length > 0);
    expect(t.client.queueStatus).not.toHaveBeenCalled();
    await t.runner.stop(ID, 'Stopped');
  });

  it('polls and cancels where the run was started, even after the job’s region changed', async () => {
    const usEast = fakeClient();
    const t = await setup({}, { region: 'us-east-1' }, { 'us-east-1': usEast });
    await t.runner.start(ID);
    t.store.patch(ID, { region: '' });
    const polls = (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length;
    await until(() => (usEast.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length > polls);
    await t.runner.stop(ID, 'Stopped');
    expect(usEast.cancel).toHaveBeenCalledWith('q1', 'stopped');
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
    await t.runner.start(ID);
    expect(t.job()).toMatchObject({ running: false, status: 'Start failed: Unknown region mars-1' });
  });
});

describe('pausing or stopping', () => {
  it('sets running false, has the host cancel the run as a stop, and stops polling', async () => {
    const t = await setup();
    await t.runner.start(ID);
    await t.runner.stop(ID, 'Stopped');
    expect(t.job()).toMatchObject({ running: false, status: 'Stopped', queue: '' });
    expect(t.client.cancel).toHaveBeenCalledWith('q1', 'stopped');
    const polls = (t.client.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect((t.client.queueStatus as ReturnType<typeof vi.fn>).mock.calls.length).toBe(polls);
    expect(t.saved).toEqual([]);
  });

  it('waits for a pending start before cancelling its run as a pause', async () => {
    const answer = deferred<BatchQueueStatus>();
    const t = await setup({ startJob: vi.fn(() => answer.promise) });
    const started = t.runner.start(ID);
    await until(() => t.job().status === 'Starting');
    const stopped = t.runner.stop(ID, 'Paused');
    expect(t.job()).toMatchObject({ running: false, status: 'Paused' });
    expect(t.client.cancel).not.toHaveBeenCalled();
    answer.resolve(accepted({ Id: 'q7' }));
    await Promise.all([started, stopped]);
    expect(t.client.cancel).toHaveBeenCalledWith('q7', 'paused');
    expect(t.client.queueStatus).not.toHaveBeenCalled();
    expect(t.job()).toMatchObject({ running: false, status: 'Paused', queue: '' });
  });

  it('says so when the run could not be cancelled', async () => {
    const t = await setup({ cancel: vi.fn(async () => Promise.reject(new Error('Bad Gateway'))) });
    await t.runner.start(ID);
    await t.runner.stop(ID, 'Paused');
    expect(t.job().status).toBe('Paused; the queue could not be cancelled: Bad Gateway');
  });

  it('starting shows remaining huge and the counters zero', async () => {
    const answer = deferred<BatchQueueStatus>();
    const t = await setup({ startJob: vi.fn(() => answer.promise) }, { done: 5, failed: 2, queue: 'old' });
    void t.runner.start(ID);
    await until(() => t.job().status === 'Starting');
    expect(t.job()).toMatchObject({
      running: true,
      remaining: REMAINING_UNKNOWN,
      done: 0,
      failed: 0,
      start: '2024-05-01T10:00:00.000Z',
      queue: '',
    });
    answer.resolve(accepted());
    await t.runner.stop(ID, 'Stopped');
  });
});
