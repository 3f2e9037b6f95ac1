import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as renderer from '@reelforge/renderer';
import { decodeMovie, normaliseMovie, type Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;

const asked: { movie: unknown; reusedFrames?: number | undefined }[] = [];
const recordingEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    const result = await renderer.renderMovie(request);
    asked.push({ movie: request.movie, reusedFrames: result.reusedFrames });
    return result;
  },
};

/** 160x90: a red box sliding to the row's `left` over 20 frames, then 30 frames of a box turning, bound to nothing. */
const moving: Movie = tinyMovie({
  scenes: [
    {
      name: 'Slide',
      length: 30,
      layers: [
        { color: { color: '#000000' } },
        {
          name: 'Box',
          color: { color: '#ff0000' },
          position: { y: 40, w: 10, h: 10 },
          keyframes: [{ x: 0 }, { frame: 20, x: 100, easing: 'EASE_OUT' }],
          bindings: { 'keyframes.1.x': 'left' },
        },
      ],
    },
    {
      name: 'Turn',
      length: 30,
      layers: [
        { color: { color: '#000000' } },
        {
          color: { color: '#00ff00' },
          position: { x: 60, y: 25, w: 40, h: 40 },
          keyframes: [{}, { frame: 29, rotation: 90 }],
        },
      ],
    },
  ],
  variables: [{ key: 'left', value: '100' }],
});

/** Where the red box's left edge is on frame `n` of a video (160x90), from its raw pixels. */
async function boxLeft(file: string, n: number): Promise<number> {
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${n})`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 20 },
  );
  const rgb = stdout as unknown as Buffer;
  for (let x = 0; x < 160; x++) {
    const i = (45 * 160 + x) * 3;
    if (rgb[i]! > 128 && rgb[i + 1]! < 100) return x;
  }
  return -1;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-motion-'));
  server = await startTestServer({ batchConcurrency: 1, renderEngine: recordingEngine });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Batch motion');
  expect((await putMovieJson(server, demo, prjuid, 'moving', moving)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a batch run of a movie with keyframes', { timeout: 60_000 }, () => {
  it('the stored movie keeps its keyframes; each row moves the box to its own value, the turning scene reused', async () => {
    const stored = await fetchBytes(server, `${api()}/sdl/${prjuid}/moving?json=1`, { token: demo });
    expect(stored.json).toEqual(normaliseMovie(moving));
    expect(decodeMovie((await fetchBytes(server, `${api()}/sdl/${prjuid}/moving`, { token: demo })).bytes)).toEqual(
      stored.json,
    );
    const job = { id: 'job-motion-0001', movie: 'moving', format: 'mp4', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    asked.length = 0;
    const lefts = ['40', '120'];
    const queue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: lefts.map((left, i) => task(i, { left })),
    });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', total: 2, done: 2, failed: 0 });
    // The renderer was given the keyframes as stored, and reused the 30 frames of the turning box.
    for (const one of asked) {
      const layer = (one.movie as Movie).scenes![0]!.layers![1]!;
      expect(layer.keyframes).toEqual([{ x: 0 }, { frame: 20, x: 100, easing: 'EASE_OUT' }]);
      expect(one.reusedFrames).toBe(30);
    }
    const results = await resultsOf(server, demo, runid);
    const places: number[] = [];
    for (const [i, row] of results.entries()) {
      const file = path.join(scratch, `row-${i}.mp4`);
      await writeFile(file, (await fetchBytes(server, new URL(row.url).pathname)).bytes);
      places.push(await boxLeft(file, 25));
    }
    // Each row's box stands at its own `left` after the last keyframe (±2 px).
    expect(places.sort((a, b) => a - b).map((x, i) => Math.abs(x - Number(lefts[i])) <= 2)).toEqual([true, true]);
  });
});
