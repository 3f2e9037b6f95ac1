import { describe, expect, it } from 'vitest';
import {
  jobCompileInput,
  jobDatasourceUid,
  jobQueueRegion,
  jobRenderRegion,
  jobWithRegion,
  newBatchJob,
  normaliseJob,
} from '../src/index.js';

const job = (changes: Record<string, unknown> = {}) => normaliseJob({ id: '0123456789-job', name: 'Job', ...changes });

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
