import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let gate: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-base-video-'));
  // ffmpeg starts only once the test creates the gate file: the making is held before its first frame.
  gate = path.join(scratch, 'go');
  const ffmpeg = path.join(scratch, 'held-ffmpeg');
  await writeFile(ffmpeg, `#!/bin/sh\nwhile [ ! -e '${gate}' ]; do sleep 0.02; done\nexec ffmpeg "$@"\n`);
  await chmod(ffmpeg, 0o755);
  server = await startTestServer({ ffmpegPath: ffmpeg });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Base videos');
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const progressOf = (id: string, token = demo) =>
  server.request(`${api()}/basevideo/${prjuid}/progress/${id}`, { token });

describe('making a base video', () => {
  it('reports the frames made of all of them to whoever follows it by the id they chose', async () => {
    const id = 'follow-0123456789';
    expect((await progressOf(id)).status).toBe(404);
    const made = server.request(`${api()}/basevideo/${prjuid}?progress=${id}`, {
      method: 'POST',
      token: demo,
      body: { width: 64, height: 36, frames: 50 },
    });

    // Under way: nothing encoded yet, of 50 frames; nobody else can read it.
    const waiting = await eventually(
      () => progressOf(id),
      (reply) => reply.status === 200,
    );
    expect(waiting.json).toEqual({ state: 'making', done: 0, total: 50 });
    expect((await progressOf(id, other)).status).toBe(404);

    await writeFile(gate, '');
    const reply = await made;
    expect(reply.status).toBe(201);
    expect(reply.json.name).toBe('base_64x36_50.mp4');
    expect((await progressOf(id)).json).toEqual({ state: 'done', done: 50, total: 50 });
  });

  it('has nothing to follow for a making refused before it starts, and refuses an id that is no id', async () => {
    const id = 'failing-0123456789';
    // The same name again without replace: refused before anything is made.
    const refused = await server.request(`${api()}/basevideo/${prjuid}?progress=${id}`, {
      method: 'POST',
      token: demo,
      body: { width: 64, height: 36, frames: 50 },
    });
    expect(refused.status).toBe(409);
    expect((await progressOf(id)).status).toBe(404);
    const bad = await server.request(`${api()}/basevideo/${prjuid}?progress=../x`, {
      method: 'POST',
      token: demo,
      body: { width: 64, height: 36, frames: 25 },
    });
    expect(bad.status).toBe(400);
  });
});
