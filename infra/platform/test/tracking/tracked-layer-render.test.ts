import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { makeMovingSquare, SMALL_SQUARE, squareAt } from '../helpers/moving-square.ts';
import { render, renderToken } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);

// A layer following a version the tracker made (docs/render-tracking.md): the square of
// helpers/moving-square.ts tracked over HTTP, then a movie of the video's size whose red 16x16
// box follows that version, rendered through the render call; the box's centre is where the
// square's centre was on each frame checked.
const VIDEO = SMALL_SQUARE;
let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;

const movie: Movie = {
  params: {
    vparams: {
      width: VIDEO.width,
      height: VIDEO.height,
      videoframerate: { num: VIDEO.fps, den: 1 },
      videocodec: 'x264',
    },
  },
  scenes: [
    {
      name: 'Follow',
      length: VIDEO.frames,
      background: '#000000',
      layers: [
        {
          name: 'Box',
          color: { color: '#ff0000' },
          position: { w: 16, h: 16 },
          tracking: { video: 'square.mp4', version: 'square' },
        },
      ],
    },
  ],
};

/** The centre of the red pixels of a rendered png, in pixels. */
async function redCentre(png: Buffer): Promise<{ x: number; y: number }> {
  const file = path.join(scratch, 'frame.png');
  await writeFile(file, png);
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
    maxBuffer: 16 * 1024 * 1024,
  });
  let [sx, sy, n] = [0, 0, 0];
  for (let i = 0; i < stdout.length; i += 3) {
    if (stdout[i]! > 180 && stdout[i + 1]! < 80 && stdout[i + 2]! < 80) {
      const pixel = i / 3;
      sx += (pixel % VIDEO.width) + 0.5;
      sy += Math.floor(pixel / VIDEO.width) + 0.5;
      n++;
    }
  }
  expect(n, 'red pixels').toBeGreaterThan(150);
  return { x: sx / n, y: sy / n };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-tracked-render-'));
  const file = path.join(scratch, 'square.mp4');
  [server] = await Promise.all([startTestServer(), makeMovingSquare(file, VIDEO)]);
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Tracked render');
  expect((await putData(server, demo, prjuid, 'square.mp4', await readFile(file))).status).toBe(201);
  const side = VIDEO.side;
  const started = await server.request(`${api()}/trackversion/${prjuid}/square.mp4`, {
    method: 'POST',
    token: demo,
    body: { name: 'Square', frame: 0, ...squareAt(VIDEO, 0), w: side, h: side },
  });
  expect(started.status, started.text).toBe(202);
  const ended = await eventually(
    async () =>
      (await server.request(`${api()}/trackversion/${prjuid}/progress/${started.json.progress}`, { token: demo })).json,
    (progress) => progress?.state !== 'making',
  );
  expect(ended.state).toBe('done');
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a layer following a version the tracker made', () => {
  it("renders at the tracked square's centre, frame by frame", async () => {
    const token = await renderToken(server, demo, prjuid, { movie });
    for (const frame of [0, 13, 25, 50, 62, 75, 99]) {
      const reply = await fetchBytes(server, `${render()}/v2/render/${token}.png?frame=${frame}`);
      expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
      const at = squareAt(VIDEO, frame);
      const centre = await redCentre(reply.bytes);
      expect(Math.abs(centre.x - (at.x + VIDEO.side / 2)), `frame ${frame} x`).toBeLessThanOrEqual(2);
      expect(Math.abs(centre.y - (at.y + VIDEO.side / 2)), `frame ${frame} y`).toBeLessThanOrEqual(2);
    }
  }, 60_000);
});
