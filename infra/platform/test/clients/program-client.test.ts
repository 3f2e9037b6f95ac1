import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiError } from '@reelforge/api';
import { createClient, UnknownRegionError, type ReelforgeClient } from '@reelforge/api/program';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../helpers/media.ts';
import { apiKeyOf, PROGRAM_JOB, projectForPrograms } from '../helpers/program-renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// @reelforge/api/program from Node, as a program uses it (docs/api.md, "Rendering from code"),
// against a real server over HTTP: a render followed to its file, a retry, batch runs.
let server: TestServer;
let client: ReelforgeClient;
let prjuid: string;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-program-client-'));
  server = await startTestServer({ batchConcurrency: 2 });
  const token = await server.login('demo');
  prjuid = await projectForPrograms(server, token, 'Client');
  client = createClient({ url: server.url, apiKey: await apiKeyOf(server, token) });
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the program client', () => {
  it('signs in with a token as well as a key', async () => {
    const withToken = createClient({ url: server.url, token: await server.login('demo') });
    const started = await withToken.render({ project: prjuid, movie: 'sample', format: 'jpg' });
    expect((await withToken.waitForRender(started, { intervalMs: 50 })).status).toBe('done');
  });

  it('renders a movie with its variables, follows it to done and downloads a video', async () => {
    const started = await client.render({ project: prjuid, movie: 'sample', variables: { title: 'From Node' } });
    expect(started).toMatchObject({ status: 'queued', region: 'eu-west-1', project: prjuid, replayed: false });
    const seen: string[] = [];
    const done = await client.waitForRender(started, { intervalMs: 50, onStatus: (s) => seen.push(s.status) });
    expect(done).toEqual({ token: started.token, status: 'done', progress: 1, url: started.resultUrl });
    expect(seen.at(-1)).toBe('done');
    expect(await client.renderStatus(started)).toEqual(done);

    const download = await client.download(done.url!);
    expect(download.contentType).toBe('video/mp4');
    const bytes = await buffer(Readable.fromWeb(download.body as WebReadableStream<Uint8Array>));
    expect(download.size).toBe(bytes.length);
    await writeFile(path.join(scratch, 'node.mp4'), bytes);
    const facts = await probe(path.join(scratch, 'node.mp4'));
    expect(facts.streams.some((stream) => stream.codec_type === 'video')).toBe(true);
  });

  it('answers a retry with the same Idempotency-Key with the same render', async () => {
    const order = { project: prjuid, movie: 'sample', format: 'jpg', idempotencyKey: 'node-client-retry-1' };
    const first = await client.render(order);
    const again = await client.render(order);
    expect(again).toEqual({ ...first, replayed: true });
  });

  it("rejects with the platform's message and status", async () => {
    const refused = await client.render({ project: prjuid, movie: 'missing' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, message: 'Movie missing not found' });
    await expect(client.render({ project: prjuid, movie: 'sample', region: 'mars-1' })).rejects.toBeInstanceOf(
      UnknownRegionError,
    );
    const nobody = createClient({ url: server.url });
    await expect(nobody.render({ project: prjuid, movie: 'sample' })).rejects.toMatchObject({ status: 401 });
    const revoked = createClient({ url: server.url, apiKey: `rfk_${'x'.repeat(40)}` });
    await expect(revoked.render({ project: prjuid, movie: 'sample' })).rejects.toMatchObject({ status: 401 });
    const away = createClient({ url: 'http://127.0.0.1:9', token: 'f'.repeat(64) });
    await expect(away.regions()).rejects.toMatchObject({ status: 0 });
  });

  it('starts a batch run of a saved job, follows it to its end and reads its results', async () => {
    const first = await client.batch.start({ project: prjuid, job: PROGRAM_JOB });
    expect(first).toMatchObject({ Id: expect.any(String), runid: expect.any(String) });
    const last = await client.batch.waitForRun(first.Id, { intervalMs: 50 });
    expect(last).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect((await client.batch.status(first.Id)).Id).toBe(first.Id);
    const results = await client.batch.results(first.runid!);
    expect(results.map((result) => [result.record, result.status])).toEqual([
      [0, 'ok'],
      [1, 'ok'],
    ]);
    expect(results[0]?.url).toMatch(/\/v2\/render\/[0-9a-f]{32}\.png/);
  });
});
