import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { batch, createQueue, newRunId, task } from '../helpers/batch.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { rawRequest, type RawRequest } from './raw-http.ts';
import { withProject } from '../helpers/with-project.ts';

let video: string;

const send = (target: string, options: RawRequest = {}) =>
  rawRequest(ctx.server.url, target, { token: ctx.owner, ...options });
const json = (body: unknown): RawRequest => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const ctx = withProject('Names');

beforeAll(async () => {
  const base = await ctx.server.request(`${api()}/basevideo/${ctx.uid}`, {
    method: 'POST',
    token: ctx.owner,
    body: { width: 32, height: 32, frames: 1 },
  });
  expect(base.status).toBe(201);
  video = base.json.name;
});

/** Path segments as a stranger's client sends them, and the reason each must give. */
const REFUSED: [string, RegExp][] = [
  ['.', /'\.' is not allowed: \. and \.\. are reserved/],
  ['..', /'\.\.' is not allowed: \. and \.\. are reserved/],
  ['%2e%2e', /reserved/],
  ['.%2E', /reserved/],
  ['%2E', /reserved/],
  ['%20..%20', /reserved/],
  ['%EF%BC%8E%EF%BC%8E', /reserved/],
  ['invoice%E2%80%AEgnp.exe', /bidirectional control U\+202E/],
  ['a%E2%80%AAb', /bidirectional control U\+202A/],
  ['a%E2%81%A6b', /bidirectional control U\+2066/],
  ['a%E2%81%A9b', /bidirectional control U\+2069/],
  ['a%E2%80%8Eb', /bidirectional control U\+200E/],
  ['a%E2%80%8Fb', /bidirectional control U\+200F/],
  ['a%D8%9Cb', /bidirectional control U\+061C/],
  ['a%00b', /control character U\+0000/],
  ['a%0Ab', /control character U\+000A/],
  ['a%1Bb', /control character U\+001B/],
  ['a%7Fb', /control character U\+007F/],
  ['a%C2%85b', /control character U\+0085/],
];
const SEPARATORS: [string, RegExp][] = [
  ['a%2Fb', /contains a slash or backslash/],
  ['a%5Cb', /contains a slash or backslash/],
  ['a%EF%BC%8Fb', /contains a slash or backslash/],
  ['..%2F..%2Fetc', /contains a slash or backslash/],
];

function expectRefused(reply: { status: number; json: any }, reason: RegExp) {
  expect(reply.status).toBe(400);
  expect(reply.json?.Message).toMatch(reason);
}

const movieNames = async () =>
  (await ctx.server.request(`${api()}/list/sdl/${ctx.uid}`, { token: ctx.owner })).json.SDLS.map((m: any) => m.name);

describe('names are refused where they are created', () => {
  it.each(REFUSED)('a project named %s', async (segment, reason) => {
    const before = (await ctx.server.request(`${api()}/list/project/`, { token: ctx.owner })).json.Metadata.Count;
    expectRefused(await send(`${api()}/project/${segment}`, { method: 'PUT' }), reason);
    expect((await ctx.server.request(`${api()}/list/project/`, { token: ctx.owner })).json.Metadata.Count).toBe(before);
  });

  it('a project name may hold a slash: it is only shown', async () => {
    expect((await send(`${api()}/project/a%2Fb`, { method: 'PUT' })).status).toBe(201);
  });

  it.each([...REFUSED, ...SEPARATORS])('a movie named %s', async (segment, reason) => {
    expectRefused(await send(`${api()}/sdl/${ctx.uid}/${segment}`, { method: 'PUT', ...json(tinyMovie()) }), reason);
    expect(await movieNames()).toEqual([]);
  });

  it.each([...REFUSED, ...SEPARATORS])('a file uploaded as %s', async (segment, reason) => {
    expectRefused(await send(`${api()}/data/${ctx.uid}/${segment}`, { method: 'PUT', body: 'text' }), reason);
  });

  it.each([...REFUSED, ...SEPARATORS])('a datasource uploaded as %s', async (segment, reason) => {
    const form = '--x\r\nContent-Disposition: form-data; name="delimiter"\r\n\r\n,\r\n--x--\r\n';
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expectRefused(
      await send(`${api()}/datasource/${ctx.uid}/${segment}`, { method: 'PUT', body: form, headers }),
      reason,
    );
  });

  it.each([...REFUSED, ...SEPARATORS])('a track data version with the id %s', async (segment, reason) => {
    const reply = await send(`${api()}/trackdataversion/${ctx.uid}/${encodeURIComponent(video)}/${segment}?create=1`, {
      method: 'PUT',
      ...json({ points: [] }),
    });
    expectRefused(reply, reason);
  });

  it.each([
    ['..', /reserved/],
    ['\u202eflipped', /bidirectional control U\+202E/],
    ['nul\u0000', /control character U\+0000/],
    ['   ', /empty/],
  ])('a track data version named %j', async (name, reason) => {
    const reply = await send(`${api()}/trackdataversion/${ctx.uid}/${encodeURIComponent(video)}/v1?create=1`, {
      method: 'PUT',
      ...json({ name, points: [] }),
    });
    expectRefused(reply, reason);
  });

  it.each([
    ['..', /reserved/],
    ['job\u2066', /bidirectional control U\+2066/],
    ['job\u0000', /control character U\+0000/],
    ['a/b', /contains a slash or backslash/],
  ])('a batch job id %j', async (jobid, reason) => {
    const queue = await createQueue(ctx.server, ctx.owner);
    const reply = await send(`${batch()}/eu-west-1/default/${queue}`, {
      method: 'PUT',
      ...json({ jobid, runid: newRunId(), projectid: ctx.uid, tasks: [task(0)] }),
    });
    expectRefused(reply, reason);
    expect(reply.json.Message).toMatch(/^jobid: /);
  });

  it.each([
    ['jobs.json', '..', /reserved/],
    ['jobs.json', 'pay\u202eroll', /bidirectional control U\+202E/],
    ['scripts.json', 'pre\u0000', /control character U\+0000/],
    ['scripts.json', '\uff0e', /reserved/],
  ])('a new name in %s: %j', async (file, name, reason) => {
    const reply = await send(`${api()}/appdata/${ctx.uid}/${file}`, { method: 'PUT', ...json([{ id: 'j1', name }]) });
    expectRefused(reply, reason);
    expect(reply.json.Message).toMatch(new RegExp(`^${file.replace('.', '\\.')}: `));
  });

  it('names that only look like dots are fine', async () => {
    for (const name of ['...', '.hidden', 'a..b', 'clip. .']) {
      const reply = await send(`${api()}/sdl/${ctx.uid}/${encodeURIComponent(name)}`, {
        method: 'PUT',
        ...json(tinyMovie()),
      });
      expect(reply.status).toBe(201);
      expect((await send(`${api()}/sdl/${ctx.uid}/${encodeURIComponent(name)}`, { method: 'DELETE' })).status).toBe(
        200,
      );
    }
  });
});

