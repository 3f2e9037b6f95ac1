import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv } from '../helpers/assets.ts';
import { isJpeg } from '../helpers/media.ts';
import { copyEnded, copyTask, makeSampleProject, projectNames } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let admin: string;
let demo: string;
let other: string;
let sample: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, demo, other] = await Promise.all([server.login('admin'), server.login('demo'), server.login('other')]);
  sample = await makeSampleProject(server, 'demo');
}, 60_000);
afterAll(() => server.close());

const adminCopy = (token: string | undefined, prjuid: string, body: unknown, region = 'eu-west-1') =>
  server.request(`${api(region)}/internal/copy/${prjuid}`, { method: 'POST', token, body });

/** A frame of the project's `sample` movie, rendered by its region's media host for `token`'s account. */
async function frameOf(token: string, prjuid: string, region: string, frame: number): Promise<Buffer> {
  const movie = await fetchBytes(server, `${api(region)}/sdl/${prjuid}/sample`, { token });
  expect(movie.status).toBe(200);
  const form = new FormData();
  form.append('movie', movie.bytes.toString('base64'));
  form.append('params', '{}');
  form.append('framenumber', String(frame));
  const reply = await fetchBytes(server, `${iv(region)}/api/v1/sdl/renderframe/${prjuid}`, {
    method: 'PUT',
    token,
    body: form,
  });
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  expect(isJpeg(reply.bytes)).toBe(true);
  return reply.bytes;
}

describe('an admin copies a project between users', () => {
  it('copies demo’s Sample project into other’s account: every item in order, and other’s copy renders the same frames', {
    timeout: 120_000,
  }, async () => {
    const started = await adminCopy(admin, sample, { source: 'demo', target: 'other', region: 'us-east-1' });
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ status: 'running', region: 'us-east-1' });
    // The same status call the projects area uses, read by the copy's owner: the target.
    const task = await copyEnded(server, other, started.json.task_id);
    expect(task).toMatchObject({
      status: 'done',
      progress: 100,
      project: { name: 'Sample project Copy', region: 'us-east-1' },
    });
    expect(
      task.items.map(
        (item: { kind: string; name: string; status: string }) => `${item.kind}:${item.name}:${item.status}`,
      ),
    ).toEqual([
      'project:Sample project Copy:done',
      'asset:DejaVuSans-Bold.ttf:done',
      'asset:sample-background.mp4:done',
      'asset:sample-music.wav:done',
      'asset:sample-sunset.png:done',
      'movie:sample:done',
    ]);
    // The admin follows it too; the source's owner does not see it.
    const followed = await server.request(`${api()}/internal/copy/task/${started.json.task_id}`, { token: admin });
    expect(followed.json).toEqual(task);
    expect((await copyTask(server, demo, started.json.task_id)).status).toBe(404);

    const copy = task.project.uid as string;
    expect(await projectNames(server, other, 'us-east-1')).toEqual(['Sample project Copy']);
    expect(await projectNames(server, demo, 'us-east-1')).toEqual([]);
    expect(await projectNames(server, admin, 'us-east-1')).toEqual([]);
    expect((await server.request(`${api('us-east-1')}/project/${copy}`, { token: demo })).status).toBe(404);
    for (const frame of [20, 120]) {
      expect(
        (await frameOf(other, copy, 'us-east-1', frame)).equals(await frameOf(demo, sample, 'eu-west-1', frame)),
        `frame ${frame}`,
      ).toBe(true);
    }

    const audit = await server.request('/accounts/account/audit', { token: admin });
    expect(audit.json.Entries[0]).toMatchObject({ who: 'admin', whom: 'other', what: 'copy' });
    expect(audit.json.Entries[0].detail).toContain(sample);
    expect(audit.json.Entries[0].detail).toContain('demo');
    expect(audit.json.Entries[0].detail).toContain(started.json.task_id);
  });

  it('takes a name, and copies within the region', { timeout: 60_000 }, async () => {
    const started = await adminCopy(admin, sample, {
      source: 'demo',
      target: 'other',
      region: 'eu-west-1',
      name: '  From demo  ',
    });
    const task = await copyEnded(server, other, started.json.task_id);
    expect(task).toMatchObject({ status: 'done', project: { name: 'From demo', region: 'eu-west-1' } });
    expect(await projectNames(server, other)).toEqual(['From demo']);
  });

  it('refuses bad input before any work starts, and writes no audit entry for it', async () => {
    const before = (await server.request('/accounts/account/audit', { token: admin })).json.Entries.length;
    const otherProject = await createProject(server, other, 'Other’s own');
    const cases: Array<[string, unknown, number, RegExp]> = [
      [sample, { source: 'other', target: 'demo', region: 'eu-west-1' }, 404, /not found/],
      [otherProject, { source: 'demo', target: 'other', region: 'eu-west-1' }, 404, /not found/],
      [sample, { source: 'ghost', target: 'other', region: 'eu-west-1' }, 404, /No account named ghost/],
      [sample, { source: 'demo', target: 'ghost', region: 'eu-west-1' }, 404, /No account named ghost/],
      [sample, { source: 'demo', target: '.examples', region: 'eu-west-1' }, 404, /No account/],
      [sample, { source: 'demo', target: 'other', region: 'mars-1' }, 400, /Unknown region/],
      [sample, { source: 'demo', target: 'other', region: 'eu-west-1', name: 'x'.repeat(401) }, 400, /name/],
      [sample, { source: 'demo', region: 'eu-west-1' }, 400, /target/],
      [sample, { target: 'other', region: 'eu-west-1' }, 400, /source/],
      ['..%2F..%2Fetc', { source: 'demo', target: 'other', region: 'eu-west-1' }, 404, /./],
    ];
    for (const [prjuid, body, status, message] of cases) {
      const reply = await adminCopy(admin, prjuid, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(message);
    }
    // The project lives in eu-west-1: the us-east-1 host does not know it.
    expect(
      (await adminCopy(admin, sample, { source: 'demo', target: 'other', region: 'eu-west-1' }, 'us-east-1')).status,
    ).toBe(404);
    expect((await server.request('/accounts/account/audit', { token: admin })).json.Entries).toHaveLength(before);
    expect((await server.request(`${api()}/internal/copy/task/nope`, { token: admin })).status).toBe(404);
  });

  it('is refused to the accounts involved: demo and other get 403, and nothing is copied', async () => {
    for (const token of [demo, other]) {
      const reply = await adminCopy(token, sample, {
        source: 'demo',
        target: 'other',
        region: 'eu-west-1',
        name: 'Sneaky',
      });
      expect(reply.status).toBe(403);
    }
    expect(await projectNames(server, other)).not.toContain('Sneaky');
  });
});
