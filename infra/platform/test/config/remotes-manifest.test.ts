import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRemotesManifest, readRemotesManifest, RemotesManifestReader } from '../../src/config/remotes-manifest.ts';

let dir: string;
let file: string;

const buildManifest = (version: string) =>
  JSON.stringify({ name: 'analytics', metaData: { buildInfo: { buildVersion: version } } });

async function put(relative: string, content: string) {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelforge-remotes-manifest-'));
  file = path.join(dir, 'remotes.json');
  await put('analytics/1.0.0/mf-manifest.json', buildManifest('1.0.0'));
  await put('analytics/2.0.0/mf-manifest.json', buildManifest('2.0.0'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const parse = (data: unknown) => parseRemotesManifest(typeof data === 'string' ? data : JSON.stringify(data), file);

describe('a remotes manifest', () => {
  it('names each remote with its version and folder (inside the manifest folder) or path of this site', () => {
    const releases = parse({
      remotes: {
        analytics: { version: '1.0.0', folder: 'analytics/1.0.0' },
        projects: { version: '2.1.0-rc.1', url: '/remotes/projects/2.1.0-rc.1/mf-manifest.json' },
      },
    });
    expect([...releases.values()]).toEqual([
      { name: 'analytics', version: '1.0.0', folder: path.join(dir, 'analytics', '1.0.0') },
      { name: 'projects', version: '2.1.0-rc.1', url: '/remotes/projects/2.1.0-rc.1/mf-manifest.json' },
    ]);
  });

  it('that is not JSON is refused, naming the setting and the file', () => {
    expect(() => parse('{"remotes": {')).toThrow(new RegExp(`^REMOTES_MANIFEST ${file}: not valid JSON`));
    expect(() => parse([])).toThrow('must be an object with a "remotes" object');
  });

  it('naming an area the console does not have is refused', () => {
    expect(() => parse({ remotes: { reports: { version: '1.0.0', folder: 'reports' } } })).toThrow(
      '"reports" is not an area of the console (known: admin, analytics, assets, batch, movies, projects, stories, templates)',
    );
  });

  it('with a folder outside its own folder is refused', () => {
    expect(() => parse({ remotes: { analytics: { version: '1.0.0', folder: '../../etc' } } })).toThrow(
      `"analytics" folder "../../etc" is outside the manifest's folder`,
    );
    expect(() => parse({ remotes: { analytics: { version: '1.0.0', folder: '/etc' } } })).toThrow(
      `"analytics" folder must be a path relative to the manifest's folder`,
    );
  });

  it('without a version, or with one that is not a version, is refused', () => {
    expect(() => parse({ remotes: { analytics: { folder: 'analytics/1.0.0' } } })).toThrow(
      '"analytics" has no "version"',
    );
    expect(() => parse({ remotes: { analytics: { version: 'latest', folder: 'analytics/1.0.0' } } })).toThrow(
      '"analytics" has version "latest", which is not a version like 1.2.0',
    );
  });

  it('with both or neither of folder and url, or unknown keys, is refused', () => {
    expect(() => parse({ remotes: { analytics: { version: '1.0.0' } } })).toThrow(
      '"analytics" must name either a "folder" or a "url"',
    );
    expect(() => parse({ remotes: { analytics: { version: '1.0.0', folder: 'a', url: '/remotes/a.json' } } })).toThrow(
      'either a "folder" or a "url"',
    );
    expect(() => parse({ remotes: { analytics: { version: '1.0.0', folder: 'a', dir: 'b' } } })).toThrow(
      '"analytics" has unknown keys: dir',
    );
  });

  it('with a url on another origin is refused: the console loads remotes from its own origin only', () => {
    for (const url of [
      'https://cdn.example.com/m.json',
      '//cdn.example.com/m.json',
      '/\\cdn.example.com/m.json',
      'remotes/m.json',
      42,
    ]) {
      expect(() => parse({ remotes: { analytics: { version: '1.0.0', url } } }), String(url)).toThrow(
        '"analytics" url must be a path of this site (/remotes/…): the console loads remotes from its own origin only',
      );
    }
  });

  it('whose folder holds another version, or no build, is refused when read', async () => {
    await writeFile(file, JSON.stringify({ remotes: { analytics: { version: '3.0.0', folder: 'analytics/2.0.0' } } }));
    await expect(readRemotesManifest(file)).rejects.toThrow(
      '"analytics" is listed as version 3.0.0 but its folder holds a build of 2.0.0',
    );
    await writeFile(file, JSON.stringify({ remotes: { analytics: { version: '1.0.0', folder: 'analytics' } } }));
    await expect(readRemotesManifest(file)).rejects.toThrow(/"analytics" folder .* has no readable mf-manifest.json/);
    await expect(readRemotesManifest(path.join(dir, 'missing.json'))).rejects.toThrow('cannot be read (ENOENT)');
  });
});

describe('the manifest reader', () => {
  it('follows the file as it changes and keeps the last good manifest when a change is invalid', async () => {
    await writeFile(file, JSON.stringify({ remotes: { analytics: { version: '1.0.0', folder: 'analytics/1.0.0' } } }));
    const problems: string[] = [];
    const reader = await RemotesManifestReader.open(file, (error) => problems.push(error.message));
    expect((await reader.current()).get('analytics')?.version).toBe('1.0.0');

    await writeFile(file, JSON.stringify({ remotes: { analytics: { version: '2.0.0', folder: 'analytics/2.0.0' } } }));
    expect((await reader.current()).get('analytics')?.version).toBe('2.0.0');

    await writeFile(file, '{ broken');
    expect((await reader.current()).get('analytics')?.version).toBe('2.0.0');
    expect((await reader.current()).get('analytics')?.version).toBe('2.0.0');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('not valid JSON');
  });

  it('refuses to open an invalid manifest', async () => {
    await writeFile(file, JSON.stringify({ remotes: { analytics: { version: '1.0.0', folder: '..' } } }));
    await expect(RemotesManifestReader.open(file, () => {})).rejects.toThrow('is outside the manifest');
  });
});
