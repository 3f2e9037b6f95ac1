import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import {
  depublish,
  distributionList,
  distributions,
  publish,
  publishAndWait,
  publishTask,
} from '../helpers/publish.ts';
import { withProject } from '../helpers/with-project.ts';

// Moved forward to age ended publish tasks; tokens live an hour, so a few minutes are harmless.
let clockOffset = 0;

const blobs = (region: string, uid: string, ...rest: string[]) =>
  path.join(ctx.server.dataDir, 'blobs', region, uid, ...rest);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The project's copy in `region` as its readers find it (the folder, or the bucket's generation its distribution names). */
async function copyIn(region: string, uid: string) {
  const home = (await ctx.server.app.projects.locateByUid(uid))!;
  return ctx.server.app.projects.inRegion(home, region, 'present');
}
/** A file of the project's copy in `region`, or undefined. */
async function copyText(region: string, uid: string, key: string): Promise<string | undefined> {
  const copy = await copyIn(region, uid);
  return copy && (await ctx.server.app.projectFiles.read(copy, key))?.toString('utf8');
}
/** The keys under `prefix` of a place (a published copy's generation when it names one). */
async function keysOf(
  place: { region: string; uid: string; generation?: string | undefined },
  prefix: string,
): Promise<string[]> {
  const keys: string[] = [];
  let after: string | undefined;
  do {
    const page = await ctx.server.app.projectFiles.list(place, prefix, { after });
    keys.push(...page.objects.map((object) => object.key));
    after = page.next;
  } while (after !== undefined);
  return keys;
}
/** Whatever the region holds of the project: its folder, and its keys (every generation). */
async function leftIn(region: string, uid: string): Promise<boolean> {
  return (await exists(blobs(region, uid))) || (await keysOf({ region, uid }, '')).length > 0;
}
const defaultDistribution = {
  name: 'eu-west-1',
  fullname: 'Europe (Ireland)',
  state: 'PUBLISHED',
  dirty: false,
  default: true,
};

async function usEast(uid = ctx.uid) {
  return (await distributionList(ctx.server, ctx.owner, uid)).find((d) => d.name === 'us-east-1');
}

const ctx = withProject('Published', { others: ['other'], server: { now: () => Date.now() + clockOffset } });

beforeAll(async () => {
  expect(
    (await putData(ctx.server, ctx.owner, ctx.uid, 'notes.txt', 'first notes', { contentType: 'text/plain' })).status,
  ).toBe(201);
  expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'tiny', tinyMovie())).status).toBe(201);
  expect(
    (await putAppData(ctx.server, ctx.owner, ctx.uid, 'jobs.json', [{ id: 'job-0000000001', name: 'A job' }])).status,
  ).toBeLessThan(300);
});

