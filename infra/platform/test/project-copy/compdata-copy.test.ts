import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, listData, putData } from '../helpers/assets.ts';
import { makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { copyEnded, migrationEnded, startCopy, startMigration } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let media: MediaFixtures;
let scratch: string;

const template = (text: string) =>
  `<movie>\n  <params><vparams width="320" height="180"/></params>\n  <scene length="25"><layer><text text="${text}" size="20"/></layer></scene>\n</movie>`;
const xml = { 'content-type': 'application/xml' };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-compdata-copy-'));
  [server, media] = await Promise.all([startTestServer(), makeMedia(scratch)]);
  demo = await server.login('demo');
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A project with a video, a tracking version of it and two templates, one naming the video's uid. */
async function projectWithTemplates(name: string): Promise<{ prjuid: string; vuid: string }> {
  const prjuid = await createProject(server, demo, name);
  expect((await putData(server, demo, prjuid, 'clip.mp4', media.video)).status).toBe(201);
  const vuid = (await listData(server, demo, prjuid)).json.Videos[0].uid as string;
  const version = await server.request(`${api()}/trackdataversion/${prjuid}/clip.mp4/ball?create=1`, {
    method: 'PUT',
    token: demo,
    body: { name: 'Ball', points: [{ frame: 3, x: 0.25, y: 0.75 }] },
  });
  expect(version.status).toBe(201);
  for (const [file, text] of [
    ['plain', template('Hello')],
    ['names the video', template(`video ${vuid}`)],
  ]) {
    const saved = await server.request(`${api()}/compdata/${prjuid}/${encodeURIComponent(file!)}`, {
      method: 'PUT',
      token: demo,
      body: text,
      headers: xml,
    });
    expect(saved.status, saved.text).toBe(201);
  }
  return { prjuid, vuid };
}

const texts = async (prjuid: string, region: string) => {
  const list = await server.request(`${api(region)}/list/compdata/${prjuid}`, { token: demo });
  expect(list.status).toBe(200);
  const names = list.json.Compdata.map((item: { name: string }) => item.name) as string[];
  const bodies = await Promise.all(
    names.map((name) =>
      server.request(`${api(region)}/compdata/${prjuid}/${encodeURIComponent(name)}`, { token: demo }),
    ),
  );
  return {
    items: list.json.Compdata,
    texts: Object.fromEntries(names.map((name, index) => [name, bodies[index]!.text])),
  };
};

describe('XML templates and tracking versions in a project copy and a migration', () => {
  it('a copy has the templates (an asset id they name remapped) and the tracking points', {
    timeout: 60_000,
  }, async () => {
    const { prjuid, vuid } = await projectWithTemplates('Templates to copy');
    const started = await startCopy(server, demo, prjuid, { region: 'us-east-1' });
    expect(started.status, started.text).toBe(200);
    const task = await copyEnded(server, demo, started.json.task_id);
    expect(task.status).toBe('done');
    expect(task.items.filter((item: { kind: string }) => item.kind === 'compdata')).toEqual([
      expect.objectContaining({ kind: 'compdata', name: 'names the video', status: 'done' }),
      expect.objectContaining({ kind: 'compdata', name: 'plain', status: 'done' }),
    ]);
    const copy = task.project.uid as string;
    const newVuid = (await server.request(`${api('us-east-1')}/list/data/${copy}/`, { token: demo })).json.Videos[0]
      .uid as string;
    const copied = await texts(copy, 'us-east-1');
    expect(
      copied.items.map((item: { name: string; width: number; height: number; fps: string }) => [
        item.name,
        item.width,
        item.height,
        item.fps,
      ]),
    ).toEqual([
      ['names the video', 320, 180, '25/1'],
      ['plain', 320, 180, '25/1'],
    ]);
    expect(copied.texts).toEqual({ plain: template('Hello'), 'names the video': template(`video ${newVuid}`) });
    expect(newVuid).not.toBe(vuid);
    const version = await server.request(`${api('us-east-1')}/trackdataversion/${copy}/clip.mp4/ball`, { token: demo });
    expect(version.json).toMatchObject({
      name: 'Ball',
      vuid: newVuid,
      frames: 1,
      points: [{ frame: 3, x: 0.25, y: 0.75 }],
    });
    // The source keeps its own.
    expect((await texts(prjuid, 'eu-west-1')).texts['names the video']).toBe(template(`video ${vuid}`));
  });

  it('a migrated project keeps its templates in its new region', { timeout: 60_000 }, async () => {
    const { prjuid, vuid } = await projectWithTemplates('Templates to move');
    const started = await startMigration(server, demo, prjuid, 'us-east-1');
    expect(started.status, started.text).toBe(200);
    const task = await migrationEnded(server, demo, prjuid, 'us-east-1', started.json.task_id);
    expect(task.status).toBe('done');
    const moved = await texts(prjuid, 'us-east-1');
    expect(moved.texts).toEqual({ plain: template('Hello'), 'names the video': template(`video ${vuid}`) });
    expect((await server.request(`${api()}/list/compdata/${prjuid}`, { token: demo })).status).toBe(404);
  });
});
