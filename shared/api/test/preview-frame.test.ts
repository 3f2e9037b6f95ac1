// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionConfig } from '@reelforge/model';
import { createHttp, moviesClient } from '../src/index.js';

// A preview host that holds every frame of the project "held" unanswered; others answer a JPG at once.
let server: Server;
let origin: string;
let heldArrived: () => void = () => {};
let heldClosed: () => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (!req.url?.endsWith('/held')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return void res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      }
      res.once('close', () => heldClosed());
      heldArrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () =>
  moviesClient(createHttp({ origin, domainSuffix: '', getToken: () => null }), {
    api: `${origin}/api`,
    iv: `${origin}/iv`,
    preview: `${origin}/preview`,
    render: `${origin}/render`,
    awsregion: 'eu-west-1',
    bucket_prefix: '',
    enabled: true,
    create: true,
  } satisfies RegionConfig);

describe('a preview frame', () => {
  it('is the JPG the preview host answers', async () => {
    const blob = await client().previewFrame('p1', { movie: {}, username: 'demo', frame: 2 });
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(4);
  });

  it('aborted by its signal, rejects and closes its connection before the answer', async () => {
    const arrived = new Promise<void>((resolve) => (heldArrived = resolve));
    const closed = new Promise<void>((resolve) => (heldClosed = resolve));
    const controller = new AbortController();
    const asked = client().previewFrame('held', { movie: {}, username: 'demo', frame: 1, signal: controller.signal });
    await arrived;
    controller.abort();
    await expect(asked).rejects.toThrow();
    // The preview host sees the connection close unanswered: the platform stops the render then.
    await closed;
  });

  it('aborted before it is sent, is never sent', async () => {
    const controller = new AbortController();
    controller.abort();
    let sent = false;
    heldArrived = () => (sent = true);
    await expect(
      client().previewFrame('held', { movie: {}, username: 'demo', frame: 1, signal: controller.signal }),
    ).rejects.toThrow();
    expect(await client().previewFrame('p1', { movie: {}, username: 'demo', frame: 3 })).toBeInstanceOf(Blob);
    expect(sent).toBe(false);
  });
});
