import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectNotFound, ObjectStoreError, RangeNotSatisfiable } from '../../src/objects/object-store.ts';
import { S3ObjectStore } from '../../src/objects/s3-object-store.ts';
import { BucketProjectFiles } from '../../src/project-files/bucket-project-files.ts';
import { FolderProjectFiles } from '../../src/project-files/folder-project-files.ts';
import type { ProjectFileStore, ProjectPlace } from '../../src/project-files/project-file-store.ts';
import { startS3Store } from '../helpers/object-stores.ts';

interface Under {
  files: ProjectFileStore;
  /** The blobs folder: the projects' folders (the files themselves, or only caches with a bucket). */
  blobs: string;
  close(): Promise<void>;
}

async function folderFiles(): Promise<Under> {
  const blobs = await mkdtemp(path.join(tmpdir(), 'reelforge-project-files-'));
  return {
    files: await FolderProjectFiles.open(blobs),
    blobs,
    close: () => rm(blobs, { recursive: true, force: true }),
  };
}

async function bucketFiles(): Promise<Under> {
  const blobs = await mkdtemp(path.join(tmpdir(), 'reelforge-project-files-'));
  const server = await startS3Store();
  const objects = await S3ObjectStore.open(server.settings);
  return {
    files: new BucketProjectFiles(objects, blobs),
    blobs,
    async close() {
      await objects.close();
      await server.close();
      await rm(blobs, { recursive: true, force: true });
    },
  };
}

const uid = () => randomBytes(16).toString('hex');

