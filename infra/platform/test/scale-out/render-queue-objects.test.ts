import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { waitForStatus } from '../helpers/renders.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';

// An api process and a worker process with an object store (s3rver): the worker puts the
// render token's file into the bucket and the api process serves it from there.
let deployment: Deployment;
let apiProcess: PlatformProcess;
let worker: PlatformProcess;

beforeAll(async () => {
  deployment = await startDeployment('render-queue-objects', { objectStore: true });
  apiProcess = await deployment.start('api');
  worker = await deployment.start('worker');
}, 60_000);
afterAll(() => deployment?.stop());

describe('render tokens made by a worker process, kept in the object store', () => {
  it('serves the file the worker put into the bucket, with ranges, and keeps no copy in the data folder', async () => {
    const server = serverAt(apiProcess.url);
    const demo = await server.login('demo');
    const prjuid = await createProject(server, demo, 'Rendered into the bucket');
    const tiny = tinyMovie();
    const movie = tinyMovie({
      params: { ...tiny.params, vparams: { ...tiny.params!.vparams!, width: 320, height: 180 } },
    });
    const token = await renderToken(server, demo, prjuid, { movie, format: 'mp4' });
    const video = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
    expect(video.status).toBe(200);
    expect(video.bytes.subarray(4, 8).toString()).toBe('ftyp');
    const part = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.compare(part.bytes, video.bytes.subarray(0, 100))).toBe(0);

    expect(
      deployment.bucket!.requests.some(
        (request) => request.method === 'PUT' && /\/renders\/[0-9a-f]{32}\/render\.mp4/.test(request.url),
      ),
    ).toBe(true);
    const entries = await readdir(path.join(deployment.root, 'data'), { recursive: true });
    expect(entries.filter((entry) => entry.endsWith('render.mp4'))).toEqual([]);
    // The worker made it: its log names the render's session, the api process's does not.
    const { session } = await waitForStatus(server, token, (status) => status.state === 'done');
    await eventually(async () => worker.logs.some((line) => line.includes(session)), Boolean);
    expect(apiProcess.logs.some((line) => line.includes(session))).toBe(false);
  }, 120_000);
});
