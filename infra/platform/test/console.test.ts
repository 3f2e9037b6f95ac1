import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

const INDEX = '<!doctype html><title>Reelforge console</title>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let server: TestServer;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), 'reelforge-console-'));
  await mkdir(path.join(consoleDir, 'static'), { recursive: true });
  await writeFile(path.join(consoleDir, 'index.html'), INDEX);
  await writeFile(path.join(consoleDir, 'static', 'main.0123abcd.js'), 'console.log(1)');
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server.close();
  await rm(consoleDir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('is served at /, revalidated on every load', async () => {
    const reply = await server.request('/', { headers: HTML });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(INDEX);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves its hashed files with long caching', async () => {
    const reply = await server.request('/static/main.0123abcd.js');
    expect(reply.text).toBe('console.log(1)');
    expect(reply.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('answers any page address a browser asks for with index.html (SPA fallback)', async () => {
    for (const page of [
      '/projects',
      '/projects/eu-west-1/abc/videos',
      '/byregion/us-east-1/userfs?path=a/b',
      '/assume?token=x',
    ]) {
      const reply = await server.request(page, { headers: HTML });
      expect(reply.status).toBe(200);
      expect(reply.text).toBe(INDEX);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not answer API paths or missing assets with the page', async () => {
    for (const api of [
      '/r/eu-west-1/api/v1/nothing',
      '/r/mars-1/api/v1/list/project/',
      '/regions/none.json',
      '/remotes/x',
      '/accounts/auth/nothing',
      '/accounts/account/nothing',
    ]) {
      const reply = await server.request(api, { headers: HTML });
      expect(reply.status).toBe(404);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
    const asset = await server.request('/static/missing.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(404);
    expect(asset.json.Message).toEqual(expect.any(String));
  });
});

describe('an unbuilt console', () => {
  it('answers page requests with a 503 that says how to build it', async () => {
    const bare = await startTestServer({ consoleDir: path.join(consoleDir, 'missing') });
    try {
      for (const page of ['/', '/projects']) {
        const reply = await bare.request(page, { headers: HTML });
        expect(reply.status).toBe(503);
        expect(reply.text).toContain('The console is not built yet: run npm start');
      }
      expect((await bare.request('/regions/auth.json')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
