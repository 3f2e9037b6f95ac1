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
 * A fake of the JW Player Management API v2 (the real one cannot be reached from here):
 * POST /v2/sites/{site}/media/ answers a media id and a pre-signed upload link, which takes
 * the file by PUT.
 */
const SITE = 'Abc123Xy';
const SECRET = 'jw-v2-secret-000111';
const uploads = new Map<string, { type: string; bytes: Buffer }>();

function jwplayer(request: RecordedRequest, base: string): Answer {
  if (request.method === 'POST' && request.url === `/v2/sites/${SITE}/media/`) {
    if (request.headers.authorization !== `Bearer ${SECRET}`)
      return { status: 401, body: { errors: [{ code: 'unauthorized', description: 'Invalid credentials' }] } };
    return {
      status: 201,
      body: { id: 'MEDIA01', status: 'created', upload_link: `${base}/s3/upload/MEDIA01?X-Amz-Signature=presigned` },
    };
  }
  if (request.method === 'PUT' && request.url.startsWith('/s3/upload/MEDIA01?')) {
    if (request.headers.authorization)
      return { status: 400, body: 'the link is pre-signed; no Authorization expected' };
    uploads.set('MEDIA01', { type: String(request.headers['content-type']), bytes: request.body });
    return { status: 200 };
  }
  return { status: 404, body: { errors: [{ code: 'not_found', description: 'Not found' }] } };
}

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let deliver: ReturnType<typeof createDeliver>;

beforeAll(async () => {
  [server, work] = await Promise.all([startRecordingServer(jwplayer), makeWorkDir()]);
  deliver = testDeliver({ endpoints: { jwplayer: server.url } });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const destination = (params: Record<string, unknown> = {}) =>
  ({ type: 'jwplayer', api_key: `${SITE}:${SECRET}`, ...params }) as Destination;
async function input(filename: string) {
  const { path, bytes } = await work.file(filename, 8_000);
  return { bytes, input: { file: path, filename, contentType: 'video/mp4', format: 'mp4', row: { name: 'Ada' } } };
}

describe('JW Player destination (fake of the Management API v2)', () => {
  it('creates the media with its metadata, then PUTs the file to the upload link', async () => {
    const { bytes, input: delivered } = await input('ada.mp4');
    const result = await deliver(destination({ title: 'For ${name}', description: 'A clip' }), delivered, context);

    expect(result.url).toBe('https://cdn.jwplayer.com/previews/MEDIA01');
    const [create, put] = server.requests;
    expect(create?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(create!.body.toString())).toEqual({
      upload: { method: 'direct', mime_type: 'video/mp4' },
      metadata: { title: 'For Ada', description: 'A clip' },
    });
    expect(put?.method).toBe('PUT');
    expect(uploads.get('MEDIA01')).toEqual({ type: 'video/mp4', bytes });
  });

  it('titles the media after the file when no title is given', async () => {
    const { input: delivered } = await input('untitled.mp4');
    await deliver(destination(), delivered, context);
    expect(JSON.parse(server.requests[0]!.body.toString()).metadata).toEqual({ title: 'untitled' });
  });

  it('explains the api_key format when it is not site:secret', async () => {
    const { input: delivered } = await input('format.mp4');
    await expect(deliver(destination({ api_key: 'onlyakey' }), delivered, context)).rejects.toThrow(
      /JW Player api_key must be "site_id:api_secret"/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('reports a refused secret in JW Player words, without the secret', async () => {
    const { input: delivered } = await input('denied.mp4');
    const error = await failureOf(deliver(destination({ api_key: `${SITE}:wrong-secret-321` }), delivered, context));
    expect(error.message).toBe(
      'JW Player upload of denied.mp4 failed: the destination answered 401 (Unauthorized): the credentials were not accepted',
    );
    expect(error.message).not.toContain('wrong-secret-321');
  });
});