describe('entities named before the rule can still be deleted', () => {
  /** A movie as a release without the rule could have stored it. */
  async function legacyMovie(name: string): Promise<void> {
    const saved = await send(`${api()}/sdl/${ctx.uid}/legacy`, { method: 'PUT', ...json(tinyMovie()) });
    expect(saved.status).toBe(201);
    await ctx.server.app.db.updateTable('movies').set({ name }).where('uid', '=', saved.json.uid).execute();
  }

  it.each(['..', '.'])('a movie named %s, by its stored name in the query', async (name) => {
    await legacyMovie(name);
    expect(await movieNames()).toEqual([name]);
    const reply = await send(`${api()}/sdl/${ctx.uid}?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Deleted: name });
    expect(await movieNames()).toEqual([]);
  });

  it('a movie named ..  by its path, for a client that sends it as is', async () => {
    await legacyMovie('..');
    expect((await send(`${api()}/sdl/${ctx.uid}/..`, { method: 'DELETE' })).status).toBe(200);
    expect(await movieNames()).toEqual([]);
  });

  it('a movie with a bidirectional control, by its path', async () => {
    await legacyMovie('cod\u202egnp.exe');
    expect((await send(`${api()}/sdl/${ctx.uid}/cod%E2%80%AEgnp.exe`, { method: 'DELETE' })).status).toBe(200);
    expect(await movieNames()).toEqual([]);
  });

  it('but not re-saved under that name', async () => {
    await legacyMovie('..');
    expectRefused(await send(`${api()}/sdl/${ctx.uid}/..`, { method: 'PUT', ...json(tinyMovie()) }), /reserved/);
    expect((await send(`${api()}/sdl/${ctx.uid}?name=..`, { method: 'DELETE' })).status).toBe(200);
  });

  it('the query form answers 404 for a name that is not there and 400 without a name', async () => {
    expect((await send(`${api()}/sdl/${ctx.uid}?name=..`, { method: 'DELETE' })).status).toBe(404);
    const nameless = await send(`${api()}/sdl/${ctx.uid}`, { method: 'DELETE' });
    expect(nameless.status).toBe(400);
    expect(nameless.json.Message).toMatch(/name/);
  });

  it('a job named .. in jobs.json: the list can still be saved, and the job removed', async () => {
    const saved = await send(`${api()}/appdata/${ctx.uid}/jobs.json`, {
      method: 'PUT',
      ...json([{ id: 'j1', name: 'legacy' }]),
    });
    expect(saved.status).toBeLessThan(300);
    // As an earlier release could have stored it: the file written behind the API's back.
    const project = await ctx.server.app.projects.locate(
      (await ctx.server.app.users.findByUsername('demo'))!,
      'eu-west-1',
      ctx.uid,
    );
    await writeFile(
      path.join(project!.dir, 'appdata', 'jobs.json'),
      JSON.stringify([
        { id: 'j1', name: '..' },
        { id: 'j2', name: 'ok' },
      ]),
    );
    const again = await send(`${api()}/appdata/${ctx.uid}/jobs.json`, {
      method: 'PUT',
      ...json([
        { id: 'j1', name: '..' },
        { id: 'j2', name: 'renamed' },
      ]),
    });
    expect(again.status).toBe(200);
    const removed = await send(`${api()}/appdata/${ctx.uid}/jobs.json`, {
      method: 'PUT',
      ...json([{ id: 'j2', name: 'renamed' }]),
    });
    expect(removed.status).toBe(200);
  });

  it('a project named ..', async () => {
    const uid = await createProject(ctx.server, ctx.owner, 'legacy project');
    await ctx.server.app.db.updateTable('projects').set({ name: '..' }).where('uid', '=', uid).execute();
    expect((await send(`${api()}/project/${uid}`, { method: 'DELETE' })).status).toBe(200);
  });
});
