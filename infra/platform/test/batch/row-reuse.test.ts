import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowReuse } from '../../src/batch/row-reuse.ts';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'reelforge-row-reuse-'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

/** The cache folder a row of `queue` is given. */
const dirOf = (reuse: RowReuse, queue: string) => reuse.withRow(queue, { title: 'x' }, async (r) => r!.cache.dir);

describe('the runs’ caches of a worker process', () => {
  it('rows of one run share its cache and are told the keys they set; another run gets its own', async () => {
    const reuse = new RowReuse({ parent });
    const seen = await reuse.withRow('q1', { title: 'Ada', row: '0' }, async (r) => r);
    expect(seen?.varying).toEqual(['title', 'row']);
    expect(await dirOf(reuse, 'q1')).toBe(seen?.cache.dir);
    expect(await dirOf(reuse, 'q2')).not.toBe(seen?.cache.dir);
    await reuse.close();
    expect(existsSync(seen!.cache.dir)).toBe(false);
  });

  it('a run that ended loses its cache once its last row is done', async () => {
    const reuse = new RowReuse({ parent });
    let finish: () => void = () => undefined;
    let started: (dir: string) => void = () => undefined;
    const begun = new Promise<string>((resolve) => (started = resolve));
    const rendering = reuse.withRow('q1', {}, async (r) => {
      started(r!.cache.dir);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const dir = await begun;
    reuse.forget('q1');
    expect(existsSync(dir)).toBe(true); // a row still renders from it
    finish();
    await rendering;
    expect(existsSync(dir)).toBe(false);
    expect(reuse.size).toBe(0);
  });

  it('keeps the caches of the runs used last, up to its bound', async () => {
    const reuse = new RowReuse({ parent, maxRuns: 2 });
    const first = await dirOf(reuse, 'q1');
    const second = await dirOf(reuse, 'q2');
    await dirOf(reuse, 'q1'); // used again: q2 is now the one used longest ago
    const third = await dirOf(reuse, 'q3');
    // Removed in the background, the row that made room not waiting for it.
    await vi.waitFor(() => expect(existsSync(second)).toBe(false));
    expect([first, third].map((dir) => existsSync(dir))).toEqual([true, true]);
    expect(reuse.size).toBe(2);
    await reuse.close();
  });
});
