import { describe, expect, it } from 'vitest';
import {
  decodePageToken,
  encodePageToken,
  mergeAssetPages,
  pageSize,
  emptyAssetList,
  type PageCursor,
} from '../src/index.js';

const cursor: PageCursor = { list: 'assets', prjuid: 'p1', kind: 2, after: 'sound ✓ “quoted”.mp3' };

describe('page tokens', () => {
  it('name the item the next page starts after, for names in any script', () => {
    const token = encodePageToken(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token, 'assets', 'p1')).toEqual(cursor);
  });

  it('are refused when they are not tokens a list call gave out', () => {
    for (const bad of [
      '',
      'x',
      '!!!',
      'a b',
      '%2e%2e',
      btoa('{"a":1}'),
      btoa('[1,"assets","p1",0]'),
      'A'.repeat(5000),
      btoa('[2,"assets","p1",0,"a"]').replace(/=/g, ''),
    ]) {
      const decoded = decodePageToken(bad, 'assets', 'p1');
      expect(decoded, bad).toHaveProperty('problem');
      expect((decoded as { problem: string }).problem).toMatch(/^The page token is not valid/);
    }
  });

  it('are refused for another list, another project, or a kind or item that does not exist', () => {
    const token = encodePageToken(cursor);
    expect(decodePageToken(token, 'movies', 'p1')).toEqual({ problem: expect.stringContaining('list of assets') });
    expect(decodePageToken(token, 'assets', 'p2')).toEqual({ problem: expect.stringContaining('another project') });
    expect(decodePageToken(encodePageToken({ ...cursor, kind: 7 }), 'assets', 'p1')).toHaveProperty('problem');
    expect(decodePageToken(encodePageToken({ ...cursor, list: 'movies', kind: 1 }), 'movies', 'p1')).toHaveProperty(
      'problem',
    );
    expect(decodePageToken(encodePageToken({ ...cursor, kind: 1.5 }), 'assets', 'p1')).toHaveProperty('problem');
    expect(decodePageToken(encodePageToken({ ...cursor, after: '' }), 'assets', 'p1')).toHaveProperty('problem');
  });
});

describe('page sizes', () => {
  it('are the list limit unless a smaller one is asked for', () => {
    expect(pageSize('movies', undefined)).toBe(1000);
    expect(pageSize('assets', undefined)).toBe(10_000);
    expect(pageSize('movies', 5000)).toBe(1000);
    expect(pageSize('assets', 3)).toBe(3);
    expect(pageSize('assets', 0)).toBe(1);
  });
});

describe('merged asset pages', () => {
  it('continue each group where the page before ended', () => {
    const asset = (name: string) => ({
      name,
      uid: name,
      prjuid: 'p1',
      region: 'r',
      awsregion: 'r',
      type: 'video' as const,
      mimetype: 'video/mp4',
    });
    const first = { ...emptyAssetList(), Videos: [asset('a'), asset('b')] };
    const second = { ...emptyAssetList(), Videos: [asset('c')], Images: [{ ...asset('d'), type: 'image' as const }] };
    const merged = mergeAssetPages([first, second]);
    expect(merged.Videos.map((a) => a.name)).toEqual(['a', 'b', 'c']);
    expect(merged.Images.map((a) => a.name)).toEqual(['d']);
    expect(merged.Metadata).toEqual({ Count: 4 });
  });
});