describe('publishing a project to another region', () => {
  it('lists only the default distribution for a new project', async () => {
    const reply = await distributions(ctx.server, ctx.owner, ctx.uid);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Distributions: [defaultDistribution] });
  });

  it('copies the project to us-east-1: the task ends done and the list shows it published, not dirty', async () => {
    const before = Date.now();
    const started = await publish(ctx.server, ctx.owner, ctx.uid, 'us-east-1');
    expect(started.status).toBe(200);
    expect(started.json.task_id).toMatch(/^[0-9a-f]{32}$/);
    expect(['pending', 'copying', 'done']).toContain(started.json.status);

    const ended = await publishTask(ctx.server, ctx.owner, ctx.uid, started.json.task_id);
    expect(ended.status).toBe(200);
    // notes.txt and the movie: every content file copied, of all there were.
    expect(ended.json).toEqual({ task_id: started.json.task_id, status: 'done', done: 2, total: 2 });

    const list = await distributionList(ctx.server, ctx.owner, ctx.uid);
    expect(list).toEqual([
      defaultDistribution,
      {
        name: 'us-east-1',
        fullname: 'US East (N. Virginia)',
        state: 'PUBLISHED',
        dirty: false,
        default: false,
        published: expect.any(String),
      },
    ]);
    expect(Date.parse(list[1].published)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("puts the project's assets and movies in us-east-1's blobs, but not its app data (read at home)", async () => {
    expect(await copyText('us-east-1', ctx.uid, 'userdata/notes.txt')).toBe('first notes');
    const copy = (await copyIn('us-east-1', ctx.uid))!;
    expect(await keysOf(copy, 'movies/')).toEqual(await keysOf({ region: 'eu-west-1', uid: ctx.uid }, 'movies/'));
    expect(await copyText('us-east-1', ctx.uid, 'appdata/jobs.json')).toBeUndefined();
    // Nothing of the copy's making is left beside the region's projects.
    expect(
      (await readdir(path.join(ctx.server.dataDir, 'blobs', 'us-east-1')).catch(() => [])).filter((name) =>
        name.startsWith('.'),
      ),
    ).toEqual([]);
  });

  it("keeps the published project out of us-east-1's API host: not listed, its assets and list not served", async () => {
    const listed = await ctx.server.request(`${api('us-east-1')}/list/project/`, { token: ctx.owner });
    expect(listed.status).toBe(200);
    expect(listed.json.Projects.map((p: { uid: string }) => p.uid)).not.toContain(ctx.uid);
    expect((await ctx.server.request(`${api('us-east-1')}/project/${ctx.uid}`, { token: ctx.owner })).status).toBe(404);
    expect((await ctx.server.request(`${api('us-east-1')}/list/data/${ctx.uid}/`, { token: ctx.owner })).status).toBe(
      404,
    );
    expect(
      (await fetchBytes(ctx.server, `${api('us-east-1')}/data/${ctx.uid}/notes.txt`, { token: ctx.owner })).status,
    ).toBe(404);
    expect(
      (await fetchBytes(ctx.server, `${iv('us-east-1')}/api/v1/data/${ctx.uid}/notes.txt`, { token: ctx.owner }))
        .status,
    ).toBe(404);
    expect(
      (await ctx.server.request(`${api('us-east-1')}/appdata/${ctx.uid}/jobs.json`, { token: ctx.owner })).status,
    ).toBe(404);
    expect((await distributions(ctx.server, ctx.owner, ctx.uid, 'us-east-1')).status).toBe(404);
    expect((await publish(ctx.server, ctx.owner, ctx.uid, 'eu-west-1', 'us-east-1')).status).toBe(404);
  });

  it('reads as dirty after an asset changes at home, and publishing again syncs it', async () => {
    const published = (await usEast()).published;
    expect(
      (
        await putData(ctx.server, ctx.owner, ctx.uid, 'notes.txt', 'second notes, longer', {
          replace: 1,
          contentType: 'text/plain',
        })
      ).status,
    ).toBeLessThan(300);
    expect(await usEast()).toMatchObject({ state: 'PUBLISHED', dirty: true });
    // The copy is what was published until the sync.
    expect(await copyText('us-east-1', ctx.uid, 'userdata/notes.txt')).toBe('first notes');

    expect(await publishAndWait(ctx.server, ctx.owner, ctx.uid, 'us-east-1')).toMatchObject({ status: 'done' });
    const synced = await usEast();
    expect(synced).toMatchObject({ state: 'PUBLISHED', dirty: false });
    expect(Date.parse(synced.published)).toBeGreaterThanOrEqual(Date.parse(published));
    expect(await copyText('us-east-1', ctx.uid, 'userdata/notes.txt')).toBe('second notes, longer');
  });

  it('stays clean when only app data (a job or a script) is saved at home', async () => {
    expect((await usEast()).dirty).toBe(false);
    expect(
      (
        await putAppData(ctx.server, ctx.owner, ctx.uid, 'jobs.json', [
          { id: 'job-0000000001', name: 'A job', running: true },
        ])
      ).status,
    ).toBeLessThan(300);
    expect((await usEast()).dirty).toBe(false);
  });

  it('reads as dirty after a movie is saved or added at home', async () => {
    expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'tiny', tinyMovie({ variables: [] }))).status).toBe(200);
    expect((await usEast()).dirty).toBe(true);
    await publishAndWait(ctx.server, ctx.owner, ctx.uid, 'us-east-1');
    expect((await usEast()).dirty).toBe(false);
    expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'another', tinyMovie())).status).toBe(201);
    expect((await usEast()).dirty).toBe(true);
  });

  it("keeps the copy's own renders, caches and CDN results across a sync", async () => {
    await mkdir(blobs('us-east-1', ctx.uid, '.renders', 'r1'), { recursive: true });
    await writeFile(blobs('us-east-1', ctx.uid, '.renders', 'r1', 'render.mp4'), 'rendered in us-east-1');
    await ctx.server.app.projectFiles.put({ region: 'us-east-1', uid: ctx.uid }, 'cdn/run-1/result.mp4', 'a result');
    await publishAndWait(ctx.server, ctx.owner, ctx.uid, 'us-east-1');
    expect(await readFile(blobs('us-east-1', ctx.uid, '.renders', 'r1', 'render.mp4'), 'utf8')).toBe(
      'rendered in us-east-1',
    );
    expect(await copyText('us-east-1', ctx.uid, 'cdn/run-1/result.mp4')).toBe('a result');
  });

  it('answers a task id again for 10 minutes after it ended, then 404', async () => {
    const started = await publish(ctx.server, ctx.owner, ctx.uid, 'us-east-1');
    expect((await publishTask(ctx.server, ctx.owner, ctx.uid, started.json.task_id)).json.status).toBe('done');
    clockOffset += 9 * 60_000;
    expect((await publishTask(ctx.server, ctx.owner, ctx.uid, started.json.task_id, false)).status).toBe(200);
    clockOffset += 2 * 60_000;
    expect((await publishTask(ctx.server, ctx.owner, ctx.uid, started.json.task_id, false)).status).toBe(404);
  });
});

