import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SegmentCache } from '../src/index.js';
import { joinProblem, type SegmentStream } from '../src/segment-join.js';

const key = (n: number) => n.toString(16).padStart(64, '0');

describe('the segment cache of a run', () => {
  it('makes a segment once for every row asking at the same time, then serves it', async () => {
    const cache = await SegmentCache.create();
    let made = 0;
    const make = async (partial: string) => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeFile(partial, 'segment');
    };
    const held = await Promise.all([cache.hold(key(1), make), cache.hold(key(1), make), cache.hold(key(1), make)]);
    expect(made).toBe(1);
    expect(new Set(held.map((h) => h.file)).size).toBe(1);
    expect(await readFile(held[0]!.file, 'utf8')).toBe('segment');
    await cache.hold(key(1), make);
    expect(made).toBe(1);
    await cache.dispose();
    expect(existsSync(cache.dir)).toBe(false);
    await expect(cache.hold(key(1), make)).rejects.toThrow('removed');
  });

  it('a segment that failed is made again by the next ask, and leaves no file behind', async () => {
    const cache = await SegmentCache.create();
    await expect(cache.hold(key(2), async () => Promise.reject(new Error('ffmpeg failed')))).rejects.toThrow(
      'ffmpeg failed',
    );
    const held = await cache.hold(key(2), (partial) => writeFile(partial, 'second'));
    expect(await readFile(held.file, 'utf8')).toBe('second');
    expect(cache.size).toBe(1);
    await cache.dispose();
  });

  it('past its bound, removes the segments used longest ago that no row holds', async () => {
    const cache = await SegmentCache.create({ maxBytes: 25 });
    const ten = (partial: string) => writeFile(partial, '0123456789');
    const a = await cache.hold(key(1), ten);
    const b = await cache.hold(key(2), ten);
    await b.release();
    const c = await cache.hold(key(3), ten);
    await c.release(); // 30 bytes: the idle one used longest ago (b) goes; a is held
    expect([existsSync(a.file), existsSync(b.file), existsSync(c.file)]).toEqual([true, false, true]);
    await a.release();
    await cache.dispose();
  });

  it("removes the folders of processes that no longer run, never a running one's", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'segment-cache-stale-'));
    const mine = await SegmentCache.create({ parent });
    // Above the largest process id Linux gives (2^22): no such process.
    const dead = path.join(parent, 'reelforge-reuse-4194305-abcdef');
    await mkdir(dead);
    await writeFile(path.join(dead, `${key(1)}.mp4`), 'left behind');
    const other = path.join(parent, 'something-else');
    await mkdir(other);
    expect(await SegmentCache.removeStale(parent)).toBe(1);
    expect([existsSync(dead), existsSync(mine.dir), existsSync(other)]).toEqual([false, true, true]);
    await mine.dispose();
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a key that is not a digest (a key names a file)', async () => {
    const cache = await SegmentCache.create();
    await expect(cache.hold('../../etc/passwd', async () => undefined)).rejects.toThrow('not a segment key');
    await cache.dispose();
  });
});

describe('segments that can be joined without re-encoding', () => {
  const stream = (more: Partial<SegmentStream> = {}): SegmentStream => ({
    codec: 'h264',
    width: 320,
    height: 180,
    pixFmt: 'yuv420p',
    extradata: '0164 001f',
    frames: 10,
    ...more,
  });
  const segments = [
    { file: 'a', frames: 10 },
    { file: 'b', frames: 10 },
  ];

  it('alike: no problem', () => {
    expect(joinProblem(segments, [stream(), stream()])).toBeUndefined();
  });

  it('other parameter sets, another size or a missing frame: named', () => {
    expect(joinProblem(segments, [stream(), stream({ extradata: '0164 0020' })])).toBe(
      'segment 2 has other H.264 parameter sets (SPS/PPS) than the first',
    );
    expect(joinProblem(segments, [stream(), stream({ width: 640 })])).toBe('segment 2 is not encoded like the first');
    expect(joinProblem(segments, [stream({ frames: 9 }), stream()])).toBe('segment 1 holds 9 frames instead of 10');
  });
});
