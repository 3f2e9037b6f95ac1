import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-server-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const options = () => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'console'),
  remotesDir: path.join(root, 'remotes'),
  logLevel: 'silent' as const,
});

async function signIn(url: string, username: string) {
  const response = await fetch(`${url}/accounts/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: username }),
  });
  return { status: response.status, body: (await response.json()) as { Token: string } };
}

describe('startServer', () => {
  it('seeds demo/demo, admin/admin and a sample project on first start only', async () => {
    const first = await startServer(options());
    let token: string;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const demo = await signIn(first.url, 'demo');
      expect(demo.status).toBe(200);
      token = demo.body.Token;
      const admin = await signIn(first.url, 'admin');
      const verify = await fetch(`${first.url}/accounts/auth/verify`, {
        headers: { authorization: `istoken ${admin.body.Token}` },
      });
      expect(await verify.json()).toMatchObject({ Username: 'admin', Admin: true });

      const list = await fetch(`${first.url}/r/eu-west-1/api/v1/list/project/`, {
        headers: { authorization: `istoken ${token}` },
      });
      const { Projects } = (await list.json()) as { Projects: Array<{ name: string }> };
      expect(Projects.map((p) => p.name)).toEqual(['Sample project']);
    } finally {
      await first.close();
    }

    // Data survives a restart, and the seed does not run twice.
    const second = await startServer(options());
    try {
      const list = await fetch(`${second.url}/r/eu-west-1/api/v1/list/project/`, {
        headers: { authorization: `istoken ${token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { Metadata: { Count: number } }).Metadata.Count).toBe(1);
    } finally {
      await second.close();
    }
  });
});
