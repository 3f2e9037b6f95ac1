import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentFingerprint, copyContent, listContent, swapContent } from '../../src/projects/project-content.ts';

let root: string;
let home: string;

async function put(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function publishInto(target: string) {
  const staging = path.join(root, `staging-${Math.random().toString(16).slice(2)}`);
  await copyContent(home, await listContent(home), staging, new AbortController().signal);
  await swapContent(staging, target);
  await rm(staging, { recursive: true, force: true });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-content-'));
  home = path.join(root, 'home');
  await put(path.join(home, 'userdata', 'a.png'), 'picture');
  await put(path.join(home, 'userdata', 'nested', 'b.txt'), 'nested');
  await put(path.join(home, 'movies', 'm.sdl'), 'movie');
  await put(path.join(home, 'appdata', 'jobs.json'), '[]');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('project content', () => {
  it('is the files of userdata and movies, nested ones too, not app data, without half-written files or region-made folders', async () => {
    await put(path.join(home, 'movies', `m.sdl.${'a'.repeat(32)}.part`), 'half');
    await put(path.join(home, 'appdata', `.jobs.json.${'b'.repeat(32)}.part`), 'half');
    await put(path.join(home, '.renders', 'r', 'render.mp4'), 'render');
    await put(path.join(home, 'cdn', 'run', 'x.mp4'), 'result');
    expect((await listContent(home)).map((file) => file.path)).toEqual([
      'movies/m.sdl',
      'userdata/a.png',
      'userdata/nested/b.txt',
    ]);
  });

  it('has a fingerprint that changes when a file is added, removed, resized or rewritten', async () => {
    const first = await contentFingerprint(home);
    expect(await contentFingerprint(home)).toBe(first);
    const file = path.join(home, 'userdata', 'a.png');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const rewritten = await contentFingerprint(home);
    expect(rewritten).not.toBe(first);
    await writeFile(file, 'a longer picture');
    expect(await contentFingerprint(home)).not.toBe(rewritten);
    await put(path.join(home, 'userdata', 'c.txt'), 'c');
    const added = await contentFingerprint(home);
    await rm(path.join(home, 'userdata', 'c.txt'));
    expect(await contentFingerprint(home)).not.toBe(added);
  });

  it("replaces a copy's content on a sync, keeping what the region made itself", async () => {
    const target = path.join(root, 'copy');
    await publishInto(target);
    expect(await readFile(path.join(target, 'userdata', 'nested', 'b.txt'), 'utf8')).toBe('nested');
    await put(path.join(target, '.renders', 'r', 'render.mp4'), 'made in the region');
    await put(path.join(target, 'cdn', 'run', 'x.mp4'), 'a result');

    await rm(path.join(home, 'userdata', 'nested'), { recursive: true });
    await writeFile(path.join(home, 'movies', 'm.sdl'), 'movie, edited');
    await publishInto(target);
    expect(await readdir(path.join(target, 'userdata'))).toEqual(['a.png']);
    expect(await readFile(path.join(target, 'movies', 'm.sdl'), 'utf8')).toBe('movie, edited');
    expect(await readFile(path.join(target, '.renders', 'r', 'render.mp4'), 'utf8')).toBe('made in the region');
    expect(await readFile(path.join(target, 'cdn', 'run', 'x.mp4'), 'utf8')).toBe('a result');
  });

  it('tells how many files it has copied after each one, and a file gone meanwhile counts as done', async () => {
    const files = await listContent(home);
    await rm(path.join(home, 'userdata', 'a.png'));
    const seen: number[] = [];
    await copyContent(
      home,
      files,
      path.join(root, 'staging'),
      new AbortController().signal,
      (count) => void seen.push(count),
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops copying once aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      copyContent(home, await listContent(home), path.join(root, 'staging'), controller.signal),
    ).rejects.toThrow('stopped');
  });
});
