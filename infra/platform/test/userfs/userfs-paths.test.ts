import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../security/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listUserFiles, putUserFile } from '../helpers/userfs.ts';

let server: TestServer;
let demo: string;
let other: string;
let demoFiles: string;
let otherFiles: string;
const base = '/r/eu-west-1/api/v1/userfs';

async function filesOf(username: string): Promise<string> {
  const user = await server.app.users.findByUsername(username);
  return (await server.app.userFiles.root({ userId: user!.id, region: 'eu-west-1' })).files;
}

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  expect((await putUserFile(server, other, 'secret/plan.txt', 'their plan')).status).toBe(201);
  expect((await putUserFile(server, demo, 'mine.txt', 'mine')).status).toBe(201);
  [demoFiles, otherFiles] = await Promise.all([filesOf('demo'), filesOf('other')]);
  await writeFile(path.join(server.root, 'outside.txt'), 'outside the store');
});
afterAll(() => server.close());

// Sent byte for byte: fetch would resolve '..' away before sending, a stranger's client need not.
const escapes = [
  '../../../../etc/passwd',
  '..',
  'a/../../x',
  '%2e%2e/%2e%2e/etc/passwd',
  '%2E%2E/x',
  '.%2e/x',
  '%252e%252e/x',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f2%2ffiles%2fsecret%2fplan.txt',
  '..%5c..%5cwindows',
  'a%5cb.txt',
  '%2fetc%2fpasswd',
  'C:%5cWindows%5cwin.ini',
  'c:/x.txt',
  'a%00b.txt',
  'a%0ab.txt',
  '%e2%80%aeevil.txt',
  'x%e2%81%a6y.txt',
  '%ef%bc%8e%ef%bc%8e/x',
  'a//b.txt',
];

describe('a path that tries to leave the store', () => {
  it.each(escapes)('%s is refused with a 400 by every call', async (attack) => {
    const calls: [string, string][] = [
      ['GET', `${base}/data/${attack}`],
      ['DELETE', `${base}/data/${attack}`],
      ['PUT', `${base}/data/${attack}`],
      ['PUT', `${base}/data/${attack}/f.txt`],
      ['PUT', `${base}/directory/${attack}`],
      ['DELETE', `${base}/directory/${attack}`],
      ['GET', `${base}/list/data/${attack}?use_directories=1`],
      ['GET', `${base}/thumbnail/${attack}-w=128.jpg`],
    ];
    for (const [method, url] of calls) {
      const reply = await rawRequest(server.url, url, {
        method,
        token: demo,
        body: method === 'PUT' && url.includes('/data/') ? 'x' : undefined,
      });
      expect(reply.status, `${method} ${url}`).toBe(400);
      expect(reply.json?.Message, `${method} ${url}`).toBeTruthy();
    }
    // Nothing outside was read, changed or made.
    expect(await readFile(path.join(otherFiles, 'secret', 'plan.txt'), 'utf8')).toBe('their plan');
    expect(await readFile(path.join(server.root, 'outside.txt'), 'utf8')).toBe('outside the store');
  });

  it('cannot name another user’s files through their id', async () => {
    const user = await server.app.users.findByUsername('other');
    const reply = await rawRequest(server.url, `${base}/data/../${user!.id}/files/secret/plan.txt`, { token: demo });
    expect(reply.status).toBe(400);
  });
});

describe('a link planted inside the store', () => {
  beforeAll(async () => {
    await symlink(otherFiles, path.join(demoFiles, 'their-files'));
    await symlink(path.join(otherFiles, 'secret', 'plan.txt'), path.join(demoFiles, 'plan-link.txt'));
    await symlink('/etc', path.join(demoFiles, 'etc'));
    await mkdir(path.join(demoFiles, 'real'), { recursive: true });
  });

  it('is never listed', async () => {
    const names = (await listUserFiles(server, demo)).json;
    expect(names.Directories.map((d: { name: string }) => d.name)).toEqual(['real/']);
    expect(names.Data.map((d: { name: string }) => d.name)).toEqual(['mine.txt']);
    expect((await listUserFiles(server, demo, '', '')).json.Data.map((d: { name: string }) => d.name)).toEqual([
      'mine.txt',
    ]);
  });

  it.each([
    ['GET', 'data/their-files/secret/plan.txt'],
    ['GET', 'data/plan-link.txt'],
    ['GET', 'data/etc/passwd'],
    ['GET', 'list/data/their-files/'],
    ['GET', 'list/data/etc/'],
    ['GET', 'thumbnail/plan-link.txt-w=128.jpg'],
    ['DELETE', 'data/plan-link.txt'],
    ['DELETE', 'data/their-files/secret/plan.txt'],
    ['DELETE', 'directory/their-files/secret'],
    ['DELETE', 'directory/their-files'],
    ['PUT', 'directory/their-files/new'],
    ['PUT', 'data/their-files/secret/plan.txt'],
    ['PUT', 'data/plan-link.txt'],
  ])('%s %s is refused', async (method, call) => {
    const reply = await rawRequest(server.url, `${base}/${call}`, {
      method,
      token: demo,
      body: method === 'PUT' && call.startsWith('data/') ? 'overwritten' : undefined,
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/link/);
    expect(await readFile(path.join(otherFiles, 'secret', 'plan.txt'), 'utf8')).toBe('their plan');
  });
});
