import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileTasks, STORY_FORMATS, type BatchTask } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putDatasource } from '../helpers/assets.ts';
import {
  createQueue,
  newRunId,
  putTasks,
  resultsOf,
  saveJobs,
  startQueue,
  submit,
  waitForQueue,
} from '../helpers/batch.ts';
import { probe } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import {
  colourAt,
  colourName,
  makeStoryAssets,
  putStories,
  storyOf,
  uploadAll,
  videoScene,
} from '../helpers/stories.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let otherPrjuid: string;
let scratch: string;
let datasourceUid: string;

/** Red for 25 frames when the row's city is Paris (a match scene), then blue for 25 frames (a static scene). */
const trip = storyOf('Trip', [
  videoScene('red.mp4', 25, { name: 'Paris', type: 'match', varname: 'city', matchvalues: [{ value: 'Paris' }] }),
  videoScene('blue.mp4', 25, { name: 'Everyone' }),
]);

const CSV = ['name,city', 'anna,Paris', 'ben,Oslo', 'carla,Paris'].join('\n');

const storyJob = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  name: 'Trips',
  story: 'Trip',
  format: 'mp4',
  datasource: datasourceUid,
  mapping: 'auto',
  destination: { type: 'cdn' },
  ...changes,
});

async function tasksOf(token = demo, project = prjuid): Promise<BatchTask[]> {
  const reply = await server.request(`${api()}/data/${project}/people.csv?processed=1`, { token });
  return compileTasks({
    columns: reply.json.columns,
    rows: reply.json.values,
    keyColumn: 'name',
    variables: ['city'],
    mapping: 'auto',
    varmap: {},
    format: 'mp4',
    filename: 'trip-${name}',
  });
}