describe('publish errors', () => {
  it.each([
    ['no region', undefined, /region/i],
    ['an empty region', '', /region/i],
    ['eu-original-1', 'eu-original-1', /eu-original-1/],
    ['the home region', 'eu-west-1', /eu-west-1/],
    ['an unknown region', 'mars-north-1', /mars-north-1.*us-east-1/],
  ])('refuses to publish to %s with 400 and a Message', async (_case, target, message) => {
    const reply = await publish(ctx.server, ctx.owner, ctx.uid, target);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });

  it('refuses to publish a project of eu-original-1', async () => {
    const legacy = await createProject(ctx.server, ctx.owner, 'Legacy', 'eu-original-1');
    const reply = await publish(ctx.server, ctx.owner, legacy, 'us-east-1', 'eu-original-1');
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/disallowed.*eu-original-1/);
    expect(await distributionList(ctx.server, ctx.owner, legacy, 'eu-original-1')).toHaveLength(1);
  });

  it("answers 404 for another user's project or an unknown one, on every call", async () => {
    const unknown = '0'.repeat(32);
    for (const [token, uid] of [
      [ctx.others.other, ctx.uid],
      [ctx.owner, unknown],
    ] as const) {
      const replies = [
        await distributions(ctx.server, token, uid),
        await publish(ctx.server, token, uid, 'us-east-1'),
        await publishTask(ctx.server, token, uid, '1'.repeat(32), false),
        await depublish(ctx.server, token, uid, 'us-east-1'),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(404);
        expect(reply.json.Message).toEqual(expect.any(String));
      }
    }
  });

  it("answers 404 for an unknown task id, or another user's", async () => {
    expect((await publishTask(ctx.server, ctx.owner, ctx.uid, 'f'.repeat(32), false)).status).toBe(404);
    const started = await publish(ctx.server, ctx.owner, ctx.uid, 'us-east-1');
    const theirs = await createProject(ctx.server, ctx.others.other, 'Theirs');
    expect((await publishTask(ctx.server, ctx.others.other, theirs, started.json.task_id, false)).status).toBe(404);
    expect((await publishTask(ctx.server, ctx.owner, ctx.uid, started.json.task_id)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await distributions(ctx.server, '', ctx.uid)).status).toBe(401);
    expect((await publish(ctx.server, '', ctx.uid, 'us-east-1')).status).toBe(401);
  });
});

