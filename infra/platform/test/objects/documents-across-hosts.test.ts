import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTwoHosts, type TwoHosts } from './two-hosts.ts';

/**
 * Projects' documents with an object store: two API servers, each with a data folder of its
 * own (two hosts), one PostgreSQL database and one bucket. App data, movies, templates,
 * product-CDN results and the older render call's renders written through one are read,
 * rendered or served by the other, and neither keeps them in its data folder.
 */
let hosts: TwoHosts;
let first: TwoHosts['first'];
let second: TwoHosts['second'];
let demo: string;

beforeAll(async () => {
  // The second host is an api process: it takes batch runs but runs no task (the first host does).
  hosts = await startTwoHosts({ role: 'api' });
  ({ first, second } = hosts);
  demo = await first.login('demo');
}, 60_000);
afterAll(async () => {
  await hosts?.close();
});

const keysIn = (prefix: string) => hosts.keysIn(prefix);
/** Every file in a host's projects' folders (working folders aside), by its path. */
const projectFilesOn = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dataDir, 'blobs'), path.join(entry.parentPath, entry.name)))
    .filter((file) => !/(^|\/)\.(tmp|cache|partial)\//.test(file));
const appdata = (prjuid: string, name: string) => `${api()}/appdata/${prjuid}/${name}`;
const jobsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}`, name: `${prefix} ${i}` }));

describe('app data with an object store', () => {
  it('written on one host is read, listed and replaced on the other, and kept in the bucket only', async () => {
    const prjuid = await createProject(first, demo, 'Shared app data');
    const jobs = [{ id: 'a1b2c3d4e5f6', name: 'New Job 1', movie: 'intro', destination: { type: 'cdn' } }];
    expect((await first.request(appdata(prjuid, 'jobs.json'), { method: 'PUT', token: demo, body: jobs })).status).toBe(
      201,
    );

    const read = await second.request(appdata(prjuid, 'jobs.json'), { token: demo });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(jobs);
    const list = await second.request(`${api()}/list/appdata/${prjuid}`, { token: demo });
    expect(list.json.AppData).toEqual([
      { name: 'jobs.json', size: JSON.stringify(jobs).length, date_modified: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(list.json.AppData[0].date_modified))).toBe(false);

    // The other host finds the file there: a replacement, not a creation.
    expect((await second.request(appdata(prjuid, 'jobs.json'), { method: 'PUT', token: demo, body: [] })).status).toBe(
      200,
    );
    expect((await first.request(appdata(prjuid, 'jobs.json'), { token: demo })).json).toEqual([]);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/appdata/`)).toEqual([
      `projects/eu-west-1/${prjuid}/appdata/jobs.json`,
    ]);
    expect(await projectFilesOn(first.dataDir)).toEqual([]);
    expect(await projectFilesOn(second.dataDir)).toEqual([]);
  });

  it('written by both hosts at once: one write creates the file, and one whole list stays', async () => {
    const prjuid = await createProject(first, demo, 'Racing app data');
    const lists = [jobsOf('First', 5_000), jobsOf('Second', 3_000)];
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all([
        first.request(appdata(prjuid, 'jobs.json'), { method: 'PUT', token: demo, body: lists[0] }),
        second.request(appdata(prjuid, 'jobs.json'), { method: 'PUT', token: demo, body: lists[1] }),
      ]);
      // Exactly one of the first two writes made the file.
      expect(replies.map((reply) => reply.status).sort()).toEqual(round === 0 ? [200, 201] : [200, 200]);
      const kept = (await second.request(appdata(prjuid, 'jobs.json'), { token: demo })).json;
      expect([lists[0], lists[1]]).toContainEqual(kept);
      expect((await first.request(appdata(prjuid, 'jobs.json'), { token: demo })).json).toEqual(kept);
    }
  });
});

