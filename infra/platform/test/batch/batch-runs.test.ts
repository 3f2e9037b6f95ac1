import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { compileTasks } from '@reelforge/model';
import * as renderer from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData, putDatasource } from '../helpers/assets.ts';
import {
  batch,
  newRunId,
  PEOPLE_CSV,
  PICTURE_MOVIE,
  resultsOf,
  saveJobs,
  submit,
  task,
  waitForQueue,
} from '../helpers/batch.ts';
import { centrePixel, makeMedia, probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
let datasourceUid: string;
const logLines: string[] = [];

// The renderer, made slow on demand: cancellation needs renders that are still running.
let slowMs = 0;
let renderCalls = 0;
let abortedRenders = 0;
const slowEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    renderCalls++;
    try {
      if (slowMs > 0) await delay(slowMs, undefined, { signal: request.signal });
      return await renderer.renderMovie(request);
    } catch (error) {
      if (request.signal?.aborted) abortedRenders++;
      throw error;
    }
  },
};

async function datasourceRows() {
  const reply = await server.request(`${api()}/data/${prjuid}/people.csv?processed=1`, { token: demo });
  return { columns: reply.json.columns as string[], rows: reply.json.values as string[][] };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-runs-'));
  server = await startTestServer({
    batchConcurrency: 2,
    // The upload target of the HTTP destination test listens on loopback.
    outboundAllowHosts: ['127.0.0.1'],
    renderEngine: slowEngine,
    logLevel: 'info',
    logStream: { write: (line: string) => logLines.push(line) },
  });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Batch runs');
  const media = await makeMedia(scratch);
  expect((await putData(server, demo, prjuid, 'still.png', media.png, { contentType: 'image/png' })).status).toBe(201);
  const upload = await putDatasource(
    server,
    demo,
    prjuid,
    'people.csv',
    { delimiter: '', first_line_is_header: 'true', replace: '0' },
    PEOPLE_CSV,
  );
  expect(upload.status).toBe(201);
  datasourceUid = upload.json.Datasources[0].uid;
  expect((await putMovieJson(server, demo, prjuid, 'picture', PICTURE_MOVIE)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a batch run', () => {
  it('renders a 5-row csv into 5 mp4 files on the product CDN, named from a column', async () => {
    const job = {
      id: 'job-cdn-0000001',
      name: 'People',
      movie: 'picture',
      format: 'mp4',
      datasource: datasourceUid,
      mapping: 'custom',
      varmap: { title: 'greeting', picture: 'image' },
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job]);
    const { columns, rows } = await datasourceRows();
    const tasks = compileTasks({
      columns,
      rows,
      keyColumn: 'name',
      variables: ['title', 'picture'],
      mapping: 'custom',
      varmap: job.varmap,
      format: 'mp4',
      filename: 'greeting-${name}',
    });
    expect(tasks).toHaveLength(5);
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    const status = await waitForQueue(server, demo, queue);
    expect(status).toMatchObject({ state: 'done', total: 5, done: 5, failed: 0, remaining: 0 });

    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => [row.record, row.key, row.status])).toEqual(
      ['anna', 'ben', 'carla', 'dan', 'eve'].map((name, i) => [i, name, 'ok']),
    );
    const project = await server.app.projects.locateByUid(prjuid);
    const stored = (await server.app.projectFiles.list(project!, `cdn/${runid}/`)).objects.map((object) =>
      object.key.slice(object.key.lastIndexOf('/') + 1),
    );
    expect(stored.sort()).toEqual([
      'greeting-anna.mp4',
      'greeting-ben.mp4',
      'greeting-carla.mp4',
      'greeting-dan.mp4',
      'greeting-eve.mp4',
    ]);
    for (const [i, name] of ['anna', 'ben', 'carla', 'dan', 'eve'].entries()) {
      expect(results[i].url).toBe(`${server.url}/cdn/${prjuid}/${runid}/greeting-${name}.mp4`);
      const video = await fetchBytes(server, new URL(results[i].url).pathname);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      const file = path.join(scratch, `cdn-${name}.mp4`);
      await writeFile(file, video.bytes);
      expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: 160,
        height: 90,
      });
      // A player seeks: a byte range of the result, not the whole file.
      const part = await fetchBytes(server, new URL(results[i].url).pathname, { headers: { range: 'bytes=4-11' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 4-11/${video.bytes.length}`);
      expect(Buffer.from(part.bytes)).toEqual(Buffer.from(video.bytes).subarray(4, 12));
    }
    // The CDN is public, and only what a run delivered is on it.
    expect((await fetchBytes(server, `/cdn/${prjuid}/${runid}/nothing.mp4`)).status).toBe(404);
    expect((await fetchBytes(server, `/cdn/${prjuid}/${runid}/..%2F..%2Fappdata%2Fjobs.json`)).status).toBe(404);
  });

  it('fails only the row whose media is missing; the others succeed', async () => {
    const job = { id: 'job-media-00001', movie: 'picture', format: 'jpg', frame: 2, destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const tasks = [
      task(0, { title: 'One', picture: 'still.png' }),
      task(1, { title: 'Two', picture: 'nowhere.png' }),
      task(2, { title: 'Three', picture: 'still.png' }),
    ];
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({
      state: 'done',
      total: 3,
      done: 2,
      failed: 1,
      remaining: 0,
    });
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', 'failed', 'ok']);
    expect(results[1].error).toMatch(/nowhere\.png/);
    expect(results[1].url).toBeUndefined();
    expect(results[1].error).not.toMatch(new RegExp(server.dataDir));
    // Unnamed results get a generated 32-hex name with the format's extension.
    expect(results[0].url).toMatch(/\/[0-9a-f]{32}\.jpg$/);
    const image = await fetchBytes(server, new URL(results[2].url).pathname);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('stops on cancel: no further task starts, running ones are aborted, the counts stay', async () => {
    const job = { id: 'job-cancel-0001', movie: 'picture', format: 'mp4', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    slowMs = 400;
    try {
      const runid = newRunId();
      const tasks = Array.from({ length: 8 }, (_, i) => task(i, { title: `Row ${i}` }));
      const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
      await waitForQueue(server, demo, queue, (status) => status.done >= 2);
      const aborted = abortedRenders;
      const cancel = await server.request(`${batch()}/${queue}`, { method: 'DELETE', token: demo });
      expect(cancel.status).toBe(200);
      expect(cancel.json.state).toBe('cancelled');
      const callsAtCancel = renderCalls;
      expect(abortedRenders).toBeGreaterThan(aborted);

      await delay(1000);
      expect(renderCalls).toBe(callsAtCancel);
      const status = await waitForQueue(server, demo, queue, () => true);
      expect(status.state).toBe('cancelled');
      expect(status.done + status.failed).toBeLessThan(8);
      expect(status.remaining).toBe(8 - status.done - status.failed);
      const results = await resultsOf(server, demo, runid);
      expect(results).toHaveLength(status.done + status.failed);
      expect(results.every((row) => row.status === 'ok')).toBe(true);
      const runs = await server.request(`${batch()}/runs/${job.id}`, { token: demo });
      expect(runs.json.Runs[0]).toMatchObject({ runid, state: 'cancelled', end: expect.any(String) });
      // Cancelling again changes nothing.
      expect((await server.request(`${batch()}/${queue}`, { method: 'DELETE', token: demo })).json).toEqual(status);
    } finally {
      slowMs = 0;
    }
  });
});

describe('delivery through the destinations module', () => {
  let target: Server;
  const uploads: Array<{ filename: string; title: string; size: number; type: string; authorization?: string }> = [];

  beforeAll(async () => {
    target = createServer(async (request: IncomingMessage, response) => {
      const body: Buffer[] = [];
      for await (const chunk of request) body.push(chunk as Buffer);
      const form = await new Request('http://upload', {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(body),
      }).formData();
      const file = form.get('video') as File;
      uploads.push({
        filename: file.name,
        title: String(form.get('title')),
        size: file.size,
        type: file.type,
        authorization: request.headers.authorization,
      });
      response.writeHead(201, { location: `/files/${encodeURIComponent(file.name)}` }).end();
    });
    target.listen(0, '127.0.0.1');
    await once(target, 'listening');
  });
  afterAll(async () => {
    target.close();
    await once(target, 'close');
  });

  it('posts each row to an HTTP upload server with the fields of the row', async () => {
    const { port } = target.address() as AddressInfo;
    const job = {
      id: 'job-http-000001',
      movie: 'picture',
      format: 'mp4',
      datasource: datasourceUid,
      destination: {
        type: 'http',
        method: 'POST',
        url: `http://127.0.0.1:${port}/upload`,
        fileid: 'video',
        fields: { title: '${greeting}' },
        user: 'uploader',
        password: 'hunter2-secret',
      },
    };
    await saveJobs(server, demo, prjuid, [job]);
    const { columns, rows } = await datasourceRows();
    const tasks = compileTasks({
      columns,
      rows,
      keyColumn: 'name',
      variables: ['title'],
      mapping: 'auto',
      format: 'mp4',
      filename: '${name}',
      range: '2-3',
    });
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2, failed: 0 });
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => [row.key, row.status, row.url])).toEqual([
      ['ben', 'ok', `http://127.0.0.1:${port}/files/ben.mp4`],
      ['carla', 'ok', `http://127.0.0.1:${port}/files/carla.mp4`],
    ]);
    expect(
      uploads
        .map(({ filename, title, type }) => ({ filename, title, type }))
        .sort((a, b) => a.filename.localeCompare(b.filename)),
    ).toEqual([
      { filename: 'ben.mp4', title: 'Hi Ben', type: 'video/mp4' },
      { filename: 'carla.mp4', title: 'Hey Carla', type: 'video/mp4' },
    ]);
    expect(uploads.every((upload) => upload.size > 1000)).toBe(true);
    expect(
      uploads.every(
        (upload) => upload.authorization === `Basic ${Buffer.from('uploader:hunter2-secret').toString('base64')}`,
      ),
    ).toBe(true);
    // The destination's secret reaches the upload and nothing else: not the log, not the results.
    expect(logLines.join('\n')).not.toMatch(/hunter2-secret/);
    expect(JSON.stringify(results)).not.toMatch(/hunter2-secret/);
  });
});

