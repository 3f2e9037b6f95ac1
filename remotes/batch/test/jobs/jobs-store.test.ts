import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseJob, type BatchJob } from '@reelforge/model';
import { findJob, jobPathId, jobToSave, type SavedJob } from '../../src/jobs/job-list.js';
import { JobsStore } from '../../src/jobs/jobs-store.js';

const job = (id: string, changes: Partial<BatchJob> = {}) => normaliseJob({ id, name: `Job ${id}`, ...changes });

afterEach(() => vi.useRealTimers());

function storeWith(jobs: BatchJob[], save = vi.fn(async (_jobs: SavedJob[]) => {})) {
  const store = new JobsStore({ load: async () => jobs, save, debounceMs: 100 });
  return { store, save };
}

describe('the jobs store', () => {
  it('writes the full list once changes have settled, not on every keystroke', async () => {
    vi.useFakeTimers();
    const { store, save } = storeWith([job('aaaaaaaaaa1')]);
    await store.load();
    store.patch('aaaaaaaaaa1', { name: 'A' });
    store.patch('aaaaaaaaaa1', { name: 'AB' });
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0][0]?.name).toBe('AB');
  });

  it('writes at once on flush, keeping only the destination’s own non-empty parameters', async () => {
    const { store, save } = storeWith([job('aaaaaaaaaa1')]);
    await store.load();
    store.patch('aaaaaaaaaa1', {
      destination: { type: 's3', bucket: 'b', filename: '', url: 'not an s3 parameter', metadata: { '': 'x', a: '1' } },
    });
    await store.flush();
    expect(save.mock.calls[0]?.[0][0]?.destination).toEqual({ type: 's3', bucket: 'b', metadata: { a: '1' } });
  });

  it('writes what a person edits and leaves the run fields out: they are the platform’s', async () => {
    const { store, save } = storeWith([job('aaaaaaaaaa1', { running: true, status: 'Running', queue: 'q1' })]);
    await store.load();
    store.patch('aaaaaaaaaa1', { name: 'Renamed' });
    await store.flush();
    const [saved] = save.mock.calls[0]![0];
    expect(saved).toMatchObject({ id: 'aaaaaaaaaa1', name: 'Renamed' });
    for (const field of ['running', 'status', 'queue', 'numrecords', 'start']) expect(saved).not.toHaveProperty(field);
  });

  it('shows where a run stands without writing anything, or calling it a change', async () => {
    vi.useFakeTimers();
    const { store, save } = storeWith([job('aaaaaaaaaa1')]);
    await store.load();
    store.show('aaaaaaaaaa1', { running: true, status: 'Computing', queue: 'q1' });
    store.show('aaaaaaaaaa1', (current) => ({ status: `${current.status} (1 of 2)` }));
    expect(store.get('aaaaaaaaaa1')).toMatchObject({ running: true, status: 'Computing (1 of 2)', queue: 'q1' });
    expect(store.snapshot().unwritten).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failed write and clears the report after the next one succeeds', async () => {
    const save = vi.fn(async () => {}).mockRejectedValueOnce(new Error('Service Unavailable'));
    const { store } = storeWith([job('aaaaaaaaaa1')], save);
    await store.load();
    await expect(store.flush()).rejects.toThrow('Service Unavailable');
    expect(store.snapshot().saveError).toBe('Service Unavailable');
    await store.flush();
    expect(store.snapshot().saveError).toBeNull();
  });

  it('says a change is unwritten until a write stores it, and while the server refuses it', async () => {
    const save = vi.fn(async () => {}).mockRejectedValueOnce(new Error('Service Unavailable'));
    const { store } = storeWith([job('aaaaaaaaaa1')], save);
    await store.load();
    expect(store.snapshot().unwritten).toBe(false);
    store.patch('aaaaaaaaaa1', { name: 'Renamed' });
    expect(store.snapshot().unwritten).toBe(true);
    await expect(store.flush()).rejects.toThrow('Service Unavailable');
    expect(store.snapshot().unwritten).toBe(true);
    await store.flush();
    expect(store.snapshot().unwritten).toBe(false);
  });

  it('adds and removes jobs, also one without an id', async () => {
    const nameless = job('');
    const { store } = storeWith([job('aaaaaaaaaa1'), nameless]);
    await store.load();
    store.add(job('bbbbbbbbbb2'));
    store.remove(store.snapshot().jobs![1]!);
    store.remove(job('aaaaaaaaaa1'));
    expect(store.snapshot().jobs?.map((j) => j.id)).toEqual(['bbbbbbbbbb2']);
  });

  it('reports a failed read', async () => {
    const store = new JobsStore({ load: async () => Promise.reject(new Error('Forbidden')), save: async () => {} });
    await store.load();
    expect(store.snapshot()).toMatchObject({ jobs: null, loadError: 'Forbidden' });
  });
});

describe('job addresses', () => {
  it('are the job’s id, or its place in the list when it has none', () => {
    const jobs = [job('abc'), job('')];
    expect(jobPathId(jobs[0]!, 0)).toBe('abc');
    expect(jobPathId(jobs[1]!, 1)).toBe('index-1');
    expect(findJob(jobs, 'index-1')?.index).toBe(1);
    expect(findJob(jobs, 'nope')).toBeNull();
  });

  it('a job of an unknown destination type is saved as it is', () => {
    const odd = job('x', { destination: { type: 'pigeon', legs: 2 } });
    expect(jobToSave(odd).destination).toEqual({ type: 'pigeon', legs: 2 });
  });
});
