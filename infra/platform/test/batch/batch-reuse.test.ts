import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as renderer from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;

// What the renderer was asked and gave, row by row.
const seen: {
  reuse?: renderer.ReuseRequest | undefined;
  format: string;
  reusedFrames?: number | undefined;
  title?: string | undefined;
}[] = [];
const recordingEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    const result = await renderer.renderMovie(request);
    seen.push({
      reuse: request.reuse,
      format: request.format,
      reusedFrames: result.reusedFrames,
      title: request.params?.title,
    });
    return result;
  },
};

/** The MD5 of frame `n` of a video, decoded. */
async function frameHash(file: string, n: number): Promise<string> {
  const { stdout } = await promisify(execFile)('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    `select=eq(n\\,${n})`,
    '-frames:v',
    '1',
    '-f',
    'md5',
    '-',
  ]);
  return stdout.trim();
}

/** 160x90, 85 frames: a title on red (bound to `title`), then a crossfade to green and a wipe to blue, both without variables. */
const threeScenes: Movie = tinyMovie({
  scenes: [
    {
      name: 'Title',
      length: 30,
      layers: [
        { color: { color: '#cc2222' } },
        { text: { text: 'Hi', size: 20, color: '#ffffff', bindings: { text: 'title' } } },
      ],
    },
    {
      name: 'Green',
      length: 30,
      transition: { type: 'CROSSFADE', duration: 5 },
      layers: [{ color: { color: '#22cc22' } }, { text: { text: 'Same', size: 20 } }],
    },
    { name: 'Blue', length: 35, transition: { type: 'WIPE', duration: 5 }, layers: [{ color: { color: '#2222cc' } }] },
  ],
});

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-reuse-'));
  server = await startTestServer({ batchConcurrency: 2, renderEngine: recordingEngine });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Batch reuse');
  expect((await putMovieJson(server, demo, prjuid, 'three', threeScenes)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('batch rows that reuse what does not change', { timeout: 60_000 }, () => {
  it('an mp4 run renders the static scenes once: every row is whole, shows its own title, and the cache goes with the run', async () => {
    const job = { id: 'job-reuse-00001', movie: 'three', format: 'mp4', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    const titles = ['Ada', 'Grace', 'Linus', 'Ken'];
    const runid = newRunId();
    seen.length = 0;
    const queue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: titles.map((title, i) => task(i, { title })),
    });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', total: 4, done: 4, failed: 0 });

    // Scene 1 and its crossfade per row (frames 0-29); 30-84 from the run's cache.
    expect(seen.map((s) => [s.title, s.reusedFrames]).sort()).toEqual(titles.map((t) => [t, 55]).sort());
    expect(seen.every((s) => s.reuse?.varying.includes('title'))).toBe(true);
    const dirs = new Set(seen.map((s) => s.reuse!.cache.dir));
    expect(dirs.size).toBe(1);

    const results = await resultsOf(server, demo, runid);
    const titleFrames = new Set<string>();
    const sharedFrames = new Set<string>();
    for (const [i, row] of results.entries()) {
      const file = path.join(scratch, `row-${i}.mp4`);
      const video = await fetchBytes(server, new URL(row.url).pathname);
      await writeFile(file, video.bytes);
      const streams = (await probe(file, true)).streams;
      expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: 160,
        height: 90,
        nb_read_frames: '85',
      });
      expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      titleFrames.add(await frameHash(file, 10));
      sharedFrames.add(await frameHash(file, 60));
    }
    expect(titleFrames.size).toBe(4); // each row shows its own title
    expect(sharedFrames.size).toBe(1); // and the same green scene, from the same segment
    // The run is over: its cache is removed.
    await vi.waitFor(() => expect([...dirs].some((dir) => existsSync(dir))).toBe(false));
  });

  it('other formats render whole', async () => {
    const job = { id: 'job-reuse-00002', movie: 'three', format: 'flv', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    seen.length = 0;
    const queue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid: newRunId(),
      tasks: [task(0, { title: 'Ada' }), task(1, { title: 'Grace' })],
    });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2, failed: 0 });
    expect(seen.map((s) => [s.format, s.reuse, s.reusedFrames])).toEqual([
      ['flv', undefined, undefined],
      ['flv', undefined, undefined],
    ]);
  });
});
