import { describe, expect, it } from 'vitest';
import { keepRunFields, movieVariableKeys, RUN_FIELDS, withJobRunFields, withoutRunFields } from '../src/index.js';

const running = {
  running: true,
  status: 'Running',
  computing: false,
  uploading: false,
  queue: 'q1',
  queueregion: 'us-east-1',
  remaining: 3,
  eta: '2 minutes',
  numrecords: 5,
  start: '2024-05-01T10:00:00.000Z',
  done: 2,
  failed: 0,
  runid: 'run-1',
};

describe('who writes the run fields of a job', () => {
  it('are the progress fields of docs/reference.md §3', () => {
    expect([...RUN_FIELDS].sort()).toEqual(Object.keys(running).sort());
  });

  it('a job without them is what the console writes', () => {
    expect(withoutRunFields({ id: 'job-0000000001', name: 'A', range: '1-3', ...running })).toEqual({
      id: 'job-0000000001',
      name: 'A',
      range: '1-3',
    });
  });

  it('a save keeps the run fields stored with each job, whatever it says of them, and all else it says', () => {
    const stored = [{ id: 'job-a', name: 'A', range: '', ...running }];
    const saved = [
      { id: 'job-a', name: 'Renamed', range: '2-', running: false, status: 'Stopped', queue: '' },
      { id: 'job-b', name: 'New', running: true, status: 'Running', queue: 'q9' },
      'not a job',
    ];
    expect(keepRunFields(stored, saved)).toEqual([
      { id: 'job-a', name: 'Renamed', range: '2-', ...running },
      { id: 'job-b', name: 'New' },
      'not a job',
    ]);
  });

  it('a save of a job that never ran keeps none, and one whose stored job holds some keeps only those', () => {
    const stored = [{ id: 'job-a', name: 'A', running: false, status: 'Finished: 1 done, 0 failed' }];
    expect(keepRunFields(stored, [{ id: 'job-a', name: 'A', eta: 'soon' }])).toEqual([
      { id: 'job-a', name: 'A', running: false, status: 'Finished: 1 done, 0 failed' },
    ]);
    expect(keepRunFields([], [{ name: 'No id', running: true }])).toEqual([{ name: 'No id' }]);
  });

  it('the platform writes only the run fields of the job it names, from the job as stored', () => {
    const list = [
      { id: 'job-a', name: 'A', range: '2-', status: 'Running', start: '2024-05-01T10:00:00.000Z' },
      { id: 'job-b', name: 'B' },
    ];
    const next = withJobRunFields(list, 'job-a', (job) => ({
      status: `${job.status} still`,
      numrecords: 4,
      // Not a run field: not written.
      ...({ name: 'Clobbered', range: '' } as object),
    }));
    expect(next).toEqual([
      {
        id: 'job-a',
        name: 'A',
        range: '2-',
        status: 'Running still',
        numrecords: 4,
        start: '2024-05-01T10:00:00.000Z',
      },
      { id: 'job-b', name: 'B' },
    ]);
  });

  it('the platform writes nothing when the job is not there or the change says so', () => {
    expect(withJobRunFields([{ id: 'job-b' }], 'job-a', () => ({ running: false }))).toBeUndefined();
    expect(withJobRunFields([{ id: 'job-a' }], 'job-a', () => undefined)).toBeUndefined();
  });
});

describe('the variables of a movie', () => {
  it('are its variable keys in order, each once, from its JSON form', () => {
    expect(movieVariableKeys({ variables: [{ key: 'name' }, { key: '' }, { key: 'city' }, { key: 'name' }] })).toEqual([
      'name',
      'city',
    ]);
    expect(movieVariableKeys(null)).toEqual([]);
    expect(movieVariableKeys({ variables: 'none' })).toEqual([]);
  });
});