describe('movies and templates with an object store', () => {
  it('a movie saved on one host is rendered on the other by the older render call, and that render served by the first from the bucket', async () => {
    const prjuid = await createProject(first, demo, 'Old one', 'eu-original-1');
    expect((await putMovieJson(first, demo, prjuid, 'old movie', tinyMovie(), 'eu-original-1')).status).toBe(201);
    expect(await keysIn(`projects/eu-original-1/${prjuid}/movies/`)).toHaveLength(1);

    const url = `/r/eu-original-1/render/render/${prjuid}/old%20movie.mp4?title=Across`;
    const made = await fetchBytes({ ...first, url: second.url }, url, { token: demo });
    expect(made.status, made.bytes.toString().slice(0, 200)).toBe(200);
    expect(made.headers.get('content-type')).toBe('video/mp4');
    // The render, beside the object the idle sweep goes by (renewed by requests).
    const renders = (await keysIn(`projects/eu-original-1/${prjuid}/.renders/legacy/`)).filter(
      (key) => !key.endsWith('/.used'),
    );
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatch(/\.mp4$/);

    // The first host serves the render from the bucket, by range, and renders nothing.
    const part = await fetchBytes(first, url, { token: demo, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${made.bytes.length}`);
    expect(Buffer.from(part.bytes).equals(Buffer.from(made.bytes).subarray(0, 100))).toBe(true);
    const sessions = await first.app.renderSessions.list({
      ownerId: (await first.app.users.findByUsername('demo'))!.id,
      movie: 'old movie',
    });
    expect(sessions).toHaveLength(1);
    expect(await projectFilesOn(first.dataDir)).toEqual([]);
    expect(await projectFilesOn(second.dataDir)).toEqual([]);
  });

  it('a new movie saved by both hosts at once is one movie, made by one save and replaced by the other', async () => {
    const prjuid = await createProject(first, demo, 'Racing movies');
    for (let round = 0; round < 3; round++) {
      const name = `both ${round}`;
      const replies = await Promise.all([
        putMovieJson(first, demo, prjuid, name, tinyMovie()),
        putMovieJson({ ...first, url: second.url }, demo, prjuid, name, tinyMovie()),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    }
    const listed = await second.request(`${api()}/list/sdl/${prjuid}/`, { token: demo });
    expect(listed.json.SDLS.map((movie: { name: string }) => movie.name)).toEqual(['both 0', 'both 1', 'both 2']);
    // One message a movie: the save that lost the race to make it left nothing behind.
    expect(await keysIn(`projects/eu-west-1/${prjuid}/movies/`)).toHaveLength(3);
  });

  it('a template saved on one host is read on the other, and deleted there from the bucket', async () => {
    const prjuid = await createProject(first, demo, 'Shared templates');
    const text = '<movie>\n  <scene name="Only" length="25"><layer><color color="#ffffff"/></layer></scene>\n</movie>';
    const url = `${api()}/compdata/${prjuid}/promo`;
    const saved = await first.request(url, {
      method: 'PUT',
      token: demo,
      body: text,
      headers: { 'content-type': 'application/xml' },
    });
    expect(saved.status, saved.text).toBe(201);
    const read = await second.request(url, { token: demo });
    expect(read.status).toBe(200);
    expect(read.text).toBe(text);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/compdata/`)).toHaveLength(1);
    expect((await second.request(url, { method: 'DELETE', token: demo })).status).toBe(200);
    expect((await first.request(url, { token: demo })).status).toBe(404);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/compdata/`)).toEqual([]);
  });
});

describe('product-CDN results with an object store', () => {
  it('delivered by the host that ran the task are downloaded, by range, from the other', async () => {
    const prjuid = await createProject(first, demo, 'Shared results');
    expect((await putMovieJson(first, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
    const job = {
      id: 'job-0123456789',
      name: 'To the CDN',
      movie: 'tiny',
      format: 'mp4',
      destination: { type: 'cdn' },
    };
    await saveJobs(first, demo, prjuid, [job]);
    // Started through the api host, run by the first: the results name the api host's origin.
    const apiHost = { ...first, url: second.url };
    const runid = newRunId();
    const queue = await submit(apiHost, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: [task(0, {}, 'one'), task(1, {}, 'two')],
    });
    expect(await waitForQueue(apiHost, demo, queue)).toMatchObject({ state: 'done', done: 2, failed: 0 });
    const results = await resultsOf(apiHost, demo, runid);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/cdn/${runid}/`)).toEqual([
      `projects/eu-west-1/${prjuid}/cdn/${runid}/one.mp4`,
      `projects/eu-west-1/${prjuid}/cdn/${runid}/two.mp4`,
    ]);

    for (const result of results) {
      const pathname = new URL(result.url as string).pathname;
      const whole = await fetchBytes(first, pathname);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      for (const host of [apiHost, first]) {
        const part = await fetchBytes(host, pathname, { headers: { range: 'bytes=10-49' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 10-49/${whole.bytes.length}`);
        expect(Buffer.from(part.bytes).equals(Buffer.from(whole.bytes).subarray(10, 50))).toBe(true);
      }
    }
    expect(await projectFilesOn(first.dataDir)).toEqual([]);
    expect(await projectFilesOn(second.dataDir)).toEqual([]);
  });
});