/** Queues the tasks and asks for the run to start; the start's reply. */
async function startWith(jobid: string, token = demo, project = prjuid) {
  const queue = await createQueue(server, token);
  const put = await putTasks(server, token, queue, {
    jobid,
    runid: newRunId(),
    projectid: project,
    tasks: await tasksOf(demo, prjuid),
  });
  if (put.status !== 200) return put;
  return startQueue(server, token, queue);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-stories-'));
  server = await startTestServer({ batchConcurrency: 1 });
  demo = await server.login('demo');
  other = await server.login('other');
  prjuid = await createProject(server, demo, 'Story batch');
  otherPrjuid = await createProject(server, other, 'Not yours');
  await uploadAll(server, demo, prjuid, await makeStoryAssets(scratch));
  const upload = await putDatasource(
    server,
    demo,
    prjuid,
    'people.csv',
    { delimiter: '', first_line_is_header: 'true', replace: '0' },
    CSV,
  );
  expect(upload.status).toBe(201);
  datasourceUid = upload.json.Datasources[0].uid;
  await putStories(server, demo, prjuid, [trip]);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a batch run over a story', () => {
  it('renders one personalised story per row: the Paris rows open with their red scene', async () => {
    const job = storyJob('job-story-00001');
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks: await tasksOf() });
    expect(await waitForQueue(server, demo, queue, undefined, 60_000)).toMatchObject({
      state: 'done',
      total: 3,
      done: 3,
      failed: 0,
    });

    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => [row.key, row.status])).toEqual([
      ['anna', 'ok'],
      ['ben', 'ok'],
      ['carla', 'ok'],
    ]);
    const facts = [];
    for (const row of results) {
      expect(row.url).toBe(`${server.url}/cdn/${prjuid}/${runid}/trip-${row.key}.mp4`);
      const video = await fetchBytes(server, new URL(row.url).pathname);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      const file = path.join(scratch, `trip-${row.key}.mp4`);
      await writeFile(file, video.bytes);
      const probed = await probe(file, true);
      const stream = probed.streams.find((s) => s.codec_type === 'video');
      expect(stream).toMatchObject({ codec_name: 'h264', width: 64, height: 36 });
      facts.push({
        frames: Number(stream?.nb_read_frames),
        first: colourName(await colourAt(file, 0)),
        last: colourName(await colourAt(file, Number(stream?.nb_read_frames) - 1)),
      });
    }
    // Paris: red then blue, 50 frames; Oslo: the blue scene alone, 25 frames.
    expect(facts).toEqual([
      { frames: 50, first: 'red', last: 'blue' },
      { frames: 25, first: 'blue', last: 'blue' },
      { frames: 50, first: 'red', last: 'blue' },
    ]);
  });

  it('renders the story in another story format', async () => {
    const job = storyJob('job-story-00002', { format: 'webm' });
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const tasks = (await tasksOf()).slice(1, 2).map((task) => ({ ...task, format: 'webm' }));
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    expect(await waitForQueue(server, demo, queue, undefined, 60_000)).toMatchObject({ done: 1, failed: 0 });
    const [row] = await resultsOf(server, demo, runid);
    const video = await fetchBytes(server, new URL(row.url).pathname);
    const file = path.join(scratch, 'ben.webm');
    await writeFile(file, video.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')?.codec_name).toMatch(/^vp/);
  });

  it('hands out render tokens that render the row’s story when fetched', async () => {
    const job = storyJob('job-story-tok01', { destination: { type: 'token' } });
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks: (await tasksOf()).slice(0, 2) });
    expect(await waitForQueue(server, demo, queue, undefined, 60_000)).toMatchObject({ done: 2, failed: 0 });
    const frames = [];
    for (const row of await resultsOf(server, demo, runid)) {
      const video = await fetchBytes(server, new URL(row.url).pathname);
      expect(video.status, video.bytes.toString().slice(0, 200)).toBe(200);
      const file = path.join(scratch, `token-${row.key}.mp4`);
      await writeFile(file, video.bytes);
      frames.push(Number((await probe(file, true)).streams.find((s) => s.codec_type === 'video')?.nb_read_frames));
    }
    expect(frames).toEqual([50, 25]);
  });

  it('fails the start clearly when the story is missing, a format is not a story format, or a script is set', async () => {
    await saveJobs(
      server,
      demo,
      prjuid,
      [
        storyJob('job-story-gone1', { story: 'Nope' }),
        storyJob('job-story-jpg01', { format: 'jpg' }),
        storyJob('job-story-gif01', { format: 'gif' }),
        storyJob('job-story-pre01', { prerender: 'pre' }),
      ],
      [{ name: 'pre', src: 'function prerender(movie) { return movie; }' }],
    );
    const gone = await startWith('job-story-gone1');
    expect(gone.status).toBe(400);
    expect(gone.json.Message).toBe('The story Nope of job job-story-gone1 does not exist');
    for (const [id, format] of [
      ['job-story-jpg01', 'jpg'],
      ['job-story-gif01', 'gif'],
    ]) {
      const refused = await startWith(id!);
      expect(refused.status).toBe(400);
      expect(refused.json.Message).toBe(`Job ${id}: A story renders ${STORY_FORMATS.join(', ')}, not "${format}"`);
    }
    const scripted = await startWith('job-story-pre01');
    expect(scripted.status).toBe(400);
    expect(scripted.json.Message).toMatch(/renders a story, which runs no prerender script/);
  });

  it('refuses a story that is not a story, naming the field', async () => {
    await putStories(server, demo, prjuid, [trip, { name: 'Broken', scenes: 'none' }]);
    await saveJobs(server, demo, prjuid, [storyJob('job-story-bad01', { story: 'Broken' })]);
    const refused = await startWith('job-story-bad01');
    expect(refused.status).toBe(400);
    expect(refused.json.Message).toMatch(/The story "Broken" of stories.json is not a story/);
    await putStories(server, demo, prjuid, [trip]);
  });

  it('cannot use another user’s story or project', async () => {
    // Another user's run on this project: the project is not theirs.
    const queue = await createQueue(server, other);
    const put = await putTasks(server, other, queue, {
      jobid: 'job-story-00001',
      runid: newRunId(),
      projectid: prjuid,
      tasks: await tasksOf(),
    });
    expect(put.status).toBe(404);
    // Their own project naming this project's story: stories are the project's own.
    await saveJobs(server, other, otherPrjuid, [storyJob('job-story-oth01', { datasource: '' })]);
    const refused = await startWith('job-story-oth01', other, otherPrjuid);
    expect(refused.status).toBe(400);
    expect(refused.json.Message).toBe('The story Trip of job job-story-oth01 does not exist');
  });
});