/** The same behaviour from both adapters: the projects' folders (embedded) and a bucket (s3rver). */
describe.each([
  ['folder', folderFiles],
  ['bucket', bucketFiles],
] as const)('the %s project file store', (name, open) => {
  let under: Under;
  let files: ProjectFileStore;
  const project: ProjectPlace = { region: 'eu', uid: uid() };
  const other: ProjectPlace = { region: 'us', uid: uid() };
  beforeAll(async () => {
    under = await open();
    files = under.files;
  }, 30_000);
  afterAll(() => under?.close());

  const text = async (place: ProjectPlace, key: string, range?: { start: number; end?: number }) => {
    const body = await files.get(place, key, range);
    const chunks: Buffer[] = [];
    for await (const chunk of body.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('says whether its files are shared with other processes', () => {
    expect(files.shared).toBe(name === 'bucket');
  });

  it('stores a file under its key and gives it back whole, by range and by head', async () => {
    const info = await files.put(project, 'userdata/clip.txt', 'hello, project');
    expect(info).toMatchObject({ key: 'userdata/clip.txt', size: 14 });
    expect(await text(project, 'userdata/clip.txt')).toBe('hello, project');
    expect(await text(project, 'userdata/clip.txt', { start: 7, end: 13 })).toBe('project');
    expect(await text(project, 'userdata/clip.txt', { start: 7 })).toBe('project');
    expect(await files.head(project, 'userdata/clip.txt')).toMatchObject({
      key: 'userdata/clip.txt',
      size: 14,
      contentType: expect.stringMatching(/^text\/plain/),
    });
    expect((await files.read(project, 'userdata/clip.txt'))?.toString()).toBe('hello, project');
    await expect(files.get(project, 'userdata/clip.txt', { start: 14 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it('keeps projects apart: the same key in another project is another file', async () => {
    await files.put(project, 'appdata/jobs.json', '{"a":1}');
    await files.put(other, 'appdata/jobs.json', '{"b":2}');
    expect(await text(project, 'appdata/jobs.json')).toBe('{"a":1}');
    expect(await text(other, 'appdata/jobs.json')).toBe('{"b":2}');
  });

  it('says plainly that a missing file is not there', async () => {
    const error = await files.get(project, 'userdata/missing.mp4').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ObjectNotFound);
    expect((error as Error).message).toBe('No object userdata/missing.mp4');
    expect(await files.head(project, 'userdata/missing.mp4')).toBeUndefined();
    expect(await files.read(project, 'userdata/missing.mp4')).toBeUndefined();
    expect(await files.localFile(project, 'userdata/missing.mp4')).toBeUndefined();
    await expect(files.delete(project, 'userdata/missing.mp4')).resolves.toBeUndefined();
  });

  it('moves a finished local file in under a key, the local file gone', async () => {
    const dir = path.join(under.blobs, project.region, project.uid, '.tmp');
    await mkdir(dir, { recursive: true });
    const local = path.join(dir, 'upload.bin');
    const data = randomBytes(100_000);
    await writeFile(local, data);
    expect(await files.putFile(project, 'userdata/upload.bin', local)).toMatchObject({
      key: 'userdata/upload.bin',
      size: 100_000,
    });
    await expect(stat(local)).rejects.toMatchObject({ code: 'ENOENT' });
    const file = await files.localFile(project, 'userdata/upload.bin');
    expect((await readFile(file!)).equals(data)).toBe(true);
  });

  it('stores a stream', async () => {
    await files.put(project, 'cdn/run-1/out.csv', Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]));
    expect(await text(project, 'cdn/run-1/out.csv')).toBe('a,b\n1,2\n');
  });

  it("lists a project's files in key order a page at a time, its working folders never among them", async () => {
    const place: ProjectPlace = { region: 'eu', uid: uid() };
    for (const key of ['userdata/b.png', 'userdata/a.png', 'movies/m1.sdl', 'appdata/s.json', 'userdata/c.png'])
      await files.put(place, key, key);
    // Working files of the project's local folder (the folder adapter shares it).
    const local = path.join(under.blobs, place.region, place.uid);
    await mkdir(path.join(local, '.tmp'), { recursive: true });
    await writeFile(path.join(local, '.tmp', 'upload'), 'x');
    await mkdir(path.join(local, '.cache', 'thumbs'), { recursive: true });
    await writeFile(path.join(local, '.cache', 'thumbs', 'a.jpg'), 'x');

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await files.list(place, '', { after, limit: 2 });
      seen.push(...page.objects.map((object) => object.key));
      after = page.next;
    } while (after);
    expect(seen).toEqual(['appdata/s.json', 'movies/m1.sdl', 'userdata/a.png', 'userdata/b.png', 'userdata/c.png']);
    expect((await files.list(place, 'userdata/')).objects.map((object) => [object.key, object.size])).toEqual([
      ['userdata/a.png', 14],
      ['userdata/b.png', 14],
      ['userdata/c.png', 14],
    ]);
    expect((await files.list(place, '', { delimited: true })).folders).toEqual(['appdata/', 'movies/', 'userdata/']);
  });

  it('deletes one file, a folder of them, or the whole project', async () => {
    const place: ProjectPlace = { region: 'eu', uid: uid() };
    for (const key of ['userdata/a.png', 'userdata/b.png', 'cdn/r/1.mp4', 'cdn/r/2.mp4', 'appdata/x.json'])
      await files.put(place, key, key);
    await files.delete(place, 'userdata/a.png');
    expect(await files.head(place, 'userdata/a.png')).toBeUndefined();
    expect(await files.deletePrefix(place, 'cdn/')).toBe(2);
    expect((await files.list(place, '')).objects.map((object) => object.key)).toEqual([
      'appdata/x.json',
      'userdata/b.png',
    ]);
    expect(await files.deletePrefix(place, '')).toBe(2);
    expect((await files.list(place, '')).objects).toEqual([]);
    // Other projects keep theirs.
    expect(await text(project, 'appdata/jobs.json')).toBe('{"a":1}');
  });

  it('copies a file within a project and into another', async () => {
    await files.put(project, 'userdata/source.txt', 'the bytes');
    expect(await files.copy(project, 'userdata/source.txt', project, 'userdata/copy.txt')).toMatchObject({
      key: 'userdata/copy.txt',
      size: 9,
    });
    await files.copy(project, 'userdata/source.txt', other, 'userdata/source.txt');
    await files.put(project, 'userdata/source.txt', 'changed later');
    expect(await text(project, 'userdata/copy.txt')).toBe('the bytes');
    expect(await text(other, 'userdata/source.txt')).toBe('the bytes');
    await expect(files.copy(project, 'userdata/nothing.txt', other, 'userdata/x.txt')).rejects.toBeInstanceOf(
      ObjectNotFound,
    );
  });

  it('gives readers of files a local path, a new one once the file is replaced', async () => {
    await files.put(project, 'userdata/photo.jpg', 'first version');
    const first = await files.localFile(project, 'userdata/photo.jpg');
    expect(await readFile(first!, 'utf8')).toBe('first version');
    expect(await files.localFile(project, 'userdata/photo.jpg')).toBe(first);
    await files.put(project, 'userdata/photo.jpg', 'second, longer version');
    const second = await files.localFile(project, 'userdata/photo.jpg');
    expect(await readFile(second!, 'utf8')).toBe('second, longer version');
    expect(path.extname(second!)).toBe('.jpg');
    // The path is on this machine, under the project's local folder.
    expect(second!.startsWith(path.join(under.blobs, project.region, project.uid) + path.sep)).toBe(true);
    await files.delete(project, 'userdata/photo.jpg');
    expect(await files.localFile(project, 'userdata/photo.jpg')).toBeUndefined();
  });

  it("keeps the embedded layout: a key is the file at that path in the project's folder", async () => {
    await files.put(project, 'compdata/t1.xml', '<xml/>');
    const inFolder = await readFile(
      path.join(under.blobs, project.region, project.uid, 'compdata', 't1.xml'),
      'utf8',
    ).catch(() => undefined);
    expect(inFolder).toBe(name === 'folder' ? '<xml/>' : undefined);
  });

  it('refuses keys that leave the project, working folders and bad project places', async () => {
    for (const key of [
      '../other/x',
      'userdata/../../x',
      '/etc/passwd',
      'a\\b',
      'a//b',
      '',
      'userdata/',
      '.tmp/upload',
      '.cache/x.jpg',
      '.renders/r1/out.mp4',
    ]) {
      await expect(files.put(project, key, 'x'), key).rejects.toBeInstanceOf(ObjectStoreError);
    }
    await expect(files.get({ region: 'eu', uid: '../x' }, 'userdata/a')).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(files.list({ region: 'EU/..', uid: project.uid }, '')).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(files.deletePrefix(project, 'userdata')).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(files.put(project, '.renders/legacy/abc.mp4', 'kept')).resolves.toMatchObject({
      key: '.renders/legacy/abc.mp4',
    });
  });
});

describe('the folder project file store', () => {
  it("follows no link out of a project's folder", async () => {
    const under = await folderFiles();
    const files = under.files;
    const outside = await mkdtemp(path.join(tmpdir(), 'reelforge-outside-'));
    const place: ProjectPlace = { region: 'eu', uid: uid() };
    await mkdir(path.join(under.blobs, place.region, place.uid), { recursive: true });
    await symlink(outside, path.join(under.blobs, place.region, place.uid, 'userdata'));
    await expect(files.put(place, 'userdata/x.txt', 'x')).rejects.toBeInstanceOf(ObjectStoreError);
    expect(await readdir(outside)).toEqual([]);
    await rm(outside, { recursive: true, force: true });
    await under.close();
  });
});
