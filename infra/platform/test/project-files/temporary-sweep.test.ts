import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { SHARED_TEMPORARY_GRACE_MS } from '../../src/plugins/app-options.ts';
import { BlobStore } from '../../src/project-files/blob-store.ts';

let root: string;
let options: Parameters<typeof buildApp>[0];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-tmp-sweep-'));
  options = {
    dataDir: path.join(root, 'data'),
    consoleDir: path.join(root, 'none'),
    remotesDir: path.join(root, 'none'),
    logLevel: 'silent',
  };
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a restart', () => {
  it('removes uploads a crash cut short, and keeps the assets', async () => {
    const first = buildApp(options);
    await first.ready();
    const user = await first.users.create({ username: 'demo', password: 'demo' });
    const project = await first.projects.create(user, 'eu-west-1', 'Crashed upload');
    const dir = path.join(options.dataDir, 'blobs', 'eu-west-1', project.uid);
    await mkdir(path.join(dir, '.tmp'), { recursive: true });
    await mkdir(path.join(dir, 'userdata'), { recursive: true });
    await writeFile(path.join(dir, '.tmp', 'half-an-upload.mp4'), 'cut short');
    await writeFile(path.join(dir, 'userdata', 'kept.txt'), 'an asset');
    await first.close();

    const second = buildApp(options);
    await second.ready();
    try {
      expect(await readdir(dir)).not.toContain('.tmp');
      expect(await readFile(path.join(dir, 'userdata', 'kept.txt'), 'utf8')).toBe('an asset');
    } finally {
      await second.close();
    }
  });

  it('with other processes on the data folder, removes only what nobody touched for hours', async () => {
    const blobs = new BlobStore(path.join(root, 'shared-blobs'));
    const projects = ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210'].map((uid) =>
      path.join(blobs.root, 'eu-west-1', uid, '.tmp'),
    );
    const hoursAgo = (Date.now() - SHARED_TEMPORARY_GRACE_MS - 60_000) / 1000;
    for (const dir of projects) {
      await mkdir(path.join(dir, 'left-by-a-dead-process'), { recursive: true });
      await writeFile(path.join(dir, 'dead-upload.mp4'), 'cut short');
      await writeFile(path.join(dir, 'live-upload.mp4'), 'still arriving');
      await utimes(path.join(dir, 'dead-upload.mp4'), hoursAgo, hoursAgo);
      await utimes(path.join(dir, 'left-by-a-dead-process'), hoursAgo, hoursAgo);
    }
    await blobs.sweepTemporary({ olderThan: Date.now() - SHARED_TEMPORARY_GRACE_MS });
    for (const dir of projects) expect((await readdir(dir)).sort()).toEqual(['live-upload.mp4']);
    // Alone on the folder, everything temporary goes.
    await blobs.sweepTemporary();
    for (const dir of projects) expect(await readdir(path.dirname(dir))).not.toContain('.tmp');
  });
});
