import type { Destination } from '@reelforge/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { createDeliver } from '../../src/destinations/index.ts';
import {
  type Answer,
  failureOf,
  makeWorkDir,
  parseMultipart,
  type RecordedRequest,
  startRecordingServer,
  testDeliver,
} from '../helpers/destination-servers.ts';

/**
 * A fake of Wistia's Upload API (the real one cannot be reached from here): one multipart
 * POST to / with the file and the media fields, authorized by a bearer token or by the
 * legacy api_password field.
 */
const TOKEN = 'wistia-token-aaaa1111';
const LEGACY_PASSWORD = 'wistia-legacy-bbbb2222';

async function wistia(request: RecordedRequest): Promise<Answer> {
  if (request.method !== 'POST' || request.url !== '/') return { status: 404, body: { error: 'Not found' } };
  const form = await parseMultipart(request);
  const authorized =
    request.headers.authorization === `Bearer ${TOKEN}` || form.get('api_password') === LEGACY_PASSWORD;
  if (!authorized) return { status: 401, body: { error: 'Invalid credentials' } };
  if (!(form.get('file') instanceof File)) return { status: 400, body: { error: 'No file' } };
  return { status: 200, body: { id: 1, hashed_id: 'abc123def', name: form.get('name') ?? 'file' } };
}

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let deliver: ReturnType<typeof createDeliver>;

beforeAll(async () => {
  [server, work] = await Promise.all([startRecordingServer(wistia), makeWorkDir()]);
  deliver = testDeliver({ endpoints: { wistia: server.url } });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const destination = (params: Record<string, unknown> = {}) =>
  ({ type: 'wistia', access_token: TOKEN, ...params }) as Destination;
async function input(filename: string) {
  const { path, bytes } = await work.file(filename, 8_000);
  return { bytes, input: { file: path, filename, contentType: 'video/mp4', format: 'mp4', row: { name: 'Ada' } } };
}

describe('Wistia destination (fake of the Upload API)', () => {
  it('posts the file with project, name and description, authorized by the bearer token', async () => {
    const { bytes, input: delivered } = await input('ada.mp4');
    const result = await deliver(
      destination({ project_id: 'proj9', name: 'Clip for ${name}', description: 'Spring' }),
      delivered,
      context,
    );

    expect(result.url).toBe('https://home.wistia.com/medias/abc123def');
    const [request] = server.requests;
    const form = await parseMultipart(request!);
    expect(form.get('project_id')).toBe('proj9');
    expect(form.get('name')).toBe('Clip for Ada');
    expect(form.get('description')).toBe('Spring');
    expect(form.get('api_password')).toBeNull();
    const file = form.get('file') as File;
    expect(file.name).toBe('ada.mp4');
    expect(file.type).toBe('video/mp4');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('sends the legacy API password as its form field when there is no access token', async () => {
    const { input: delivered } = await input('legacy.mp4');
    await deliver(destination({ access_token: '', api_password: LEGACY_PASSWORD }), delivered, context);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect((await parseMultipart(server.requests[0]!)).get('api_password')).toBe(LEGACY_PASSWORD);
  });

  it('reports refused credentials without them', async () => {
    const { input: delivered } = await input('denied.mp4');
    const error = await failureOf(deliver(destination({ access_token: 'wistia-wrong-cccc' }), delivered, context));
    expect(error.message).toBe(
      'Wistia upload of denied.mp4 failed: the destination answered 401 (Unauthorized): the credentials were not accepted',
    );
    expect(error.message).not.toContain('wistia-wrong-cccc');
  });

  it('needs a token or a password', async () => {
    const { input: delivered } = await input('none.mp4');
    await expect(deliver(destination({ access_token: '' }), delivered, context)).rejects.toThrow(
      /needs an access_token/,
    );
  });
});
