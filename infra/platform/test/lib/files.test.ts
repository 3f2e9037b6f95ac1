import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolveInside } from '../../src/lib/files.ts';

describe('resolveInside', () => {
  const root = path.resolve('/srv/dist');

  it('resolves paths inside the root', () => {
    expect(resolveInside(root, 'a/b.js')).toBe(path.join(root, 'a/b.js'));
    expect(resolveInside(root, '/a/b.js')).toBe(path.join(root, 'a/b.js'));
    expect(resolveInside(root, 'a/../b.js')).toBe(path.join(root, 'b.js'));
  });

  it('refuses anything that leaves it', () => {
    expect(resolveInside(root, '../etc/passwd')).toBeUndefined();
    expect(resolveInside(root, 'a/../../dist-other/x')).toBeUndefined();
    expect(resolveInside(root, 'x\0.js')).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('lets browsers keep content-hashed files and revalidate the rest', () => {
    expect(cacheControlFor('static/js/main.3f2a9c1b.js')).toContain('immutable');
    expect(cacheControlFor('123.3f2a9c1b7d01.css')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('logo.svg')).toBe('no-cache');
  });
});
