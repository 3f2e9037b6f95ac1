import { describe, expect, it } from 'vitest';
import { idHasher, loggedUrl } from '../src/logger.ts';

const TOKEN = 'ab'.repeat(32);
const UID = '0123456789abcdef0123456789abcdef';
const hash = idHasher(Buffer.from('a fixed key for the test'));
const mark = (value: string) => hash(value);

describe('idHasher', () => {
  it('gives one short mark per value, keeps the extension, and depends on the key', () => {
    expect(mark(UID)).toMatch(/^~[0-9a-f]{10}$/);
    expect(mark(UID)).toBe(hash(UID));
    expect(mark(`${UID}.mp4`)).toBe(`${mark(UID)}.mp4`);
    expect(mark('run-7')).not.toBe(mark('run-8'));
    expect(idHasher(Buffer.from('another key'))(UID)).not.toBe(mark(UID));
  });
});

describe('loggedUrl', () => {
  it('hashes route parameters but keeps regions and the route shape', () => {
    expect(loggedUrl(`/r/eu-west-1/api/v1/project/${UID}`, '/r/:region/api/v1/project/:uid', hash)).toBe(
      `/r/eu-west-1/api/v1/project/${mark(UID)}`,
    );
    expect(loggedUrl(`/r/eu-west-1/api/v2/batch/results/run-7`, '/r/:region/api/v2/batch/results/:runid', hash)).toBe(
      `/r/eu-west-1/api/v2/batch/results/${mark('run-7')}`,
    );
    expect(loggedUrl(`/cdn/${UID}/run-7/out.mp4`, '/cdn/:prjuid/:runid/:filename', hash)).toBe(
      `/cdn/${mark(UID)}/${mark('run-7')}/${mark('out')}.mp4`,
    );
  });

  it('hashes capabilities in paths: render tokens, preview ids and share ids', () => {
    expect(
      loggedUrl(`/r/eu-west-1/render/v2/render/${UID}.mp4?frame=3`, '/r/:region/render/v2/render/:file', hash),
    ).toBe(`/r/eu-west-1/render/v2/render/${mark(UID)}.mp4?frame=3`);
    expect(
      loggedUrl(`/r/eu-west-1/render/v2/render/${UID}/status`, '/r/:region/render/v2/render/:token/status', hash),
    ).toBe(`/r/eu-west-1/render/v2/render/${mark(UID)}/status`);
    expect(loggedUrl(`/share-api/video/${UID}.mp4`, '/share-api/video/:file', hash)).toBe(
      `/share-api/video/${mark(UID)}.mp4`,
    );
    expect(loggedUrl(`/share/player.html?id=${UID}`, '/share/player.html', hash)).toBe(
      `/share/player.html?id=${mark(UID)}`,
    );
  });

  it('masks credentials in the query and hashes other values but small numbers and flags', () => {
    expect(loggedUrl(`/projects?token=${TOKEN}&fxtype=fxpro`, '/*', hash)).toBe(
      `/projects?token=[redacted]&fxtype=${mark('fxpro')}`,
    );
    expect(loggedUrl(`/x?TOKEN=${TOKEN}&password=hunter2&Access_Token=a`, undefined, hash)).toBe(
      '/x?TOKEN=[redacted]&password=[redacted]&Access_Token=[redacted]',
    );
    const ret = `%2Fprojects%3Ftoken%3D${TOKEN}`;
    expect(loggedUrl(`/accounts/login?return=${ret}`, '/accounts/login', hash)).toBe(
      `/accounts/login?return=${mark(ret)}`,
    );
    expect(loggedUrl(`/a?exists=true&frame=12&${UID}`, undefined, hash)).toBe(`/a?exists=true&frame=12&${mark(UID)}`);
  });

  it('hashes id-like segments in console pages and in paths no route matched', () => {
    expect(loggedUrl(`/projects/eu-west-1/${UID}/movies`, '/*', hash)).toBe(`/projects/eu-west-1/${mark(UID)}/movies`);
    expect(loggedUrl(`/nowhere/${TOKEN}/x`, undefined, hash)).toBe(`/nowhere/${mark(TOKEN)}/x`);
    expect(loggedUrl('/wp-admin/setup.php', undefined, hash)).toBe('/wp-admin/setup.php');
  });

  it('keeps built console files readable', () => {
    expect(loggedUrl('/remotes/movies/main.3f2a9c1b.js', '/remotes/:name/*', hash)).toBe(
      '/remotes/movies/main.3f2a9c1b.js',
    );
    expect(loggedUrl('/main.3f2a9c1b.js', '/*', hash)).toBe('/main.3f2a9c1b.js');
  });
});
