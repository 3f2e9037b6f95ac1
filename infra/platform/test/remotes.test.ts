import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let remotesDir: string;

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A raw request, so `..` reaches the server as typed (fetch would normalise it away). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  remotesDir = await mkdtemp(path.join(tmpdir(), 'reelforge-remotes-'));
  await put(path.join(remotesDir, 'projects/dist/mf-manifest.json'), '{"name":"projects"}');
  await put(path.join(remotesDir, 'projects/dist/remoteEntry.js'), 'var projects;');
  await put(path.join(remotesDir, 'projects/dist/static/js/123.3f2a9c1b7d.js'), 'chunk();');
  await put(path.join(remotesDir, 'projects/package.json'), '{"secret": "outside dist"}');
  await put(path.join(remotesDir, 'assets/src/index.ts'), 'not built');
  await put(path.join(remotesDir, 'movies/dist/other.js'), 'no manifest yet');
  await put(path.join(remotesDir, 'top-secret.txt'), 'TOP SECRET');
  server = await startTestServer({ remotesDir });
});
afterAll(async () => {
  await server.close();
  await rm(remotesDir, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('lists only remotes with a built manifest', async () => {
    const reply = await server.request('/remotes.json');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ projects: '/remotes/projects/mf-manifest.json' });
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('picks up a remote built after the server started', async () => {
    await put(path.join(remotesDir, 'movies/dist/mf-manifest.json'), '{"name":"movies"}');
    const reply = await server.request('/remotes.json');
    expect(reply.json).toEqual({
      movies: '/remotes/movies/mf-manifest.json',
      projects: '/remotes/projects/mf-manifest.json',
    });
  });

  it('is an empty object when there is no remotes folder', async () => {
    const bare = await startTestServer({ remotesDir: path.join(remotesDir, 'missing') });
    try {
      expect((await bare.request('/remotes.json')).json).toEqual({});
    } finally {
      await bare.close();
    }
  });
});

describe('GET /remotes/<name>/*', () => {
  it('serves the manifest and entry uncached, hashed chunks cached for long', async () => {
    const manifest = await server.request('/remotes/projects/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.json).toEqual({ name: 'projects' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const entry = await server.request('/remotes/projects/remoteEntry.js');
    expect(entry.text).toBe('var projects;');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const chunk = await server.request('/remotes/projects/static/js/123.3f2a9c1b7d.js');
    expect(chunk.text).toBe('chunk();');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file or an unknown remote', async () => {
    expect((await server.request('/remotes/projects/nope.js')).status).toBe(404);
    expect((await server.request('/remotes/ghost/mf-manifest.json')).status).toBe(404);
  });

  it.each([
    '/remotes/projects/../package.json',
    '/remotes/projects/../../top-secret.txt',
    '/remotes/projects/%2e%2e/package.json',
    '/remotes/projects/..%2f..%2ftop-secret.txt',
    '/remotes/projects/%2e%2e%2f%2e%2e%2ftop-secret.txt',
    '/remotes/projects/static/../../../top-secret.txt',
    '/remotes/../top-secret.txt',
    '/remotes/..%2ftop-secret.txt/x',
    '/remotes/projects/%00mf-manifest.json',
  ])('never serves a file outside the remote dist: %s', async (pathname) => {
    const reply = await rawGet(pathname);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).not.toContain('TOP SECRET');
    expect(reply.body).not.toContain('outside dist');
  });
});
