import type { Destination } from '@reelforge/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  closedPort,
  failureOf,
  makeWorkDir,
  parseMultipart,
  type RecordedRequest,
  startRecordingServer,
  testDeliver,
} from '../helpers/destination-servers.ts';

const deliver = testDeliver();

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let answer: (request: RecordedRequest) => Answer = () => ({ status: 201 });

beforeAll(async () => {
  [server, work] = await Promise.all([startRecordingServer((request) => answer(request)), makeWorkDir()]);
});
afterEach(() => {
  answer = () => ({ status: 201 });
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const row = { id: '42', name: 'Ada' };
const httpDestination = (params: Record<string, unknown> = {}) =>
  ({ type: 'http', url: `${server.url}/upload?bucket=a`, ...params }) as Destination;

async function input(filename: string) {
  const { path, bytes } = await work.file(filename);
  return { bytes, input: { file: path, filename, contentType: 'video/mp4', format: 'mp4', row } };
}

describe('HTTP destination (node:http)', () => {
  it('POSTs a multipart form: the fields with ${column} values and the file under "file", byte for byte', async () => {
    const { bytes, input: delivered } = await input('ada-42.mp4');
    const result = await deliver(
      httpDestination({ fields: { campaign: 'spring', rowid: '${id}' } }),
      delivered,
      context,
    );

    expect(result.url).toBe(`${server.url}/upload?bucket=a`);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/upload?bucket=a');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(request!);
    expect(form.get('campaign')).toBe('spring');
    expect(form.get('rowid')).toBe('42');
    const file = form.get('file') as File;
    expect(file.name).toBe('ada-42.mp4');
    expect(file.type).toBe('video/mp4');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('puts the file under the chosen field name', async () => {
    const { input: delivered } = await input('field.mp4');
    await deliver(httpDestination({ fileid: 'video' }), delivered, context);
    const form = await parseMultipart(server.requests[0]!);
    expect(form.get('file')).toBeNull();
    expect((form.get('video') as File).name).toBe('field.mp4');
  });

  it('PUTs the raw file with its content type, headers and basic auth', async () => {
    const { bytes, input: delivered } = await input('raw.mp4');
    await deliver(
      httpDestination({
        method: 'put',
        url: `${server.url}/files/raw.mp4`,
        user: 'uploader',
        password: 'pw-1234',
        headers: { 'X-Row': '${id}', 'X-Api-Key': 'k-5678' },
      }),
      delivered,
      context,
    );
    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/files/raw.mp4');
    expect(request?.headers['content-type']).toBe('video/mp4');
    expect(request?.headers['content-length']).toBe(String(bytes.length));
    expect(request?.headers['x-row']).toBe('42');
    expect(request?.headers['x-api-key']).toBe('k-5678');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('uploader:pw-1234').toString('base64')}`);
    expect(request?.body.equals(bytes)).toBe(true);
  });

  it('takes credentials written into the URL as basic auth', async () => {
    const { input: delivered } = await input('urlauth.mp4');
    const result = await deliver(
      httpDestination({ method: 'PUT', url: server.url.replace('http://', 'http://me:secret-9@') + '/u' }),
      delivered,
      context,
    );
    expect(server.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from('me:secret-9').toString('base64')}`);
    expect(result.url).toBe(`${server.url}/u`);
  });

  it("returns the server's Location as the result URL", async () => {
    answer = () => ({ status: 201, headers: { location: '/media/42.mp4' } });
    const { input: delivered } = await input('located.mp4');
    expect((await deliver(httpDestination(), delivered, context)).url).toBe(`${server.url}/media/42.mp4`);
  });

  it('fails with the status after its tries when the server answers 500, without echoing the answer or secrets', async () => {
    // A server that repeats the request's credentials in its error page.
    answer = (request) => ({
      status: 500,
      body: `Internal error for ${request.headers.authorization} with key ${request.headers['x-api-key']}`,
    });
    const { input: delivered } = await input('fails.mp4');
    const destination = httpDestination({
      user: 'uploader',
      password: 'pw-hunter2',
      headers: { 'X-Api-Key': 'key-abcdef' },
    });
    const error = await failureOf(deliver(destination, delivered, context));
    expect(error.message).toBe(
      `HTTP upload to ${server.url}/upload failed: the destination answered 500 (Internal Server Error) (after 3 tries)`,
    );
    expect(error.message).not.toContain('Internal error for');
    expect(server.requests).toHaveLength(3);
    expect(error.message).not.toContain('key-abcdef');
    expect(error.message).not.toContain(Buffer.from('uploader:pw-hunter2').toString('base64'));
  });

  it('fails readably when nothing listens', async () => {
    const { input: delivered } = await input('nobody.mp4');
    const port = await closedPort();
    await expect(
      deliver(httpDestination({ url: `http://127.0.0.1:${port}/in?token=t0ken-secret` }), delivered, context),
    ).rejects.toThrow(`HTTP upload to http://127.0.0.1:${port}/in failed: connection refused (ECONNREFUSED)`);
  });

  it('refuses methods other than POST and PUT, and URLs that are not http', async () => {
    const { input: delivered } = await input('method.mp4');
    await expect(deliver(httpDestination({ method: 'DELETE' }), delivered, context)).rejects.toThrow(
      'HTTP method DELETE is not supported for uploads; use POST or PUT.',
    );
    await expect(deliver(httpDestination({ url: 'ftp://example.com/x' }), delivered, context)).rejects.toThrow(
      /must start with http:\/\/ or https:\/\//,
    );
    await expect(deliver(httpDestination({ url: '' }), delivered, context)).rejects.toThrow(
      'HTTP destination needs a url.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('says when the rendered file is missing', async () => {
    await expect(
      deliver(
        httpDestination(),
        { file: `${work.dir}/never-rendered.mp4`, filename: 'x.mp4', contentType: 'video/mp4', format: 'mp4', row },
        context,
      ),
    ).rejects.toThrow(`HTTP upload to ${server.url}/upload failed: the rendered file is missing (ENOENT)`);
  });
});
