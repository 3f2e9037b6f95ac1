import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData, putDatasource } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { isJpeg } from '../helpers/media.ts';
import { copyEnded, copyTask, makeSampleProject, projectNames, startCopy } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let sample: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  sample = await makeSampleProject(server, 'demo');
  const csv = await putDatasource(
    server,
    demo,
    sample,
    'people.csv',
    { delimiter: ',', first_line_is_header: '1', replace: '0' },
    'name,city\nAda,London\nGrace,Arlington\n',
  );
  expect(csv.status, csv.bytes.toString()).toBeLessThan(300);
}, 60_000);
afterAll(() => server.close());

async function assetsOf(prjuid: string, region: string) {
  const reply = await server.request(`${api(region)}/list/data/${prjuid}/`, { token: demo });
  expect(reply.status).toBe(200);
  const all = [
    ...reply.json.Videos,
    ...reply.json.Images,
    ...reply.json.Audios,
    ...reply.json.Fonts,
    ...reply.json.Datasources,
    ...reply.json.Generic,
  ];
  return new Map<string, string>(all.map((asset: { name: string; uid: string }) => [asset.name, asset.uid]));
}

/** A frame of the project's stored `sample` movie, rendered by the media host of its region. */
async function frameOf(prjuid: string, region: string, frame: number): Promise<Buffer> {
  const movie = await fetchBytes(server, `${api(region)}/sdl/${prjuid}/sample`, { token: demo });
  expect(movie.status).toBe(200);
  const form = new FormData();
  form.append('movie', movie.bytes.toString('base64'));
  form.append('params', '{}');
  form.append('framenumber', String(frame));
  const reply = await fetchBytes(server, `${iv(region)}/api/v1/sdl/renderframe/${prjuid}`, {
    method: 'PUT',
    token: demo,
    body: form,
  });
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  expect(isJpeg(reply.bytes)).toBe(true);
  return reply.bytes;
}

