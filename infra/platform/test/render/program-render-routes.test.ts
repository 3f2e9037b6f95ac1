import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RenderError, type RenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRenderEngine } from '../../src/render/engine.ts';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { apiKeyOf, endedStatus, renders, startRender, withKey } from '../helpers/program-renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The render call made for programs over HTTP (render/program-render-routes.ts, docs/api.md
// "Rendering from code"): a stored movie by name, started at once, followed to its file; retries
// with an Idempotency-Key; refusals. A title of "fail here" fails in the renderer, as a render
// the checks before it could not foresee.
const FAILING_TITLE = 'fail here';

async function renderMovie(request: RenderRequest) {
  if (request.params?.title === FAILING_TITLE)
    throw new RenderError('The title font could not be read (a stand-in failure)', 'input', 0, 0);
  return defaultRenderEngine.renderMovie(request);
}

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-program-render-'));
  server = await startTestServer({ renderEngine: { renderMovie } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'From code');
  expect((await putMovieJson(server, demo, prjuid, 'sample', tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The render records of the project's owner: one per render started. */
async function renderRecords(): Promise<number> {
  const rows = await server.app.db.selectFrom('renders').select('id').where('movie_name', '=', 'sample').execute();
  return rows.length;
}

describe('a render started from code', () => {
  it('answers 202 at once and ends done with a URL whose file is a video', async () => {
    const reply = await startRender(server, demo, prjuid, { movie: 'sample', variables: { title: 'Hi' } });
    expect(reply.status, reply.text).toBe(202);
    const { token, statusUrl, resultUrl } = reply.json;
    expect(reply.json).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      status: 'queued',
      statusUrl: `${server.url}${renders(prjuid)}/${token}`,
      resultUrl: `${server.url}/r/eu-west-1/render/v2/render/${token}.mp4`,
    });
    const done = await endedStatus(server, demo, statusUrl);
    expect(done).toEqual({ token, status: 'done', progress: 1, url: resultUrl });
    // The address carries the token, which is all it needs.
    const file = await fetchBytes(server, new URL(done.url).pathname);
    expect(file.status).toBe(200);
    await writeFile(path.join(scratch, 'hi.mp4'), file.bytes);
    const facts = await probe(path.join(scratch, 'hi.mp4'));
    expect(facts.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 160,
      height: 90,
    });
  });

  it('renders in the format asked for', async () => {
    const reply = await startRender(server, demo, prjuid, { movie: 'sample', format: 'png' });
    expect(reply.status, reply.text).toBe(202);
    expect(reply.json.resultUrl).toMatch(/\.png$/);
    expect((await endedStatus(server, demo, reply.json.statusUrl)).status).toBe('done');
  });

  it('reports a render that fails as failed, with the reason', async () => {
    const reply = await startRender(server, demo, prjuid, { movie: 'sample', variables: { title: FAILING_TITLE } });
    expect(reply.status, reply.text).toBe(202);
    const failed = await endedStatus(server, demo, reply.json.statusUrl);
    expect(failed).toMatchObject({ token: reply.json.token, status: 'failed' });
    expect(failed.reason).toMatch(/The title font could not be read \(a stand-in failure\)/);
    expect(failed.url).toBeUndefined();
  });
});

describe('a retry with the same Idempotency-Key', () => {
  it('answers the first answer, same token and status code, and renders once', async () => {
    const before = await renderRecords();
    const body = { movie: 'sample', variables: { title: 'Once' } };
    const headers = { 'idempotency-key': 'order-7f1c' };
    const first = await startRender(server, demo, prjuid, body, headers);
    const again = await startRender(server, demo, prjuid, { variables: { title: 'Once' }, movie: 'sample' }, headers);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await renderRecords()).toBe(before + 1);
    await endedStatus(server, demo, first.json.statusUrl);
    const record = await server.app.db
      .selectFrom('renders')
      .select('id')
      .where('movie_name', '=', 'sample')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const sessions = await server.app.db
      .selectFrom('render_sessions')
      .select('id')
      .where('render_id', '=', record.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('is refused with another body: 422', async () => {
    const headers = { 'idempotency-key': 'order-9a2b' };
    expect((await startRender(server, demo, prjuid, { movie: 'sample' }, headers)).status).toBe(202);
    const reused = await startRender(server, demo, prjuid, { movie: 'sample', variables: { title: 'x' } }, headers);
    expect(reused.status).toBe(422);
    expect(reused.json).toEqual({ Message: 'Idempotency-Key reused with another request' });
  });

  it("is another account's own key", async () => {
    const otherProject = await createProject(server, other, 'Theirs');
    expect((await putMovieJson(server, other, otherProject, 'sample', tinyMovie())).status).toBe(201);
    const headers = { 'idempotency-key': 'same-key-two-accounts' };
    const mine = await startRender(server, demo, prjuid, { movie: 'sample' }, headers);
    const theirs = await startRender(server, other, otherProject, { movie: 'sample' }, headers);
    expect(theirs.status).toBe(202);
    expect(theirs.json.token).not.toBe(mine.json.token);
  });

  it('must be 1 to 200 printable characters', async () => {
    for (const key of ['x'.repeat(201), 'tab\tinside']) {
      const reply = await startRender(server, demo, prjuid, { movie: 'sample' }, { 'idempotency-key': key });
      expect(reply.status).toBe(400);
      expect(reply.json.Message).toBe('Idempotency-Key must be 1 to 200 printable characters (ASCII 32 to 126)');
    }
  });

  it('gives the key back after a refusal, so the fixed request renders', async () => {
    const headers = { 'idempotency-key': 'fix-and-retry' };
    const wrong = await startRender(server, demo, prjuid, { movie: 'sampel' }, headers);
    expect(wrong.status).toBe(404);
    expect((await startRender(server, demo, prjuid, { movie: 'sample' }, headers)).status).toBe(202);
  });
});

describe('with an API key', () => {
  it('renders as the key’s owner, whose retry with a token answers the same render', async () => {
    const key = await apiKeyOf(server, demo);
    const headers = { 'idempotency-key': 'key-then-token' };
    const body = { movie: 'sample', variables: { title: 'Keyed' } };
    const keyed = await withKey(server, key, renders(prjuid), { method: 'POST', body, headers });
    expect(keyed.status, keyed.text).toBe(202);
    const status = await withKey(server, key, new URL(keyed.json.statusUrl).pathname);
    expect(status.status).toBe(200);
    expect(status.json.token).toBe(keyed.json.token);
    const retried = await startRender(server, demo, prjuid, body, headers);
    expect(retried.json).toEqual(keyed.json);
  });

  it('reaches only the projects it names, and a read-only key only follows renders', async () => {
    const otherProject = await createProject(server, demo, 'Elsewhere');
    const scoped = await apiKeyOf(server, demo, { Projects: [otherProject] });
    const outside = await withKey(server, scoped, renders(prjuid), { method: 'POST', body: { movie: 'sample' } });
    expect(outside.status).toBe(404);
    const started = await startRender(server, demo, prjuid, { movie: 'sample' });
    expect((await withKey(server, scoped, new URL(started.json.statusUrl).pathname)).status).toBe(404);

    const reader = await apiKeyOf(server, demo, { Access: 'read' });
    const write = await withKey(server, reader, renders(prjuid), { method: 'POST', body: { movie: 'sample' } });
    expect(write.status).toBe(403);
    expect((await withKey(server, reader, new URL(started.json.statusUrl).pathname)).status).toBe(200);
  });

  it('is refused when it is no key of ours: 401', async () => {
    const reply = await withKey(server, `rfk_${'x'.repeat(40)}`, renders(prjuid), {
      method: 'POST',
      body: { movie: 'sample' },
    });
    expect(reply.status).toBe(401);
  });
});

describe('what is refused', () => {
  it("another user's project, and another user's render: 404", async () => {
    const theirs = await startRender(server, other, prjuid, { movie: 'sample' });
    expect(theirs.status).toBe(404);
    expect(theirs.json.Message).toBe(`Project ${prjuid} not found`);
    const mine = await startRender(server, demo, prjuid, { movie: 'sample' });
    const peek = await server.request(new URL(mine.json.statusUrl).pathname, { token: other });
    expect(peek.status).toBe(404);
  });

  it('an unknown movie: 404 naming it', async () => {
    const reply = await startRender(server, demo, prjuid, { movie: 'nope' });
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ Message: 'Movie nope not found' });
  });

  it('an unknown render token: 404', async () => {
    const reply = await server.request(`${renders(prjuid)}/${'0'.repeat(32)}`, { token: demo });
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ Message: 'Unknown render' });
  });

  it('bad variables: 400 naming what is wrong', async () => {
    const unknown = await startRender(server, demo, prjuid, { movie: 'sample', variables: { titel: 'Hi' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.Message).toBe('The movie sample has no variable "titel" (its variables are title)');
    const notText = await startRender(server, demo, prjuid, { movie: 'sample', variables: { title: { a: 1 } } });
    expect(notText.status).toBe(400);
    expect(notText.json.Message).toBe('The value of title must be text');
    const notObject = await startRender(server, demo, prjuid, { movie: 'sample', variables: 'title=Hi' });
    expect(notObject.status).toBe(400);
  });

  it('an unknown format, and no movie: 400', async () => {
    const format = await startRender(server, demo, prjuid, { movie: 'sample', format: 'mp5' });
    expect(format.status).toBe(400);
    expect(format.json.Message).toMatch(/^Unknown format "mp5": use one of .*\bmp4\b/);
    expect((await startRender(server, demo, prjuid, {})).status).toBe(400);
  });

  it('no sign-in: 401', async () => {
    const reply = await server.request(renders(prjuid), { method: 'POST', body: { movie: 'sample' } });
    expect(reply.status).toBe(401);
  });
});
