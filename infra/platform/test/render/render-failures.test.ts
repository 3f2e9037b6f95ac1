import { writeFile } from 'node:fs/promises';
import { RenderError, type MovieStructure, type RenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// A stand-in renderer: what a render does is chosen by its `mode` param, so the
// platform's side of failures, timeouts, progress and queueing can be driven exactly.
let release: (() => void) | undefined;
/** Why each hanging render was stopped, in order. */
const stopped: unknown[] = [];

async function fakeRender(request: RenderRequest) {
  const mode = request.params?.mode;
  if (mode === 'ffmpeg')
    throw new RenderError(`ffmpeg could not write ${request.output}: No space left on device`, 'ffmpeg', 0, 7);
  if (mode === 'crash') throw new Error('something unexpected');
  if (mode === 'hang') {
    await new Promise((_resolve, reject) => {
      const stop = () => {
        stopped.push(request.signal?.reason);
        reject(new RenderError('Render aborted', 'aborted'));
      };
      // Stopped between the slot and this call (a shutdown may come at any moment): at once.
      if (request.signal?.aborted) stop();
      else request.signal?.addEventListener('abort', stop);
    });
  }
  if (mode === 'held') {
    request.onProgress?.(0.5);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  }
  await writeFile(request.output, 'rendered');
  return { format: request.format, width: 160, height: 90, frames: 25, duration: 1 };
}

const structure: MovieStructure = {
  width: 160,
  height: 90,
  framerate: { num: 25, den: 1 },
  frames: 25,
  duration: 1,
  scenes: [],
  audio: [],
  variables: [],
};

let server: TestServer;
let demo: string;
let demoId: number;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer({
    renderEngine: { renderMovie: fakeRender, movieStructure: () => structure },
    renderTimeoutMs: 400,
    renderConcurrency: 1,
  });
  demo = await server.login('demo');
  demoId = (await server.app.users.findByUsername('demo'))!.id;
  prjuid = await createProject(server, demo, 'Failures');
});
afterAll(() => server.close());

const token = (mode: string) => renderToken(server, demo, prjuid, { movie: tinyMovie(), params: { mode } });
const status = async (t: string) => (await server.request(`${render()}/v2/render/${t}/status`)).json;

describe('a render that fails while rendering', () => {
  it('answers 500 naming only the session; the details go to its error log', async () => {
    const t = await token('ffmpeg');
    const reply = await server.request(`${render()}/v2/render/${t}.mp4`);
    expect(reply.status).toBe(500);
    const match = /^Render failed \(session ([0-9a-f]{32})\)$/.exec(reply.json.Message);
    expect(match, reply.json.Message).not.toBeNull();
    const sessionId = match![1]!;
    expect(await status(t)).toEqual({ state: 'failed', progress: 0, session: sessionId, error: reply.json.Message });

    const [entry] = await server.app.renderSessions.errors(demoId, sessionId);
    expect(entry).toMatchObject({ sessionid: sessionId, frame: 7, scenes: ['Only'] });
    expect(entry!.message).toMatch(/No space left on device/);
    // Server paths are not part of what the user reads.
    expect(entry!.message).not.toContain(server.dataDir);
    expect(entry!.context).toMatch(/^ffmpeg error rendering mp4/);
    const session = await server.app.renderSessions.get(demoId, sessionId);
    expect(session).toMatchObject({ success: false, width: 160, height: 90, frames: 25 });
  });

  it('answers the same for an unexpected error', async () => {
    const reply = await server.request(`${render()}/v2/render/${await token('crash')}.png`);
    expect(reply.status).toBe(500);
    expect(reply.json.Message).toMatch(/^Render failed \(session [0-9a-f]{32}\)$/);
  });

  it('stops a render at its timeout and says so', async () => {
    const started = Date.now();
    const reply = await server.request(`${render()}/v2/render/${await token('hang')}.mp4`);
    expect(reply.status).toBe(504);
    expect(reply.json.Message).toMatch(/^Render timed out after 0 s \(session [0-9a-f]{32}\)$/);
    expect(Date.now() - started).toBeLessThan(5000);
    const [session] = await server.app.renderSessions.list({ ownerId: demoId, errorsOnly: true, limit: 1 });
    const [entry] = await server.app.renderSessions.errors(demoId, session!.sessionid);
    expect(entry!.context).toMatch(/^timeout error/);
  });
});

describe('progress and queueing', () => {
  it('reports queued while waiting for a slot and rendering with progress while it runs', async () => {
    const first = await token('held');
    const second = await token('quick');
    const firstReply = server.request(`${render()}/v2/render/${first}.mp4`);
    await expect.poll(() => status(first)).toMatchObject({ state: 'rendering', progress: 0.5 });
    const secondReply = server.request(`${render()}/v2/render/${second}.mp4`);
    // Asked for (it has a session) but waiting for the one slot.
    await expect.poll(async () => (await status(second)).session).toMatch(/^[0-9a-f]{32}$/);
    expect(await status(second)).toMatchObject({ state: 'queued', progress: 0 });
    release!();
    expect((await firstReply).status).toBe(200);
    expect((await secondReply).status).toBe(200);
    expect(await status(first)).toMatchObject({ state: 'done', progress: 1 });
    expect(await status(second)).toMatchObject({ state: 'done', progress: 1 });
  });
});

describe('shutting down', () => {
  it('stops running renders instead of waiting for them', async () => {
    const patient = await startTestServer({
      renderEngine: { renderMovie: fakeRender, movieStructure: () => structure },
      renderTimeoutMs: 60_000,
    });
    const login = await patient.login('demo');
    const id = await createProject(patient, login, 'Shutdown');
    const t = await renderToken(patient, login, id, { movie: tinyMovie(), params: { mode: 'hang' } });
    const pending = patient.request(`${render()}/v2/render/${t}.mp4`);
    await expect
      .poll(async () => (await patient.request(`${render()}/v2/render/${t}/status`)).json.state)
      .toBe('rendering');
    const before = stopped.length;
    // The render would hang until its 60 s timeout: closing stops it rather than waiting.
    await patient.close();
    expect(stopped.length).toBe(before + 1);
    expect(String(stopped.at(-1))).not.toMatch(/timed out/);
    expect((await pending).status).toBe(500);
    // Its own server starts inside the test: on PostgreSQL that makes a database too.
  }, 30_000);
});