describe('prerender scripts in a run', () => {
  const colourMovie: Movie = tinyMovie({
    scenes: [{ name: 'Only', length: 5, layers: [{ name: 'Background', color: { color: '#cc2222' } }] }],
    variables: [{ key: 'tint', valuetype: 'string', value: '#cc2222', defaultvalue: '#cc2222' }],
  });
  const SCRIPTS = [
    {
      name: 'Tint',
      sdk: 'api',
      src: 'function prerender(movie, params) { movie.scenes[0].layers[0].color.color = params.tint; return movie; }',
    },
    { name: 'Broken', sdk: 'api', src: 'function prerender(movie) { return movie.no.such.thing; }' },
    { name: 'Forever', sdk: 'api', src: 'function prerender(movie) { for (;;) {} }' },
    {
      name: 'Stuck',
      sdk: 'api',
      src: 'function prerender(movie) { var x = []; x.length = 2 ** 32 - 1; x.sort(); return movie; }',
    },
  ];

  async function runWithScript(script: string, tint: string) {
    const job = {
      id: `job-script-${script.toLowerCase()}`,
      movie: 'colour',
      format: 'png',
      prerender: script,
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job], SCRIPTS);
    const runid = newRunId();
    const started = Date.now();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks: [task(0, { tint })] });
    await waitForQueue(server, demo, queue);
    const [result] = await resultsOf(server, demo, runid);
    expect(result.status).toBe('ok');
    const file = path.join(scratch, `${runid}.png`);
    await writeFile(file, (await fetchBytes(server, new URL(result.url).pathname)).bytes);
    return { pixel: await centrePixel(file), seconds: (Date.now() - started) / 1000 };
  }

  beforeAll(async () => {
    expect((await putMovieJson(server, demo, prjuid, 'colour', colourMovie)).status).toBe(201);
  });

  it('renders the movie the script returns', async () => {
    const { pixel } = await runWithScript('Tint', '#00ff00');
    expect(pixel[1]).toBeGreaterThan(200);
    expect(pixel[0]).toBeLessThan(60);
  });

  it('renders the original movie when the script throws or runs too long (bounded time)', async () => {
    const broken = await runWithScript('Broken', '#00ff00');
    expect(broken.pixel[0]).toBeGreaterThan(150);
    expect(broken.pixel[1]).toBeLessThan(80);
    // docs/reference.md §8: the failure is logged.
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.script === 'Broken');
    expect(logged).toMatchObject({
      level: 40,
      msg: 'prerender script failed: rendering the original movie',
      record: 0,
      error: expect.stringMatching(/TypeError/),
    });
    const forever = await runWithScript('Forever', '#00ff00');
    expect(forever.pixel[0]).toBeGreaterThan(150);
    // The test server's script limit is the default 1 s.
    expect(forever.seconds).toBeLessThan(6);
    // Stuck inside one built-in, where the engine's own deadline never comes: its worker is ended at the limit.
    const stuck = await runWithScript('Stuck', '#00ff00');
    expect(stuck.pixel[0]).toBeGreaterThan(150);
    expect(stuck.seconds).toBeLessThan(6);
    const stuckLog = logLines.map((line) => JSON.parse(line)).find((entry) => entry.script === 'Stuck');
    expect(stuckLog).toMatchObject({
      msg: 'prerender script failed: rendering the original movie',
      error: 'The script ran longer than 1000 ms',
    });
  });

  it('will not start a job whose prerender script is not in scripts.json', async () => {
    const job = {
      id: 'job-script-gone',
      movie: 'colour',
      format: 'png',
      prerender: 'Gone',
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job], SCRIPTS);
    await expect(
      submit(server, demo, prjuid, { jobid: job.id, runid: newRunId(), tasks: [task(0)] }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("Gone is not in the project's scripts.json"),
    });
  });
});
