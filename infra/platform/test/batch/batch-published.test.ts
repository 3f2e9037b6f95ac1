import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import {
  batch,
  createQueue,
  newRunId,
  putTasks,
  resultsOf,
  runEnded,
  saveJobs,
  submit,
  task,
  waitForQueue,
} from '../helpers/batch.ts';
import { centrePixel } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { depublish, publishAndWait } from '../helpers/publish.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const REGION = 'us-east-1';

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;

/** One colour over the whole frame; the Tint script sets it from the task's values. */
const colourMovie = tinyMovie({
  scenes: [{ name: 'Only', length: 5, layers: [{ name: 'Background', color: { color: '#cc2222' } }] }],
  variables: [],
});
const tint = {
  name: 'Tint',
  sdk: 'api',
  src: 'function prerender(movie, params) { movie.scenes[0].layers[0].color.color = params.tint; return movie; }',
};

async function run(jobid: string, tasks = [task(0, { tint: '#0000ff' }), task(1, { tint: '#0000ff' })]) {
  const runid = newRunId();
  const queue = await submit(server, demo, prjuid, { jobid, runid, tasks, region: REGION });
  const status = await waitForQueue(server, demo, queue, runEnded, 30_000, REGION);
  return { runid, status, results: await resultsOf(server, demo, runid, REGION) };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-published-'));
  server = await startTestServer({ batchConcurrency: 2 });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Batch elsewhere');
  expect((await putMovieJson(server, demo, prjuid, 'colour', colourMovie)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a batch run in a region the project is published to', () => {
  it('is refused before the project is published there', async () => {
    const queue = await createQueue(server, demo, undefined, REGION);
    const reply = await putTasks(
      server,
      demo,
      queue,
      { jobid: 'job-elsewhere-01', runid: newRunId(), projectid: prjuid, tasks: [task(0)] },
      REGION,
    );
    expect(reply.status).toBe(404);
  });

  it('renders there with the job and script saved at home after publishing, onto a CDN URL that downloads', async () => {
    expect(await publishAndWait(server, demo, prjuid, REGION)).toMatchObject({ status: 'done' });
    const job = {
      id: 'job-elsewhere-01',
      name: 'Elsewhere',
      movie: 'colour',
      format: 'png',
      prerender: 'Tint',
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job], [tint]);

    const { runid, status, results } = await run(job.id);
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, failed: 0 });
    expect(results.map((row) => row.status)).toEqual(['ok', 'ok']);
    for (const row of results) {
      expect(row.url).toMatch(new RegExp(`^${server.url}/cdn/${REGION}/${prjuid}/${runid}/[0-9a-f]{32}\\.png$`));
      const image = await fetchBytes(server, new URL(row.url).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const file = path.join(scratch, `${row.record}.png`);
      await writeFile(file, image.bytes);
      // The home project's script ran: blue, not the movie's red.
      const [r, g, b] = await centrePixel(file);
      expect(b).toBeGreaterThan(200);
      expect(r + g).toBeLessThan(60);
    }
    // In the copy's files, and the run belongs to that region's render host.
    expect((await server.app.projectFiles.list({ region: REGION, uid: prjuid }, `cdn/${runid}/`)).objects).toHaveLength(
      2,
    );
    expect((await server.request(`${batch(REGION)}/runs/${job.id}`, { token: demo })).json.Runs).toHaveLength(1);
    expect((await server.request(`${batch()}/runs/${job.id}`, { token: demo })).json.Runs).toHaveLength(0);
  });

  it("gives render-token URLs of the region's render host for a token destination", async () => {
    const job = {
      id: 'job-elsewhere-02',
      name: 'Tokens',
      movie: 'colour',
      format: 'png',
      destination: { type: 'token' },
    };
    await saveJobs(server, demo, prjuid, [job], [tint]);
    const { results } = await run(job.id, [task(0)]);
    expect(results[0].url).toMatch(new RegExp(`^${server.url}/r/${REGION}/render/v2/render/[0-9a-f]{32}\\.png$`));
    expect((await fetchBytes(server, new URL(results[0].url).pathname)).status).toBe(200);
  });

  it('loses its CDN results with the copy when depublished', async () => {
    const job = { id: 'job-elsewhere-03', name: 'Gone', movie: 'colour', format: 'png', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job], [tint]);
    const { results } = await run(job.id, [task(0)]);
    const url = new URL(results[0].url).pathname;
    expect((await fetchBytes(server, url)).status).toBe(200);
    expect((await depublish(server, demo, prjuid, REGION)).status).toBe(200);
    expect((await fetchBytes(server, url)).status).toBe(404);
  });
});
