import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shareId, shareIdText, sharePagePath, shareRecord } from '../src/index.js';

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
