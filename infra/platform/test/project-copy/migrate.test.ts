import { execFileSync } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import {
  copyEnded,
  migratePath,
  migrationEnded,
  projectNames,
  startCopy,
  startMigration,
} from '../helpers/project-copy.ts';
import { publishPath } from '../helpers/publish.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;

let gate: Promise<void> | undefined;
let reached: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer({
    // Holds a copy or migration at its first step while a test needs it held.
    projectTaskStep: async () => {
      reached?.();
      await gate;
    },
  });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
});
afterAll(() => server.close());

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const folderOf = (region: string, uid: string) => path.join(server.dataDir, 'blobs', region, uid);

async function projectWithFiles(name: string, region = 'eu-west-1'): Promise<{ uid: string; text: Buffer }> {
  const uid = await createProject(server, demo, name, region);
  const text = Buffer.from(`notes of ${name}\n`.repeat(100));
  expect(
    (await putData(server, demo, uid, 'notes.txt', text, { region, contentType: 'text/plain' })).status,
  ).toBeLessThan(300);
  expect((await putMovieJson(server, demo, uid, 'tiny', tinyMovie(), region)).status).toBe(201);
  return { uid, text };
}

describe('migrating a project', () => {
  it('moves it to the target region: its files are read back there and are gone from the source', {
    timeout: 60_000,
  }, async () => {
    const { uid, text } = await projectWithFiles('Moving');
    await putAppData(server, demo, uid, 'jobs.json', [{ id: '6f1c2a3e-0000-4000-8000-000000000009', name: 'Job' }]);
    // A render token issued at home before the move.
    const renderTokenId = await renderToken(server, demo, uid, { movie: 'tiny', format: 'jpg' });
    // Read once at home: rendered and cached with the project.
    expect((await fetchBytes(server, `${render()}/v2/render/${renderTokenId}.jpg`)).status).toBe(200);
    expect((await server.request(`${render()}/v2/render/${renderTokenId}/status`)).json.state).toBe('done');
    const started = await startMigration(server, demo, uid, 'us-east-1');
    expect(started.status, started.text).toBe(200);
    expect(started.json.task_id).toMatch(/^[0-9a-f]{32}$/);
    const task = await migrationEnded(server, demo, uid, 'us-east-1', started.json.task_id);
    expect(task).toEqual({ task_id: started.json.task_id, status: 'done', region: 'us-east-1' });

    expect(await projectNames(server, demo, 'us-east-1')).toContain('Moving');
    expect(await projectNames(server, demo, 'eu-west-1')).not.toContain('Moving');
    const file = await fetchBytes(server, `${api('us-east-1')}/data/${uid}/notes.txt`, { token: demo });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(text)).toBe(true);
    expect(
      (await server.request(`${api('us-east-1')}/list/sdl/${uid}/`, { token: demo })).json.SDLS.map(
        (m: { name: string }) => m.name,
      ),
    ).toEqual(['tiny']);
    expect((await server.request(`${api('us-east-1')}/appdata/${uid}/jobs.json`, { token: demo })).json[0].name).toBe(
      'Job',
    );
    expect((await fetchBytes(server, `${api()}/data/${uid}/notes.txt`, { token: demo })).status).toBe(404);
    expect((await server.request(`${api()}/project/${uid}`, { token: demo })).status).toBe(404);
    expect(await exists(folderOf('eu-west-1', uid))).toBe(false);
    // The token followed the project: its new home's render host serves it, the old one no longer.
    expect((await server.request(`${render('us-east-1')}/v2/render/${renderTokenId}/status`)).json.state).toBe('done');
    expect((await fetchBytes(server, `${render('us-east-1')}/v2/render/${renderTokenId}.jpg`)).status).toBe(200);
    expect((await server.request(`${render()}/v2/render/${renderTokenId}/status`)).status).toBe(404);
    expect(
      (await readdir(path.join(server.dataDir, 'blobs', 'us-east-1'))).filter((name) => name.startsWith('.')),
    ).toEqual([]);
    // Polling where it was started still answers, the synchronous call too.
    expect(
      (await server.request(`${migratePath(uid, 'us-east-1')}?taskid=${started.json.task_id}`, { token: demo })).json
        .status,
    ).toBe('done');
    const back = await startMigration(server, demo, uid, 'eu-west-1', 'us-east-1', '');
    expect(back.json).toMatchObject({ status: 'done', region: 'eu-west-1' });
    expect(await projectNames(server, demo, 'eu-west-1')).toContain('Moving');
  });

  it('goes to eu-original-1 through the media host, and a published copy in the target becomes the home', {
    timeout: 60_000,
  }, async () => {
    const { uid, text } = await projectWithFiles('Legacy bound');
    const published = await server.request(`${publishPath(uid)}?region=us-east-1`, { method: 'PUT', token: demo });
    expect(published.status).toBe(200);
    await server.request(`${publishPath(uid)}?taskid=${published.json.task_id}&block=1`, { token: demo });
    expect(
      (await server.request(`${api()}/internal/publish/${uid}`, { token: demo })).json.Distributions,
    ).toContainEqual(expect.objectContaining({ name: 'us-east-1', state: 'PUBLISHED' }));

    // The API host leaves eu-original-1 to the media host, and the media host the rest to the API host.
    expect(
      (await server.request(`${api()}/migrate/${uid}/eu-original-1?async=1`, { method: 'PUT', token: demo })).json
        .Message,
    ).toMatch(/media host/);
    expect(
      (
        await server.request(`/r/eu-west-1/iv/apps/api/v1/migrate/${uid}/us-east-1?async=1`, {
          method: 'PUT',
          token: demo,
        })
      ).status,
    ).toBe(400);

    const started = await startMigration(server, demo, uid, 'eu-original-1');
    expect((await migrationEnded(server, demo, uid, 'eu-original-1', started.json.task_id)).status).toBe('done');
    // The legacy region cannot publish: the distribution and its copy went with the move.
    expect(await exists(folderOf('us-east-1', uid))).toBe(false);
    expect((await server.app.projectFiles.list({ region: 'us-east-1', uid }, '')).objects).toEqual([]);
    expect(
      (await server.request(`${api('eu-original-1')}/internal/publish/${uid}`, { token: demo })).json.Distributions,
    ).toHaveLength(1);
    expect(
      (await fetchBytes(server, `${api('eu-original-1')}/data/${uid}/notes.txt`, { token: demo })).bytes.equals(text),
    ).toBe(true);

    const again = await projectWithFiles('Published first');
    const publish = await server.request(`${publishPath(again.uid)}?region=us-east-1`, { method: 'PUT', token: demo });
    await server.request(`${publishPath(again.uid)}?taskid=${publish.json.task_id}&block=1`, { token: demo });
    const move = await startMigration(server, demo, again.uid, 'us-east-1');
    expect((await migrationEnded(server, demo, again.uid, 'us-east-1', move.json.task_id)).status).toBe('done');
    expect(
      (await server.request(`${api('us-east-1')}/internal/publish/${again.uid}`, { token: demo })).json.Distributions,
    ).toEqual([expect.objectContaining({ name: 'us-east-1', default: true })]);
    expect(
      (await fetchBytes(server, `${api('us-east-1')}/data/${again.uid}/notes.txt`, { token: demo })).bytes.equals(
        again.text,
      ),
    ).toBe(true);
  });

  it('fails with a Message and leaves the project whole in its source when its files cannot be copied', {
    timeout: 60_000,
  }, async () => {
    const { uid, text } = await projectWithFiles('Unmovable');
    // A named pipe is no file a project keeps: copying it fails.
    // (In the project's folder: with a bucket, the folder of its local files, copied too.)
    await mkdir(path.join(folderOf('eu-west-1', uid), 'userdata'), { recursive: true });
    execFileSync('mkfifo', [path.join(folderOf('eu-west-1', uid), 'userdata', 'pipe')]);
    const started = await startMigration(server, demo, uid, 'us-east-1');
    const task = await migrationEnded(server, demo, uid, 'us-east-1', started.json.task_id);
    expect(task.status).toBe('error');
    expect(task.region).toBe('eu-west-1');
    expect(task.Message).toMatch(/^Migrating to us-east-1 failed: /);
    expect(task.Message).not.toContain(server.dataDir);
    expect(await projectNames(server, demo)).toContain('Unmovable');
    expect((await fetchBytes(server, `${api()}/data/${uid}/notes.txt`, { token: demo })).bytes.equals(text)).toBe(true);
    expect(await exists(folderOf('us-east-1', uid))).toBe(false);
    expect((await server.app.projectFiles.list({ region: 'us-east-1', uid }, '')).objects).toEqual([]);
    expect(
      (await readdir(path.join(server.dataDir, 'blobs', 'us-east-1'))).filter((name) => name.startsWith('.')),
    ).toEqual([]);
  });

  it('refuses to publish a project while it is being migrated, and fails a migration whose project changed meanwhile', {
    timeout: 60_000,
  }, async () => {
    const { uid } = await projectWithFiles('Busy');
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => (reached = resolve));
    const started = await startMigration(server, demo, uid, 'us-east-1');
    // Held with its files copied, before the switch.
    await held;
    const publish = await server.request(`${publishPath(uid)}?region=us-east-1`, { method: 'PUT', token: demo });
    expect(publish.status).toBe(400);
    expect(publish.json.Message).toMatch(/being migrated to us-east-1/);
    expect(
      (await putData(server, demo, uid, 'late.txt', 'arrived late\n', { contentType: 'text/plain' })).status,
    ).toBeLessThan(300);
    gate = undefined;
    reached = undefined;
    release();
    const task = await migrationEnded(server, demo, uid, 'us-east-1', started.json.task_id);
    expect(task).toMatchObject({
      status: 'error',
      region: 'eu-west-1',
      Message: 'Migrating to us-east-1 failed: the project changed while it was being copied; migrate it again',
    });
    expect((await fetchBytes(server, `${api()}/data/${uid}/late.txt`, { token: demo })).status).toBe(200);
    const again = await startMigration(server, demo, uid, 'us-east-1');
    expect((await migrationEnded(server, demo, uid, 'us-east-1', again.json.task_id)).status).toBe('done');
    expect(
      (await fetchBytes(server, `${api('us-east-1')}/data/${uid}/late.txt`, { token: demo })).bytes.toString(),
    ).toBe('arrived late\n');
  });

  it('refuses its own region, unknown regions, and a project being copied, with a message; strangers get 404', {
    timeout: 60_000,
  }, async () => {
    const { uid } = await projectWithFiles('Staying');
    for (const [destination, message] of [
      ['eu-west-1', /already lives in eu-west-1/],
      ['mars-1', /Unknown region "mars-1"/],
      ['US-EAST-1', /Unknown region/],
      ['us-east-1%2F..', /Unknown region/],
      ['__proto__', /Unknown region/],
    ] as const) {
      const reply = await startMigration(server, demo, uid, destination);
      expect(reply.status, destination).toBe(400);
      expect(reply.json.Message, destination).toMatch(message);
    }
    expect((await startMigration(server, other, uid, 'us-east-1')).status).toBe(404);
    // While a publish of it runs (its distribution says so), it stays where it is.
    const row = await server.app.db
      .selectFrom('projects')
      .select('id')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('distributions')
      .values({ project_id: row.id, region: 'us-east-1', state: 'PUBLISHING', created_at: new Date().toISOString() })
      .execute();
    const publishing = await startMigration(server, demo, uid, 'eu-original-1');
    expect(publishing.status).toBe(400);
    expect(publishing.json.Message).toMatch(/being published to us-east-1/);
    await server.app.db.deleteFrom('distributions').where('project_id', '=', row.id).execute();
    expect((await startMigration(server, '', uid, 'us-east-1')).status).toBe(401);
    expect((await server.request(`${migratePath(uid, 'us-east-1')}`, { token: demo })).status).toBe(400);

    // While a copy of it runs (held at its first step), it stays where it is.
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => (reached = resolve));
    const copy = await startCopy(server, demo, uid, { region: 'us-east-1' });
    await held;
    const refused = await startMigration(server, demo, uid, 'us-east-1');
    expect(refused.status).toBe(400);
    expect(refused.json.Message).toMatch(/being copied/);
    gate = undefined;
    reached = undefined;
    release();
    expect((await copyEnded(server, demo, copy.json.task_id)).status).toBe('done');
    const mine = await startMigration(server, demo, uid, 'us-east-1');
    expect(mine.status).toBe(200);
    const task = await migrationEnded(server, demo, uid, 'us-east-1', mine.json.task_id);
    expect(task.status).toBe('done');
    expect(
      (await server.request(`${migratePath(uid, 'us-east-1')}?taskid=${mine.json.task_id}`, { token: other })).status,
    ).toBe(404);
    expect(copy.status).toBe(200);
  });
});
