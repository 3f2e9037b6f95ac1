import { describe, expect, it } from 'vitest';
import { trackVersionIdFor, trackVersionNameError, versionCounts, versionsOfVideo } from '../src/index.js';

describe('tracking versions of a video', () => {
  it("take an id made from their name, free among the video's", () => {
    expect(trackVersionIdFor('Ball, 2nd pass', [])).toBe('ball-2nd-pass');
    expect(trackVersionIdFor('  Éclair  ', [])).toBe('eclair');
    expect(trackVersionIdFor('ball', ['ball', 'ball-2'])).toBe('ball-3');
    expect(trackVersionIdFor('☃☃', [])).toBe('version');
    expect(trackVersionIdFor('../..', ['version'])).toBe('version-2');
    expect(trackVersionIdFor('x'.repeat(100), []).length).toBe(60);
  });

  it('have a label the name rule allows; an empty answer is no problem (it does nothing)', () => {
    expect(trackVersionNameError('  ')).toBeNull();
    expect(trackVersionNameError('Ball / second')).toBeNull();
    expect(trackVersionNameError('..')).toMatch(/reserved/);
    expect(trackVersionNameError('a\u0007')).toMatch(/not allowed/);
  });

  it('are listed per video, newest change first, and counted', () => {
    const versions = [
      { vuid: 'a', id: '1', updated: '2026-01-01' },
      { vuid: 'b', id: '2', updated: '2026-01-03' },
      { vuid: 'a', id: '3', updated: '2026-01-02' },
    ];
    expect(versionsOfVideo(versions, 'a').map((v) => v.id)).toEqual(['3', '1']);
    expect([...versionCounts(versions)]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
