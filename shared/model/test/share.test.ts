import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  sharedItem,
  shareId,
  shareIdText,
  shareKeyOf,
  shareKeyProblem,
  sharePagePath,
  shareRecord,
} from '../src/index.js';

const key = { username: 'demo', region: 'eu-west-1', prjuid: '0123456789abcdef0123456789abcdef', movie: 'sample' };

describe('share ids', () => {
  it('hash the username, region, project and movie, one per line', () => {
    expect(shareIdText(key)).toBe('demo\neu-west-1\n0123456789abcdef0123456789abcdef\nsample');
  });

  it('are the first 32 hex characters of the SHA-256 of that text', async () => {
    const expected = createHash('sha256').update(shareIdText(key)).digest('hex').slice(0, 32);
    expect(await shareId(key)).toBe(expected);
    expect(await shareId(key)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('differ between users sharing the same movie', async () => {
    expect(await shareId({ ...key, username: 'other' })).not.toBe(await shareId(key));
  });

  it('make the share record sent to create and delete', async () => {
    expect(await shareRecord(key)).toEqual({ id: await shareId(key), ...key });
  });

  it('open the public share page', () => {
    expect(sharePagePath('ab12')).toBe('/share/player.html?id=ab12');
  });
});

describe('story shares', () => {
  const story = { username: 'demo', region: 'eu-west-1', prjuid: '0123456789abcdef0123456789abcdef', story: 'sample' };

  it('say what they share, and a movie share stays a movie share', () => {
    expect(sharedItem(story)).toEqual({ kind: 'story', name: 'sample' });
    expect(sharedItem(key)).toEqual({ kind: 'movie', name: 'sample' });
    expect(shareKeyOf(story, 'story', 'Trip')).toEqual({ ...story, story: 'Trip' });
    expect(shareKeyOf(story, 'movie', 'Intro')).toEqual({
      username: 'demo',
      region: 'eu-west-1',
      prjuid: story.prjuid,
      movie: 'Intro',
    });
  });

  it('hash a story line first, so a story never takes the id of the movie of the same name', async () => {
    expect(shareIdText(story)).toBe('story\ndemo\neu-west-1\n0123456789abcdef0123456789abcdef\nsample');
    expect(await shareId(story)).not.toBe(await shareId(key));
    expect(await shareId(story)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keep the ids movie shares always had', async () => {
    // The id a movie share was given before stories could be shared.
    expect(await shareId(key)).toBe(
      createHash('sha256')
        .update('demo\neu-west-1\n0123456789abcdef0123456789abcdef\nsample')
        .digest('hex')
        .slice(0, 32),
    );
  });

  it('refuse a key naming neither or both, missing parts, or parts with line breaks that could pass for another share', () => {
    expect(shareKeyProblem(key)).toBeNull();
    expect(shareKeyProblem(story)).toBeNull();
    expect(shareKeyProblem({ ...key, story: 'x' })).toMatch(/either a movie or a story/);
    expect(shareKeyProblem({ username: 'demo', region: 'r', prjuid: 'p' })).toMatch(/either a movie or a story/);
    expect(shareKeyProblem({ ...story, story: '' })).toMatch(/names its username/);
    expect(shareKeyProblem({ ...story, story: 7 })).toMatch(/names its username/);
    // "story\ndemo…" as a username would otherwise hash like a story share.
    expect(shareKeyProblem({ ...key, username: 'story\ndemo' })).toMatch(/control characters/);
    expect(shareKeyProblem({ ...story, story: 'a\nb' })).toMatch(/control characters/);
    expect(shareKeyProblem({ ...key, movie: 'a\u0000' })).toMatch(/control characters/);
  });
});
