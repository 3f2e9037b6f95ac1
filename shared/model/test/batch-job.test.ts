import { describe, expect, it } from 'vitest';
import {
  isQueueFinished,
  jobCompileInput,
  jobDatasourceUid,
  jobQueueRegion,
  jobRenderRegion,
  jobWithQueueStatus,
  jobWithRegion,
  newBatchJob,
  normaliseJob,
  pollFailedJob,
  REMAINING_UNKNOWN,
  startingJob,
  stoppedJob,
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

describe('a new batch job', () => {
  it('is named New Job N with routing default, limit 1000, auto mapping, every row and the product CDN', () => {
    const made = newBatchJob([{ name: 'New Job 1' }], 'uuid-1');
    expect(made).toMatchObject({
      id: 'uuid-1',
      name: 'New Job 2',
      routing: 'default',
      limit: 1000,
      mapping: 'auto',
      range: '',
      destination: { type: 'cdn' },
    });
    expect(made.running).toBe(false);
  });
});

describe('a job read from jobs.json', () => {
  it('gets the defaults for the fields it lacks and keeps the others', () => {
    const read = normaliseJob({ id: 'a', name: 'Old', limit: 0, routing: '', legacy: 7 } as never);
    expect(read).toMatchObject({
      limit: 1000,
      routing: 'default',
      mapping: 'auto',
      notifications: { onsuccess: '', onerror: '' },
      legacy: 7,
    });
  });

  it('finds its datasource uid whether kept as a string or an object', () => {
    expect(jobDatasourceUid(job({ datasource: 'ds1' }))).toBe('ds1');
    expect(jobDatasourceUid(job({ datasource: { uid: 'ds2' } }))).toBe('ds2');
  });
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

describe('where a job renders', () => {
  it('renders in its distribution, or in the project’s own region when it names none', () => {
    expect(jobRenderRegion(job({ region: 'us-east-1' }), 'eu-west-1')).toBe('us-east-1');
    expect(jobRenderRegion(job(), 'eu-west-1')).toBe('eu-west-1');
    expect(jobRenderRegion({}, 'eu-west-1')).toBe('eu-west-1');
  });

  it('a project of the legacy region renders only at home, since it cannot be published', () => {
    expect(jobRenderRegion(job({ region: 'us-east-1' }), 'eu-original-1')).toBe('eu-original-1');
  });

  it('keeps the project’s own region as empty, so the job follows a migrated project', () => {
    expect(jobWithRegion('eu-west-1', 'eu-west-1')).toEqual({ region: '' });
    expect(jobWithRegion('us-east-1', 'eu-west-1')).toEqual({ region: 'us-east-1' });
  });

  it('reads a job’s region, and that of its queue, from jobs.json as text', () => {
    expect(job({ region: 'us-east-1', queueregion: 'us-east-1' })).toMatchObject({
      region: 'us-east-1',
      queueregion: 'us-east-1',
    });
    expect(job({ region: 7 })).toMatchObject({ region: '', queueregion: '' });
  });

  it('polls and cancels a queue in the region it was submitted to, whatever the job’s region is now', () => {
    expect(jobQueueRegion(job({ region: 'eu-west-1', queueregion: 'us-east-1' }), 'eu-west-1')).toBe('us-east-1');
    // Submitted before jobs had a region: at home.
    expect(jobQueueRegion(job({ region: 'us-east-1' }), 'eu-west-1')).toBe('eu-west-1');
  });
});

describe('what a job compiles from', () => {
  const data = { columns: ['name', 'city'], rows: [['Ann', 'Oslo']], keyColumn: 'name' };

  it('fills the job’s variables, or all the movie’s when it names none', () => {
    expect(jobCompileInput(job({ variables: ['name'] }), data, ['name', 'city']).variables).toEqual(['name']);
    expect(jobCompileInput(job(), data, ['name', 'city']).variables).toEqual(['name', 'city']);
  });

  it('passes the frame only for frame formats, and the destination’s file name template', () => {
    const jpg = jobCompileInput(
      job({ format: 'jpg', frame: 5, destination: { type: 's3', filename: '${name}' } }),
      data,
      [],
    );
    expect(jpg).toMatchObject({ frame: 5, filename: '${name}', keyColumn: 'name', format: 'jpg' });
    expect(jobCompileInput(job({ format: 'mp4', frame: 5 }), data, [])).not.toHaveProperty('frame');
  });
});
