import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileAside, PARTIAL_FILE, writeAside, writeFileAtomic } from '../../src/lib/atomic-write.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelforge-write-aside-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writing aside, then renaming into place', () => {
  it('shows the old file until the new one is complete, then the new one whole', async () => {
    const file = path.join(dir, 'movie.sdl');
    await writeFile(file, 'old');
    let seenWhileWriting = '';
    await writeAside(file, async (partial) => {
      await writeFile(partial, 'new');
      seenWhileWriting = await readFile(file, 'utf8');
    });
    expect(seenWhileWriting).toBe('old');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['movie.sdl']);
  });

  it('keeps the old file and leaves nothing behind when the writer fails', async () => {
    const file = path.join(dir, 'kept.json');
    await writeFileAtomic(file, '[1]');
    await expect(
      writeAside(file, async (partial) => {
        await writeFile(partial, 'half');
        throw new Error('the writer stopped');
      }),
    ).rejects.toThrow('the writer stopped');
    expect(await readFile(file, 'utf8')).toBe('[1]');
    expect((await readdir(dir)).filter((name) => PARTIAL_FILE.test(name))).toEqual([]);
  });

  it('gives the partial file the extension a writer needs, and it is never taken for content', async () => {
    const file = path.join(dir, 'render.mp4');
    let partialName = '';
    await writeAside(
      file,
      async (partial) => {
        partialName = path.basename(partial);
        await writeFile(partial, 'frames');
      },
      { extension: 'mp4' },
    );
    expect(partialName).toMatch(/\.mp4$/);
    expect(PARTIAL_FILE.test(partialName)).toBe(true);
    expect(PARTIAL_FILE.test('render.mp4')).toBe(false);
  });

  it('makes a folder the same way', async () => {
    const target = path.join(dir, 'hls');
    await writeAside(target, async (partial) => {
      await mkdir(partial);
      await writeFile(path.join(partial, 'index.m3u8'), '#EXTM3U');
    });
    expect(await readdir(target)).toEqual(['index.m3u8']);
  });

  it('copies a file in aside', async () => {
    const source = path.join(dir, 'source.bin');
    await writeFile(source, 'bytes');
    await copyFileAside(source, path.join(dir, 'copy.bin'));
    expect(await readFile(path.join(dir, 'copy.bin'), 'utf8')).toBe('bytes');
  });
});
