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
 * A fake of the YouTube Data API v3 upload endpoints (the real service cannot be reached from
 * here): resumable videos.insert with its session URL, 308 status answers, playlistItems.insert.
 */
const TOKEN = 'ya29.youtube-token-abcdef';
let received: Buffer = Buffer.alloc(0);
let expectedSize = 0;
let interruptOnce = false;
let metadata: Record<string, any> = {};

function youtube(request: RecordedRequest, base: string): Answer {
  if (request.headers.authorization !== `Bearer ${TOKEN}`) {
    return {
      status: 401,
      body: { error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] } },
    };
  }
  const url = new URL(request.url, base);
  if (request.method === 'POST' && url.pathname === '/upload/youtube/v3/videos') {
    metadata = {
      query: Object.fromEntries(url.searchParams),
      body: JSON.parse(request.body.toString()),
      headers: request.headers,
    };
    expectedSize = Number(request.headers['x-upload-content-length']);
    received = Buffer.alloc(0);
    return {
      status: 200,
      headers: { location: `${base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=xyz` },
    };
  }
  if (request.method === 'PUT' && url.searchParams.get('upload_id') === 'xyz') {
    const range = String(request.headers['content-range'] ?? '');
    if (range.startsWith('bytes */')) {
      return received.length ? { status: 308, headers: { range: `bytes=0-${received.length - 1}` } } : { status: 308 };
    }
    const start = range ? Number(/bytes (\d+)-/.exec(range)?.[1]) : 0;
    if (start !== received.length) return { status: 400, body: { error: { message: `wrong offset ${start}` } } };
    if (interruptOnce) {
      // Keep half of what came, as a dropped connection would, and fail.
      interruptOnce = false;
      received = request.body.subarray(0, Math.floor(request.body.length / 2));
      return { status: 503, body: { error: { code: 503, message: 'Backend Error' } } };
    }
    received = Buffer.concat([received, request.body]);
    return received.length === expectedSize
      ? { status: 201, body: { kind: 'youtube#video', id: 'vid123' } }
      : { status: 308 };
  }
  if (request.method === 'POST' && url.pathname === '/youtube/v3/playlistItems') {
    const body = JSON.parse(request.body.toString());
    if (body.snippet.playlistId === 'PLmissing')
      return { status: 404, body: { error: { code: 404, message: 'Playlist not found.' } } };
    return { status: 200, body: { kind: 'youtube#playlistItem', id: 'item1' } };
  }
  return { status: 404, body: { error: { message: 'Not Found' } } };
}

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let deliver: ReturnType<typeof createDeliver>;

beforeAll(async () => {
  [server, work] = await Promise.all([startRecordingServer(youtube), makeWorkDir()]);
  deliver = testDeliver({ endpoints: { youtube: server.url }, retryDelayMs: 1 });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const destination = (params: Record<string, unknown> = {}) =>
  ({ type: 'youtube', oauth_access_token: TOKEN, ...params }) as Destination;
async function input(filename: string) {
  const { path, bytes } = await work.file(filename, 20_000);
  return { bytes, input: { file: path, filename, contentType: 'video/mp4', format: 'mp4', row: { name: 'Ada' } } };
}

describe('YouTube destination (fake of the Data API v3)', () => {
  it('inserts the video with snippet and status, uploads it resumably and adds it to the playlist', async () => {
    const { bytes, input: delivered } = await input('ada.mp4');
    const result = await deliver(
      destination({
        title: 'Hello ${name}',
        description: 'For ${name}',
        category: '22',
        status: 'unlisted',
        notifySubscribers: false,
        playlistid: 'PL1',
      }),
      delivered,
      context,
    );

    expect(result.url).toBe('https://www.youtube.com/watch?v=vid123');
    expect(metadata.query).toEqual({ uploadType: 'resumable', part: 'snippet,status', notifySubscribers: 'false' });
    expect(metadata.body).toEqual({
      snippet: { title: 'Hello Ada', description: 'For Ada', categoryId: '22' },
      status: { privacyStatus: 'unlisted' },
    });
    expect(metadata.headers['x-upload-content-type']).toBe('video/mp4');
    expect(received.equals(bytes)).toBe(true);
    const playlist = server.requests.find((r) => r.url.startsWith('/youtube/v3/playlistItems'));
    expect(playlist?.url).toBe('/youtube/v3/playlistItems?part=snippet');
    expect(JSON.parse(playlist!.body.toString())).toEqual({
      snippet: { playlistId: 'PL1', resourceId: { kind: 'youtube#video', videoId: 'vid123' } },
    });
  });

  it('defaults the title to the file name, the status to private and notifies subscribers', async () => {
    const { input: delivered } = await input('plain-title.mp4');
    await deliver(destination(), delivered, context);
    expect(metadata.body).toEqual({
      snippet: { title: 'plain-title', description: '' },
      status: { privacyStatus: 'private' },
    });
    expect(metadata.query.notifySubscribers).toBe('true');
    expect(server.requests.some((r) => r.url.includes('playlistItems'))).toBe(false);
  });

  it('resumes from where the service says it stopped after a 503', async () => {
    interruptOnce = true;
    const { bytes, input: delivered } = await input('resumed.mp4');
    await deliver(destination(), delivered, context);
    const puts = server.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers['content-range'] ?? 'whole')).toEqual([
      'whole',
      'bytes */20000',
      'bytes 10000-19999/20000',
    ]);
    expect(received.equals(bytes)).toBe(true);
  });

  it('refuses a status outside the options of docs/reference.md §9', async () => {
    const { input: delivered } = await input('status.mp4');
    await expect(deliver(destination({ status: 'hidden' }), delivered, context)).rejects.toThrow(
      'YouTube status "hidden" is not one of private, public, unlisted.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('reports a refused token in our words, without the token', async () => {
    const { input: delivered } = await input('denied.mp4');
    const error = await failureOf(deliver(destination({ oauth_access_token: 'ya29.expired-777' }), delivered, context));
    expect(error.message).toBe(
      'YouTube upload of denied.mp4 failed: the destination answered 401 (Unauthorized): the credentials were not accepted',
    );
    expect(error.message).not.toContain('ya29.expired-777');
  });

  it('says the video was uploaded when only the playlist step fails', async () => {
    const { input: delivered } = await input('noplaylist.mp4');
    await expect(deliver(destination({ playlistid: 'PLmissing' }), delivered, context)).rejects.toThrow(
      'YouTube video https://www.youtube.com/watch?v=vid123 was uploaded, but adding it to playlist PLmissing failed: the destination answered 404 (Not Found)',
    );
  });
});