describe('a copy that takes a while', () => {
  let big: string;

  beforeAll(async () => {
    big = await createProject(ctx.server, ctx.owner, 'Many files');
    // Enough files that the copy is still running when the next call arrives.
    for (let i = 0; i < 2000; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          ctx.server.app.projectFiles.put(
            { region: 'eu-west-1', uid: big },
            `userdata/file-${i + j}.txt`,
            String(i + j),
          ),
        ),
      );
    }
  }, 60_000);

  it('is joined by a second publish while it runs: one task, one copy', { timeout: 60_000 }, async () => {
    const first = await publish(ctx.server, ctx.owner, big, 'us-east-1');
    const second = await publish(ctx.server, ctx.owner, big, 'us-east-1');
    expect(second.status).toBe(200);
    expect(second.json.task_id).toBe(first.json.task_id);
    expect(await usEast(big)).toMatchObject({ state: 'PUBLISHING' });
    // Read without waiting: never more copied than there are files.
    const running = (await publishTask(ctx.server, ctx.owner, big, first.json.task_id, false)).json;
    expect(running.done).toBeLessThanOrEqual(running.total ?? 0);
    // Blocking reads until it ended (each waits at most 10 s).
    let ended = (await publishTask(ctx.server, ctx.owner, big, first.json.task_id)).json;
    while (ended.status === 'copying') ended = (await publishTask(ctx.server, ctx.owner, big, first.json.task_id)).json;
    expect(ended).toMatchObject({ status: 'done', done: 2000, total: 2000 });
    expect(await keysOf((await copyIn('us-east-1', big))!, 'userdata/')).toHaveLength(2000);
  });

  it('is stopped by a depublish: the task ends in error and nothing is left in the region', async () => {
    const started = await publish(ctx.server, ctx.owner, big, 'us-east-1');
    const removed = await depublish(ctx.server, ctx.owner, big, 'us-east-1');
    expect(removed.status).toBe(200);
    const task = await publishTask(ctx.server, ctx.owner, big, started.json.task_id);
    expect(task.json).toMatchObject({ status: 'error', Message: expect.stringMatching(/removed/) });
    expect(await leftIn('us-east-1', big)).toBe(false);
    expect(await distributionList(ctx.server, ctx.owner, big)).toEqual([{ ...defaultDistribution }]);
    expect(
      (await readdir(path.join(ctx.server.dataDir, 'blobs', 'us-east-1')).catch(() => [])).filter((name) =>
        name.startsWith('.'),
      ),
    ).toEqual([]);
  });
});

describe('depublishing and deleting', () => {
  it('removes the distribution and its copy; then it is a 404', async () => {
    const uid = await createProject(ctx.server, ctx.owner, 'Depublished');
    await putData(ctx.server, ctx.owner, uid, 'a.txt', 'a', { contentType: 'text/plain' });
    await publishAndWait(ctx.server, ctx.owner, uid, 'us-east-1');
    expect(await copyText('us-east-1', uid, 'userdata/a.txt')).toBe('a');

    const reply = await depublish(ctx.server, ctx.owner, uid, 'us-east-1');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Deleted: 'us-east-1' });
    expect(await distributionList(ctx.server, ctx.owner, uid)).toEqual([defaultDistribution]);
    expect(await leftIn('us-east-1', uid)).toBe(false);
    expect((await depublish(ctx.server, ctx.owner, uid, 'us-east-1')).status).toBe(404);
    // Home is untouched.
    expect((await ctx.server.app.projectFiles.read({ region: 'eu-west-1', uid }, 'userdata/a.txt'))?.toString()).toBe(
      'a',
    );
  });

  it('refuses to remove the default distribution', async () => {
    const reply = await depublish(ctx.server, ctx.owner, ctx.uid, 'eu-west-1');
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/default/);
  });

  it('removes every distribution and copy with the project', async () => {
    const uid = await createProject(ctx.server, ctx.owner, 'Deleted');
    await publishAndWait(ctx.server, ctx.owner, uid, 'us-east-1');
    expect(await copyIn('us-east-1', uid)).toBeDefined();
    const deleted = await ctx.server.request(`${api()}/project/${uid}`, { method: 'DELETE', token: ctx.owner });
    expect(deleted.status).toBe(200);
    expect(await leftIn('us-east-1', uid)).toBe(false);
    expect(await leftIn('eu-west-1', uid)).toBe(false);
    const rows = await ctx.server.app.db
      .selectFrom('distributions')
      .innerJoin('projects', 'projects.id', 'distributions.project_id')
      .where('projects.uid', '=', uid)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
    expect((await distributions(ctx.server, ctx.owner, uid)).status).toBe(404);
  });
});

describe('an interrupted publish', () => {
  it('reads as FAILED with a message to publish again, and publishing again mends it', async () => {
    const uid = await createProject(ctx.server, ctx.owner, 'Interrupted');
    const project = (
      await ctx.server.app.db.selectFrom('projects').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()
    ).id;
    // As a process that died while copying left it.
    await ctx.server.app.db
      .insertInto('distributions')
      .values({ project_id: project, region: 'us-east-1', state: 'PUBLISHING', created_at: new Date().toISOString() })
      .execute();
    expect(await usEast(uid)).toMatchObject({
      state: 'FAILED',
      message: 'Publishing was interrupted; publish again.',
      dirty: true,
    });
    expect(await publishAndWait(ctx.server, ctx.owner, uid, 'us-east-1')).toMatchObject({ status: 'done' });
    const mended = await usEast(uid);
    expect(mended).toMatchObject({ state: 'PUBLISHED', dirty: false });
    expect(mended.message).toBeUndefined();
  });
});