describe('copying a project', () => {
  it('copies the Sample project to another region: every item in order, ids remapped, and the copy renders the same frames', {
    timeout: 120_000,
  }, async () => {
    const original = await assetsOf(sample, 'eu-west-1');
    const datasourceUid = original.get('people.csv')!;
    await putAppData(server, demo, sample, 'jobs.json', [
      { id: '6f1c2a3e-0000-4000-8000-000000000001', name: 'Job', movie: 'sample', datasource: datasourceUid },
    ]);
    await putAppData(server, demo, sample, 'scripts.json', [{ name: 'hello', sdk: 'api', src: 'return 1;' }]);

    const started = await startCopy(server, demo, sample, { region: 'us-east-1' });
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ status: 'running', region: 'us-east-1' });
    const task = await copyEnded(server, demo, started.json.task_id);
    expect(task.status).toBe('done');
    expect(task.progress).toBe(100);
    expect(task.project).toMatchObject({ name: 'Sample project Copy', region: 'us-east-1' });
    // The creation first, then assets, datasources, app data and movies (docs/reference.md §4).
    expect(task.items.map((item: { kind: string; name: string }) => `${item.kind}:${item.name}`)).toEqual([
      'project:Sample project Copy',
      'asset:DejaVuSans-Bold.ttf',
      'asset:sample-background.mp4',
      'asset:sample-music.wav',
      'asset:sample-sunset.png',
      'datasource:people.csv',
      'appdata:jobs.json',
      'appdata:scripts.json',
      'movie:sample',
    ]);
    expect(task.items.every((item: { status: string }) => item.status === 'done')).toBe(true);

    const copy = task.project.uid as string;
    expect(copy).not.toBe(sample);
    expect(await projectNames(server, demo, 'us-east-1')).toContain('Sample project Copy');
    expect(await projectNames(server, demo, 'eu-west-1')).not.toContain('Sample project Copy');
    const copied = await assetsOf(copy, 'us-east-1');
    expect([...copied.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [name, uid] of copied) expect(uid, name).not.toBe(original.get(name));

    // The job's datasource now names the copy's datasource.
    const jobs = await server.request(`${api('us-east-1')}/appdata/${copy}/jobs.json`, { token: demo });
    expect(jobs.json[0].datasource).toBe(copied.get('people.csv'));
    const rows = await server.request(`${api('us-east-1')}/data/${copy}/people.csv?processed=1`, { token: demo });
    expect(rows.json.values).toEqual([
      ['Ada', 'London'],
      ['Grace', 'Arlington'],
    ]);

    // Same frames: the video with the title, and the picture after the crossfade.
    for (const frame of [20, 120]) {
      expect(
        (await frameOf(copy, 'us-east-1', frame)).equals(await frameOf(sample, 'eu-west-1', frame)),
        `frame ${frame}`,
      ).toBe(true);
    }
    // The original is untouched and the copy independent of it.
    expect(
      (await server.request(`${api()}/data/${sample}/people.csv`, { method: 'DELETE', token: demo })).status,
    ).toBeLessThan(300);
    expect((await assetsOf(copy, 'us-east-1')).has('people.csv')).toBe(true);
  });

  it('takes a name, and copies within the region too; nothing is left in the making', { timeout: 60_000 }, async () => {
    const started = await startCopy(server, demo, sample, { region: 'eu-west-1', name: '  Second take  ' });
    const task = await copyEnded(server, demo, started.json.task_id);
    expect(task).toMatchObject({ status: 'done', project: { name: 'Second take', region: 'eu-west-1' } });
    expect(await projectNames(server, demo)).toEqual(expect.arrayContaining(['Second take', 'Sample project']));
    for (const region of ['eu-west-1', 'us-east-1']) {
      expect(
        (await readdir(path.join(server.dataDir, 'blobs', region))).filter((name) => name.startsWith('.')),
      ).toEqual([]);
    }
  });

  it('shows an item that cannot be copied as an error on that item, and still makes the copy of the rest', {
    timeout: 60_000,
  }, async () => {
    const uid = await createProject(server, demo, 'Damaged');
    for (const name of ['kept.txt', 'lost.txt'])
      expect((await putData(server, demo, uid, name, `${name}\n`, { contentType: 'text/plain' })).status).toBeLessThan(
        300,
      );
    // The file goes from the project's files (its folder, or the bucket) behind the platform's back; its row stays.
    await server.app.projectFiles.delete({ region: 'eu-west-1', uid }, 'userdata/lost.txt');
    const task = await copyEnded(
      server,
      demo,
      (await startCopy(server, demo, uid, { region: 'eu-west-1' })).json.task_id,
    );
    expect(task.status).toBe('error');
    expect(task.Message).toBe('1 of 2 items could not be copied');
    expect(task.progress).toBe(100);
    expect(task.items).toEqual([
      { kind: 'project', name: 'Damaged Copy', status: 'done' },
      { kind: 'asset', name: 'kept.txt', status: 'done' },
      // The store's word for a missing file: the folder's, or the bucket's.
      {
        kind: 'asset',
        name: 'lost.txt',
        status: 'error',
        message: expect.stringMatching(
          server.app.projectFiles.shared ? /^No object userdata\/lost\.txt$/ : /^ENOENT: no such file or directory/,
        ),
      },
    ]);
    expect(task.items[2].message).not.toContain(server.dataDir);
    expect([...(await assetsOf(task.project.uid, 'eu-west-1')).keys()]).toEqual(['kept.txt']);
  });

  it('copies to another owner when the admin tool asks (the engine takes both owners)', async () => {
    const app = server.app;
    const [owner, target] = await Promise.all([app.users.findByUsername('demo'), app.users.findByUsername('other')]);
    const source = (await app.projects.locate(owner!, 'eu-west-1', sample))!;
    const started = await app.projectCopies.start({
      sourceOwnerId: owner!.id,
      source,
      targetOwnerId: target!.id,
      region: 'us-east-1',
      name: 'Handed over',
    });
    const task = await copyEnded(server, other, started.task_id);
    expect(task).toMatchObject({ status: 'done', project: { name: 'Handed over' } });
    expect(await projectNames(server, other, 'us-east-1')).toEqual(['Handed over']);
    expect(await projectNames(server, demo, 'us-east-1')).not.toContain('Handed over');
    // The task is the target owner's to read.
    expect((await copyTask(server, demo, started.task_id)).status).toBe(404);
  });

  it('refuses bad input before any work starts', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /region/],
      [{ region: '' }, /region/],
      [{ region: 'mars-1' }, /Unknown region "mars-1": copy to eu-west-1 or us-east-1 or eu-original-1/],
      [{ region: '../../etc' }, /Unknown region/],
      [{ region: 'us-east-1', name: 'x'.repeat(101) }, /1 to 100 characters/],
      [{ region: 'us-east-1', name: 'bad\u0007name' }, /control characters/],
      [{ region: 'us-east-1', name: '   ' }, /1 to 100 characters/],
      [{ region: 7 }, /region/],
    ];
    for (const [body, message] of cases) {
      const reply = await startCopy(server, demo, sample, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(message);
    }
    expect((await startCopy(server, demo, sample, 'not json')).status).toBe(400);
    expect(await projectNames(server, demo, 'us-east-1')).toEqual(['Sample project Copy']);
  });

  it("is for the project's owner: another user's project and task are 404, without a token 401", async () => {
    const started = await startCopy(server, demo, sample, { region: 'us-east-1', name: 'Mine' });
    expect((await startCopy(server, other, sample, { region: 'us-east-1' })).status).toBe(404);
    expect((await copyTask(server, other, started.json.task_id)).status).toBe(404);
    expect((await copyTask(server, demo, 'f'.repeat(32))).status).toBe(404);
    expect((await copyTask(server, demo, '..%2F..%2Fx')).status).toBe(404);
    expect((await startCopy(server, '', sample, { region: 'us-east-1' })).status).toBe(401);
    // A project of another region is not this host's.
    expect((await startCopy(server, demo, sample, { region: 'us-east-1' }, 'us-east-1')).status).toBe(404);
    await copyEnded(server, demo, started.json.task_id);
    expect(await projectNames(server, other, 'us-east-1')).not.toContain('Mine');
  });
});
