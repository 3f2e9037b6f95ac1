import { describe, expect, it, vi } from 'vitest';
import { compileInSlices, type CompileInput } from '../src/index.js';

const input = (rows: number, range = ''): CompileInput => ({
  columns: ['name'],
  rows: Array.from({ length: rows }, (_, i) => [`n${i + 1}`]),
  variables: ['name'],
  mapping: 'auto',
  format: 'mp4',
  range,
});

describe('compiling in slices', () => {
  it('compiles every selected row once, in order, yielding between slices', async () => {
    const pause = vi.fn(async () => {});
    const progress = vi.fn();
    const tasks = await compileInSlices(input(25, '3-'), { slice: 10, pause, onProgress: progress });
    expect(tasks.map((t) => t.record)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    expect(tasks[0]).toMatchObject({ key: '3', params: { name: 'n3' } });
    expect(pause).toHaveBeenCalledTimes(3);
    expect(progress.mock.calls).toEqual([
      [10, 23],
      [20, 23],
      [23, 23],
    ]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const pause = async () => controller.abort(new Error('paused'));
    await expect(compileInSlices(input(30), { slice: 10, pause, signal: controller.signal })).rejects.toThrow('paused');
  });

  it('logs an unknown range item once', async () => {
    const log = vi.fn();
    await compileInSlices(input(30, 'x,1-'), { slice: 10, pause: async () => {}, log });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
