import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;

const appdata = (name: string, project = prjuid) => `${api()}/appdata/${project}/${name}`;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'App data');
});
afterAll(() => server.close());

describe('app data files', () => {
  it('answers 404 for a missing file; the console then creates it empty and reads it back', async () => {
    const missing = await server.request(appdata('jobs.json'), { token: demo });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ Message: 'jobs.json not found' });

    const created = await putAppData(server, demo, prjuid, 'jobs.json', []);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'jobs.json', size: 2 });
    const read = await server.request(appdata('jobs.json'), { token: demo });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.json).toEqual([]);
  });

  it('replaces the whole list on PUT and on POST, and lists the files that exist', async () => {
    const jobs = [{ id: 'a1b2c3d4e5f6', name: 'New Job 1', movie: 'intro', destination: { type: 'cdn' } }];
    expect((await putAppData(server, demo, prjuid, 'jobs.json', jobs)).status).toBe(200);
    expect((await server.request(appdata('jobs.json'), { token: demo })).json).toEqual(jobs);
    const scripts = [{ name: 'Shout', sdk: 'api', src: 'function prerender(m) { return m; }' }];
    expect((await putAppData(server, demo, prjuid, 'scripts.json', scripts, 'POST')).status).toBe(201);
    expect((await server.request(appdata('scripts.json'), { token: demo })).json).toEqual(scripts);

    const list = await server.request(`${api()}/list/appdata/${prjuid}`, { token: demo });
    expect(list.status).toBe(200);
    expect(list.json.AppData.map((item: { name: string }) => item.name)).toEqual(['jobs.json', 'scripts.json']);
    expect(list.json.Metadata).toEqual({ Count: 2 });
    expect(list.json.AppData[0]).toEqual({
      name: 'jobs.json',
      size: JSON.stringify(jobs).length,
      date_modified: expect.any(String),
    });
  });

  it('deletes a file: it reads as missing again', async () => {
    await putAppData(server, demo, prjuid, 'stories.json', [{ name: 'Story' }]);
    const deleted = await server.request(appdata('stories.json'), { method: 'DELETE', token: demo });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: 'stories.json' });
    expect((await server.request(appdata('stories.json'), { token: demo })).status).toBe(404);
    expect((await server.request(appdata('stories.json'), { method: 'DELETE', token: demo })).status).toBe(404);
  });

  it('takes only the four app data names', async () => {
    for (const name of ['notes.json', 'jobs', '..%2Fjobs.json', 'JOBS.JSON']) {
      const reply = await putAppData(server, demo, prjuid, name, []);
      expect(reply.status, name).toBe(400);
      expect(reply.json.Message).toMatch(/jobs\.json, scripts\.json, stories\.json, comps\.json/);
      expect((await server.request(appdata(name), { token: demo })).status, name).toBe(400);
    }
  });

  it('takes only a JSON list, and keeps the file as it was when refused', async () => {
    await putAppData(server, demo, prjuid, 'jobs.json', [{ name: 'Comp' }]);
    for (const body of [{ jobs: [] }, '"text"', '42', 'null']) {
      const reply = await putAppData(server, demo, prjuid, 'jobs.json', body);
      expect(reply.status, String(body)).toBe(400);
      expect(reply.json.Message).toBeTruthy();
    }
    const broken = await putAppData(server, demo, prjuid, 'jobs.json', '[{"name": ');
    expect(broken.status).toBe(400);
    expect((await server.request(appdata('jobs.json'), { token: demo })).json).toEqual([{ name: 'Comp' }]);
  });

  it('refuses a list over the size limit', async () => {
    const huge = [{ src: 'x'.repeat(3 * 1024 * 1024) }];
    const reply = await putAppData(server, demo, prjuid, 'scripts.json', huge);
    expect(reply.status).toBe(413);
  });

  it("is a 404 in another user's project, for every call", async () => {
    expect((await server.request(appdata('jobs.json'), { token: other })).status).toBe(404);
    expect((await putAppData(server, other, prjuid, 'jobs.json', [])).status).toBe(404);
    expect((await server.request(appdata('jobs.json'), { method: 'DELETE', token: other })).status).toBe(404);
    expect((await server.request(`${api()}/list/appdata/${prjuid}`, { token: other })).status).toBe(404);
    expect((await server.request(appdata('jobs.json'))).status).toBe(401);
  });

  it('writes atomically: a new file is complete before it takes the old one’s place, and no partial file is left', async () => {
    const project = (await server.app.projects.locate(
      (await server.app.users.findByUsername('demo'))!,
      'eu-west-1',
      prjuid,
    ))!;
    const files = server.app.projectFiles;
    const big = Array.from({ length: 5_000 }, (_, i) => ({ id: `job-${i}`, name: `Job ${i}` }));
    // Readers racing the writes only ever see a whole list: the old one or the new one.
    // (In a bucket a PUT replaces the object whole, S3's own rule; s3rver, the test's store,
    // writes an object in place, so against it only the outcome is checked.)
    const writes = Promise.all([
      putAppData(server, demo, prjuid, 'jobs.json', big),
      putAppData(server, demo, prjuid, 'jobs.json', []),
    ]);
    const seen = new Set<number>();
    for (let i = 0; i < (files.shared ? 0 : 20); i++) {
      const text = (await files.read(project, 'appdata/jobs.json'))!.toString('utf8');
      seen.add((JSON.parse(text) as unknown[]).length);
    }
    const [first, second] = await writes;
    for (const length of seen) expect([0, 1, big.length]).toContain(length);
    // One of the two stays, whole.
    expect([first.status, second.status]).toEqual([200, 200]);
    const kept = JSON.parse((await files.read(project, 'appdata/jobs.json'))!.toString('utf8')) as unknown[];
    expect([0, big.length]).toContain(kept.length);
    // Only the app data files themselves are there: nothing half written beside them.
    const listed = await files.list(project, 'appdata/');
    expect(listed.objects.map((object) => object.key)).toEqual(['appdata/jobs.json', 'appdata/scripts.json']);
  });
});
