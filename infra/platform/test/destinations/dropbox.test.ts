import type { Destination } from '@reelforge/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { createDeliver } from '../../src/destinations/index.ts';
import {
  type Answer,
  failureOf,
  makeWorkDir,
  type RecordedRequest,
  startRecordingServer,
  testDeliver,
} from '../helpers/destination-servers.ts';

/**
 * A fake of Dropbox's content API (the real one cannot be reached from here): it checks the
 * bearer token, the content type and the Dropbox-API-Arg header of each call, and keeps what
 * a session uploads, the way the documented endpoints behave.
 */
const TOKEN = 'sl.dropbox-token-123456';
const files = new Map<string, Buffer>();
const sessions = new Map<string, Buffer>();

function dropbox(request: RecordedRequest): Answer {
  if (request.headers.authorization !== `Bearer ${TOKEN}`) {
    return {
      status: 401,
      body: { error_summary: 'invalid_access_token/...', error: { '.tag': 'invalid_access_token' } },
    };
  }
  if (request.method !== 'POST' || request.headers['content-type'] !== 'application/octet-stream')
    return { status: 400, body: 'Bad content type' };
  const header = String(request.headers['dropbox-api-arg']);
  if (!/^[\x20-\x7e]*$/.test(header)) return { status: 400, body: 'Dropbox-API-Arg is not header-safe' };
  const arg = JSON.parse(header);
  const store = (path: string, bytes: Buffer) => {
    files.set(path, bytes);
    return { body: { name: path.slice(1), path_display: path, id: `id:${files.size}` } };
  };
  switch (request.url) {
    case '/2/files/upload':
      if (arg.mode !== 'add' || arg.autorename !== true) return { status: 400, body: 'unexpected mode' };
      return store(arg.path, request.body);
    case '/2/files/upload_session/start': {
      const id = `session-${sessions.size + 1}`;
      sessions.set(id, request.body);
      return { body: { session_id: id } };
    }
    case '/2/files/upload_session/append_v2': {
      const sofar = sessions.get(arg.cursor.session_id)!;
      if (arg.cursor.offset !== sofar.length) return { status: 409, body: { error_summary: 'incorrect_offset/..' } };
      sessions.set(arg.cursor.session_id, Buffer.concat([sofar, request.body]));
      return { headers: { 'content-type': 'application/json' }, body: 'null' };
    }
    case '/2/files/upload_session/finish': {
      const sofar = sessions.get(arg.cursor.session_id)!;
      if (arg.cursor.offset !== sofar.length) return { status: 409, body: { error_summary: 'incorrect_offset/..' } };
      return store(arg.commit.path, Buffer.concat([sofar, request.body]));
    }
    default:
      return { status: 404, body: 'Unknown endpoint' };
  }
}

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let deliver: ReturnType<typeof createDeliver>;

beforeAll(async () => {
  [server, work] = await Promise.all([startRecordingServer(dropbox), makeWorkDir()]);
  deliver = testDeliver({ endpoints: { dropboxContent: server.url }, dropboxChunkBytes: 10_000 });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const destination = (params: Record<string, unknown> = {}) =>
  ({ type: 'dropbox', oauth_access_token: TOKEN, ...params }) as Destination;
async function input(filename: string, size: number) {
  const { path, bytes } = await work.file(`f${size}.mp4`, size);
  return { bytes, input: { file: path, filename, contentType: 'video/mp4', format: 'mp4', row: {} } };
}

describe('Dropbox destination (fake of the content API)', () => {
  it('uploads a small file with files/upload and returns its Dropbox path', async () => {
    const { bytes, input: delivered } = await input('Grüße 1.mp4', 4_000);
    const result = await deliver(destination(), delivered, context);
    expect(result.url).toBe('dropbox:/Grüße 1.mp4');
    expect(files.get('/Grüße 1.mp4')?.equals(bytes)).toBe(true);
    expect(server.requests.map((r) => r.url)).toEqual(['/2/files/upload']);
    expect(server.requests[0]?.headers['dropbox-api-arg']).toContain('\\u00fc');
  });

  it('sends a larger file through an upload session in chunks', async () => {
    const { bytes, input: delivered } = await input('long.mp4', 25_000);
    await deliver(destination(), delivered, context);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/2/files/upload_session/start',
      '/2/files/upload_session/append_v2',
      '/2/files/upload_session/finish',
    ]);
    expect(files.get('/long.mp4')?.equals(bytes)).toBe(true);
  });

  it('reports a refused token in Dropbox words, without the token', async () => {
    const { input: delivered } = await input('denied.mp4', 1_000);
    const error = await failureOf(
      deliver(destination({ oauth_access_token: 'sl.expired-token-999' }), delivered, context),
    );
    expect(error.message).toBe(
      'Dropbox upload to /denied.mp4 failed: the destination answered 401 (Unauthorized): the credentials were not accepted',
    );
    expect(error.message).not.toContain('sl.expired-token-999');
  });

  it('needs a token', async () => {
    const { input: delivered } = await input('notoken.mp4', 1_000);
    await expect(deliver(destination({ oauth_access_token: '' }), delivered, context)).rejects.toThrow(
      'Dropbox destination needs an oauth_access_token.',
    );
  });
});
