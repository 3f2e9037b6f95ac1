import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { heldFfmpeg, isRunning, type HeldFfmpeg } from '../helpers/held-ffmpeg.ts';
import { isJpeg } from '../helpers/media.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { askPreview, askPreviewAndLeave } from '../helpers/previews.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { logged } from './worker-logs.ts';

// An api process and a worker taking one preview job at a time, its ffmpeg able to hold a
// run: a frame whose render went on after its requester left would keep the next one waiting.
let deployment: Deployment;
let ffmpeg: HeldFfmpeg;
let worker: PlatformProcess;
let api: TestServer;
let demo: string;
let prjuid: string;

beforeAll(async () => {
  ffmpeg = await heldFfmpeg();
  deployment = await startDeployment('preview-queue-left');
  api = serverAt((await deployment.start('api')).url);
  worker = await deployment.start('worker', { renderConcurrency: 1, ffmpegPath: ffmpeg.path });
  demo = await api.login('demo');
  prjuid = await createProject(api, demo, 'Frames left elsewhere');
}, 60_000);
afterAll(async () => {
  await deployment?.stop();
  await ffmpeg?.remove();
});

const frameOf = (title: string, frame: number) =>
  ({ movie: tinyMovie(), format: 'JPG', frame, params: { title } }) as const;

describe('a frame made by a worker whose requester went away', () => {
  it("stops the worker's render: its ffmpeg ends and the worker takes the next frame", async () => {
    await ffmpeg.hold();
    const left = askPreviewAndLeave(api, demo, prjuid, frameOf('Left', 3));
    const pid = await ffmpeg.held();
    expect(isRunning(pid)).toBe(true);

    left.leave();
    const next = await askPreview(api, demo, prjuid, frameOf('Next', 4));
    expect(next.status, next.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(next.bytes)).toBe(true);
    await eventually(
      async () => isRunning(pid),
      (running) => !running,
    );
    // The left frame ended as a cancelled render, told to nobody; the next one was made.
    expect(logged(worker, 'preview job refused')).toBe(1);
    expect(logged(worker, 'preview job done')).toBe(1);
  }, 120_000);
});
