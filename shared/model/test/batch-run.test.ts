import { describe, expect, it } from 'vitest';
import {
  isQueueFinished,
  jobWithQueueStatus,
  nextPollMs,
  normaliseJob,
  pollFailedJob,
  REMAINING_UNKNOWN,
  startFailedJob,
  startingJob,
  stoppedJob,
  uploadPercent,
  type BatchQueueStatus,
} from '../src/index.js';

const job = (changes: Record<string, unknown> = {}) => normaliseJob({ id: '0123456789-job', name: 'Job', ...changes });
const status = (changes: Partial<BatchQueueStatus> = {}): BatchQueueStatus => ({
  Id: 'q1',
  state: 'running',
  total: 10,
  done: 0,
  failed: 0,
  remaining: 10,
  ...changes,
});

describe('batch job states', () => {
  it('starting sets running, remaining huge, counters zero, the start date, and clears the queue', () => {
    const now = new Date('2024-05-01T10:00:00Z');
    const started = startingJob(job({ queue: 'old', done: 4, failed: 1, numrecords: 9 }), now);
    expect(started).toMatchObject({
      running: true,
      status: 'Starting',
      remaining: REMAINING_UNKNOWN,
      done: 0,
      failed: 0,
      numrecords: 0,
      start: '2024-05-01T10:00:00.000Z',
      queue: '',
    });
  });

  it('while running, a poll gives done and remaining counts and an ETA from the progress so far', () => {
    const running = { ...job(), running: true, start: '2024-05-01T10:00:00.000Z' };
    const next = jobWithQueueStatus(running, status({ done: 2, remaining: 8 }), new Date('2024-05-01T10:02:00Z'));
    expect(next).toMatchObject({
      running: true,
      done: 2,
      remaining: 8,
      numrecords: 10,
      eta: '8 minutes',
      status: 'Running',
    });
    const early = jobWithQueueStatus(running, status({ done: 9, remaining: 1 }), new Date('2024-05-01T10:00:09Z'));
    expect(early.eta).toBe('less than 1 minute');
  });

  it('a finished batch sets running false', () => {
    const next = jobWithQueueStatus(
      { ...job(), running: true },
      status({ state: 'done', done: 9, failed: 1, remaining: 0 }),
      new Date(),
    );
    expect(next).toMatchObject({ running: false, status: 'Finished: 9 done, 1 failed', eta: '' });
  });

  it('a batch with nothing left counts as finished whatever its state says', () => {
    expect(isQueueFinished(status({ state: 'running', done: 8, failed: 2, remaining: 0 }))).toBe(true);
    expect(isQueueFinished(status({ state: 'running', done: 8, remaining: 2 }))).toBe(false);
    expect(isQueueFinished(status({ state: 'queued', total: 0, remaining: 0 }))).toBe(false);
    expect(isQueueFinished(status({ state: 'cancelled' }))).toBe(true);
  });

  it('pause or stop sets running false', () => {
    expect(stoppedJob({ ...job(), running: true, uploading: true }, 'Paused')).toMatchObject({
      running: false,
      uploading: false,
      status: 'Paused',
    });
  });

  it('a failed poll marks the job not running and clears its queue', () => {
    expect(
      pollFailedJob({ ...job(), running: true, queue: 'q1', queueregion: 'us-east-1' }, 'Not Found'),
    ).toMatchObject({ running: false, queue: '', queueregion: '', status: 'Status unavailable: Not Found' });
  });

  it('starting clears the region of the previous queue too', () => {
    expect(startingJob(job({ queue: 'old', queueregion: 'us-east-1' }), new Date())).toMatchObject({
      queue: '',
      queueregion: '',
    });
  });
});

describe('a run the platform prepares', () => {
  const starting = () => ({ ...startingJob(job(), new Date('2024-05-01T10:00:00Z')), queue: 'q1' });
  const preparing = (changes: Partial<BatchQueueStatus>) =>
    status({ state: 'created', total: 0, remaining: 0, ...changes });

  it('is Computing while its tasks are compiled, with how far once a slice is done', () => {
    const now = new Date();
    expect(jobWithQueueStatus(starting(), preparing({ phase: 'computing', records: 25_000 }), now)).toMatchObject({
      running: true,
      computing: true,
      uploading: false,
      status: 'Computing',
    });
    const sliced = preparing({ phase: 'computing', records: 25_000, compiled: 10_000 });
    expect(jobWithQueueStatus(starting(), sliced, now).status).toBe('Computing (10000 of 25000)');
  });

  it('is Uploading while they are queued, with the record count and the share queued so far', () => {
    const uploading = preparing({ phase: 'uploading', records: 1200, compiled: 1200, total: 300, remaining: 300 });
    expect(jobWithQueueStatus(starting(), uploading, new Date())).toMatchObject({
      running: true,
      computing: false,
      uploading: true,
      numrecords: 1200,
      remaining: REMAINING_UNKNOWN,
      status: 'Uploading',
    });
    expect(uploadPercent(uploading)).toBe(25);
    expect(uploadPercent(status())).toBeUndefined();
  });

  it('runs once started: Running, no longer computing or uploading', () => {
    const running = jobWithQueueStatus({ ...starting(), uploading: true }, status(), new Date());
    expect(running).toMatchObject({ running: true, computing: false, uploading: false, status: 'Running' });
  });

  it('says why a start failed, not running, its queue forgotten', () => {
    const failed = status({ state: 'cancelled', error: 'the range selects no records' });
    expect(jobWithQueueStatus({ ...starting(), computing: true }, failed, new Date())).toMatchObject({
      running: false,
      computing: false,
      queue: '',
      status: 'Start failed: the range selects no records',
    });
    expect(startFailedJob(starting(), 'Queue full').status).toBe('Start failed: Queue full');
  });

  it('is asked for every half second while prepared, every 5 s once it runs', () => {
    expect(nextPollMs(preparing({ phase: 'computing' }))).toBe(500);
    expect(nextPollMs(status())).toBe(5000);
  });
});
