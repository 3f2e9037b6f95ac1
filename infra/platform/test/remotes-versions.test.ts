import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

// REMOTES_MANIFEST: the environment names each remote's version and where its build is.
let server: TestServer;
let dir: string;
let manifest: string;
const logged: string[] = [];

async function put(relative: string, content: string) {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), content);
}
const build = (version: string) =>
  JSON.stringify({ name: 'analytics', metaData: { buildInfo: { buildVersion: version } } });
const live = (remotes: object) => writeFile(manifest, JSON.stringify({ remotes }));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelforge-remote-versions-'));
  manifest = path.join(dir, 'env', 'remotes.json');
  await put('env/analytics/1.0.0/mf-manifest.json', build('1.0.0'));
  await put('env/analytics/1.0.0/main.0123abcd.js', 'v1();');
  await put('env/analytics/2.0.0/mf-manifest.json', build('2.0.0'));
  await put('env/analytics/2.0.0/main.4567cdef.js', 'v2();');
  await put('env/secret.txt', 'not a remote file');
  await live({
    analytics: { version: '1.0.0', folder: 'analytics/1.0.0' },
    projects: { version: '4.2.0', url: '/remotes/projects/4.2.0/mf-manifest.json' },
  });
  // The repository's own builds are not what this environment serves.
  await put('repo/assets/dist/mf-manifest.json', build('0.1.0'));
  server = await startTestServer({
    remotesDir: path.join(dir, 'repo'),
    remotesManifest: manifest,
    logLevel: 'error',
    logStream: { write: (line: string) => logged.push(line) },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('remotes named by the environment manifest', () => {
  it('are listed with their versions in their URLs; the repository scan is not used', async () => {
    const reply = await server.request('/remotes.json');
    expect(reply.json).toEqual({
      analytics: '/remotes/analytics/1.0.0/mf-manifest.json',
      projects: '/remotes/projects/4.2.0/mf-manifest.json',
    });
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('are served from their folders under their versions', async () => {
    const entry = await server.request('/remotes/analytics/1.0.0/mf-manifest.json');
    expect(entry.json.metaData.buildInfo.buildVersion).toBe('1.0.0');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await server.request('/remotes/analytics/1.0.0/main.0123abcd.js');
    expect(chunk.text).toBe('v1();');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answer 404 for another version, a file outside the folder, or a remote not listed', async () => {
    expect((await server.request('/remotes/analytics/2.0.0/main.4567cdef.js')).status).toBe(404);
    expect((await server.request('/remotes/analytics/1.0.0/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect((await server.request('/remotes/assets/0.1.0/mf-manifest.json')).status).toBe(404);
    expect((await server.request('/remotes/assets/mf-manifest.json')).status).toBe(404);
    expect((await server.request('/remotes/projects/4.2.0/mf-manifest.json')).status).toBe(404);
  });

  it('switch to a new version of one remote when the manifest changes, without a restart', async () => {
    await live({
      analytics: { version: '2.0.0', folder: 'analytics/2.0.0' },
      projects: { version: '4.2.0', url: '/remotes/projects/4.2.0/mf-manifest.json' },
    });
    expect((await server.request('/remotes.json')).json.analytics).toBe('/remotes/analytics/2.0.0/mf-manifest.json');
    expect((await server.request('/remotes/analytics/2.0.0/main.4567cdef.js')).text).toBe('v2();');
    expect((await server.request('/remotes/analytics/1.0.0/main.0123abcd.js')).status).toBe(404);
  });

  it('stay as they were when the manifest is changed to something invalid, and the problem is logged', async () => {
    await live({ analytics: { version: '3.0.0', folder: 'analytics/2.0.0' } });
    const reply = await server.request('/remotes.json');
    expect(reply.json.analytics).toBe('/remotes/analytics/2.0.0/mf-manifest.json');
    const messages = logged.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain(
      `REMOTES_MANIFEST ${manifest}: "analytics" is listed as version 3.0.0 but its folder holds a build of 2.0.0`,
    );
  });

  it('stop the start when the manifest is invalid', async () => {
    await put('bad/remotes.json', JSON.stringify({ remotes: { analytics: { folder: 'analytics' } } }));
    await expect(startTestServer({ remotesManifest: path.join(dir, 'bad', 'remotes.json') })).rejects.toThrow(
      '"analytics" has no "version"',
    );
  });
});
