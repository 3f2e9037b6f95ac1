import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { publishPath } from '../helpers/publish.ts';

let root: string;
let options: Parameters<typeof buildApp>[0];

const INTERRUPTED = 'Publishing was interrupted; publish again.';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-publish-restart-'));
  options = {
    dataDir: path.join(root, 'data'),
    consoleDir: path.join(root, 'none'),
    remotesDir: path.join(root, 'none'),
    logLevel: 'silent',
  };
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function signIn(app: App): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/accounts/auth/login',
    payload: { Username: 'demo', Password: 'demo' },
  });
  return reply.json().Token;
}

async function usEastOf(app: App, token: string, prjuid: string) {
  const reply = await app.inject({
    url: `/r/eu-west-1/api/v1/internal/publish/${prjuid}`,
    headers: { authorization: `istoken ${token}` },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().Distributions.find((d: { name: string }) => d.name === 'us-east-1');
}

describe('a restart', () => {
  it('leaves no copy looking published: a copy cut short by shutdown, or by a crash, reads as FAILED', {
    timeout: 30_000,
  }, async () => {
    const first = buildApp(options);
    await first.ready();
    const user = await first.users.create({ username: 'demo', password: 'demo' });
    const stopped = await first.projects.create(user, 'eu-west-1', 'Stopped');
    const crashed = await first.projects.create(user, 'eu-west-1', 'Crashed');
    const blobs = path.join(options.dataDir, 'blobs');
    const userdata = path.join(blobs, 'eu-west-1', stopped.uid, 'userdata');
    await mkdir(userdata, { recursive: true });
    await Promise.all(Array.from({ length: 2000 }, (_, i) => writeFile(path.join(userdata, `f${i}.txt`), String(i))));

    // Shut down while a copy runs.
    const token = await signIn(first);
    const started = await first.inject({
      method: 'PUT',
      url: `${publishPath(stopped.uid)}?region=us-east-1`,
      headers: { authorization: `istoken ${token}` },
    });
    expect(started.statusCode).toBe(200);
    // A crash mid-copy: the state says copying, and the staging folder is still there.
    const crashedId = (
      await first.db.selectFrom('projects').select('id').where('uid', '=', crashed.uid).executeTakeFirstOrThrow()
    ).id;
    await first.db
      .insertInto('distributions')
      .values({ project_id: crashedId, region: 'us-east-1', state: 'PUBLISHING', created_at: new Date().toISOString() })
      .execute();
    await mkdir(path.join(blobs, 'us-east-1', `.publish-${crashed.uid}-${'0'.repeat(32)}`, 'userdata'), {
      recursive: true,
    });
    await first.close();

    const second = buildApp(options);
    await second.ready();
    try {
      const again = await signIn(second);
      for (const uid of [stopped.uid, crashed.uid]) {
        expect(await usEastOf(second, again, uid)).toMatchObject({ state: 'FAILED', message: INTERRUPTED });
      }
      expect((await readdir(path.join(blobs, 'us-east-1'))).filter((name) => name.startsWith('.'))).toEqual([]);
      // Renders at us-east-1 do not take the failed copy.
      const render = await second.inject({
        method: 'POST',
        url: `/r/us-east-1/render/v2/render/${stopped.uid}`,
        headers: { authorization: `istoken ${again}` },
        payload: { movie: 'none' },
      });
      expect(render.statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });
});
