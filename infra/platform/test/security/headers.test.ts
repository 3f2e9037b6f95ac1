import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, putData } from '../helpers/assets.ts';
import { makeMedia } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The build's own step, so the files served here are made exactly as in a real build.
const { precompressDir } = createRequire(import.meta.url)('../../../../shared/build/precompress.cjs') as {
  precompressDir(dir: string): Promise<unknown>;
};

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over real HTTP, the body exactly as sent (fetch would decompress it). */
function raw(
  server: TestServer,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.url + pathname, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const csp = (reply: RawReply) => String(reply.headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

const SCRIPT = `${'/* the console */\n'}${Array.from({ length: 800 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n')}\n`;
const SCRIPT_FILE = 'main.0123abcd.js';

let root: string;
let server: TestServer;
let demo: string;
let prjuid: string;
let video: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-headers-'));
  const consoleDir = path.join(root, 'console');
  const remoteDist = path.join(root, 'remotes', 'movies', 'dist');
  await mkdir(consoleDir, { recursive: true });
  await mkdir(remoteDist, { recursive: true });
  await writeFile(
    path.join(consoleDir, 'index.html'),
    `<!doctype html><title>R</title><script defer src="/${SCRIPT_FILE}"></script>`,
  );
  await writeFile(path.join(consoleDir, SCRIPT_FILE), SCRIPT);
  await writeFile(path.join(consoleDir, 'tiny.0123abcd.js'), 'export const tiny = 1;\n');
  await writeFile(
    path.join(remoteDist, 'mf-manifest.json'),
    JSON.stringify({ id: 'movies', padding: 'x'.repeat(2000) }),
  );
  await writeFile(path.join(remoteDist, 'remoteEntry.js'), SCRIPT);
  await precompressDir(consoleDir);
  await precompressDir(remoteDist);

  server = await startTestServer({ consoleDir, remotesDir: path.join(root, 'remotes') });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Headers');
  video = (await makeMedia(root)).video;
  expect((await putData(server, demo, prjuid, 'clip.mp4', video, { contentType: 'video/mp4' })).status).toBe(201);
  expect(
    (await putData(server, demo, prjuid, 'notes.csv', 'a,b\n'.repeat(2000), { contentType: 'text/csv' })).status,
  ).toBe(201);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('security headers', () => {
  const pages = () =>
    [
      ['the console page', '/', { accept: 'text/html' }],
      ['a console address', `/projects/eu-west-1/${prjuid}/movies`, { accept: 'text/html' }],
      ['a console script', `/${SCRIPT_FILE}`, {}],
      ['a remote file', '/remotes/movies/remoteEntry.js', {}],
      ['public JSON', '/regions/regions.json', {}],
      ['signed-in JSON', `${api()}/list/project/`, { authorization: `istoken ${demo}` }],
      ['a refusal', `${api()}/list/project/`, {}],
      ['an unknown API path', '/r/eu-west-1/api/v1/nothing', {}],
    ] as const;

  it('give the console a policy that runs scripts from this origin only', async () => {
    for (const [name, pathname, headers] of pages()) {
      const reply = await raw(server, pathname, headers);
      const policy = csp(reply);
      // Files of this origin only: no inline script, no other host, no eval().
      expect(directive(policy, 'script-src'), name).toBe("script-src 'self'");
      expect(policy, name).not.toMatch(/unsafe-eval|wasm-unsafe-eval|strict-dynamic/);
      expect(directive(policy, 'worker-src'), name).toBe("worker-src 'self' blob:");
      expect(directive(policy, 'media-src'), name).toBe("media-src 'self' blob:");
      expect(directive(policy, 'connect-src'), name).toBe("connect-src 'self'");
      expect(directive(policy, 'object-src'), name).toBe("object-src 'none'");
      expect(directive(policy, 'frame-ancestors'), name).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'base-uri'), name).toBe("base-uri 'self'");
      expect(policy, name).not.toMatch(/upgrade-insecure-requests|\*|http:|https:/);
      expect(reply.headers['x-content-type-options'], name).toBe('nosniff');
      expect(reply.headers['referrer-policy'], name).toBe('no-referrer');
      expect(reply.headers['x-frame-options'], name).toBe('DENY');
      expect(reply.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      // Plain http: no HSTS, or a console reached by address would be pinned to https.
      expect(reply.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('keep the sign-in page on its own stricter policy, unframeable', async () => {
    const reply = await raw(server, '/accounts/login?return=%2Fprojects');
    expect(reply.status).toBe(200);
    expect(directive(csp(reply), 'default-src')).toBe("default-src 'none'");
    expect(directive(csp(reply), 'script-src')).toMatch(/^script-src 'sha256-[^']+'$/);
    expect(directive(csp(reply), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let the public player page be embedded, with no script at all', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'not-a-share', '']) {
      const reply = await raw(server, `/share/player.html?id=${id}`);
      expect(reply.status).toBe(404);
      expect(directive(csp(reply), 'frame-ancestors')).toBe('frame-ancestors *');
      expect(directive(csp(reply), 'script-src')).toBeUndefined();
      expect(directive(csp(reply), 'default-src')).toBe("default-src 'none'");
      expect(reply.headers['x-frame-options']).toBeUndefined();
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keep user files sandboxed, and let share and render media be used from other sites', async () => {
    const file = await raw(server, `/r/eu-west-1/iv/apps/api/v1/data/${prjuid}/notes.csv`, {
      authorization: `istoken ${demo}`,
    });
    expect(file.status).toBe(200);
    expect(csp(file)).toContain('sandbox');
    for (const pathname of [
      '/share-api/video/0123456789abcdef0123456789abcdef.mp4',
      '/r/eu-west-1/render/v2/render/0123456789abcdef0123456789abcdef.mp4',
    ]) {
      expect((await raw(server, pathname)).headers['cross-origin-resource-policy'], pathname).toBe('cross-origin');
    }
  });

  it('send HSTS only when a trusted proxy says the request came over https', async () => {
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      expect(
        (await raw(behindProxy, '/regions/regions.json', { 'x-forwarded-proto': 'https' })).headers[
          'strict-transport-security'
        ],
      ).toBe('max-age=31536000');
      expect(
        (await raw(behindProxy, '/regions/regions.json', { 'x-forwarded-proto': 'http' })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    // Without trusted proxies a client cannot claim https for itself.
    for (const claim of ['https', 'https, http', 'HTTPS']) {
      expect(
        (await raw(server, '/regions/regions.json', { 'x-forwarded-proto': claim })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
    }
  });
});

describe('precompressed console files', () => {
  const original = () => readFile(path.join(root, 'console', SCRIPT_FILE));

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip;q=1, br;q=0.5', 'gzip', '.gz'],
    ['*', 'gzip', '.gz'],
  ])('answer Accept-Encoding %s with the %s copy', async (accept, encoding, extension) => {
    for (const [pathname, file] of [
      [`/${SCRIPT_FILE}`, path.join(root, 'console', SCRIPT_FILE)],
      ['/remotes/movies/remoteEntry.js', path.join(root, 'remotes', 'movies', 'dist', 'remoteEntry.js')],
    ] as const) {
      const reply = await raw(server, pathname, { 'accept-encoding': accept });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body.equals(await readFile(file + extension))).toBe(true);
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      // Compressed once: one decoding gives the file back.
      const decoded = encoding === 'br' ? brotliDecompressSync(reply.body) : gunzipSync(reply.body);
      expect(decoded.toString()).toBe(SCRIPT);
    }
  });

  it.each([
    ['none', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['deflate only', { 'accept-encoding': 'deflate' }],
    ['br refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('send the file itself to a client that accepts %s', async (_case, headers) => {
    const reply = await raw(server, `/${SCRIPT_FILE}`, headers);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.body.equals(await original())).toBe(true);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
  });

  it('send small files and the console page as they are, uncompressed on the fly', async () => {
    const tiny = await raw(server, '/tiny.0123abcd.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export const tiny = 1;\n');
    const page = await raw(server, '/projects', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain(SCRIPT_FILE);
  });

  it('answer HEAD with the size of the copy a GET would send', async () => {
    const head = await raw(server, `/${SCRIPT_FILE}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(
      (await readFile(path.join(root, 'console', `${SCRIPT_FILE}.br`))).length,
    );
  });
});

describe('compressed API answers', () => {
  it('compress large JSON for a client that asks, and only then', async () => {
    for (let i = 0; i < 20; i += 1) await createProject(server, demo, `A project with a rather long name number ${i}`);
    const auth = { authorization: `istoken ${demo}` };
    const plain = await raw(server, `${api()}/list/project/`, auth);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const reply = await raw(server, `${api()}/list/project/`, { ...auth, 'accept-encoding': accept });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(reply.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('leave small answers alone', async () => {
    const reply = await raw(server, `${api()}/project/${prjuid}`, {
      authorization: `istoken ${demo}`,
      'accept-encoding': 'br, gzip',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeLessThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('leave videos and other files byte for byte, with ranges', async () => {
    const auth = { authorization: `istoken ${demo}`, 'accept-encoding': 'br, gzip, deflate' };
    const videoUrl = `/r/eu-west-1/iv/apps/api/v1/data/${prjuid}/clip.mp4`;
    const whole = await raw(server, videoUrl, auth);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.equals(video)).toBe(true);
    expect(Number(whole.headers['content-length'])).toBe(video.length);

    for (const [range, start, end] of [
      ['bytes=1000-', 1000, video.length - 1],
      ['bytes=0-99', 0, 99],
      ['bytes=-500', video.length - 500, video.length - 1],
    ] as const) {
      const part = await raw(server, videoUrl, { ...auth, range });
      expect(part.status, range).toBe(206);
      expect(part.headers['content-encoding'], range).toBeUndefined();
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(Number(part.headers['content-length']), range).toBe(end - start + 1);
      expect(part.body.equals(video.subarray(start, end + 1)), range).toBe(true);
    }

    // Text files too: a download keeps its exact length and validators.
    const csv = await raw(server, `/r/eu-west-1/iv/apps/api/v1/data/${prjuid}/notes.csv`, auth);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.body.toString()).toBe('a,b\n'.repeat(2000));
    expect(Number(csv.headers['content-length'])).toBe(csv.body.length);
  });
});
