import { describe, expect, it } from 'vitest';
import { countedKind, sessionKind } from '../../src/render/session-kinds.ts';

describe('what a render session was asked for', () => {
  it('counts a token, media host or older render call by what it made: an export, or a still frame', () => {
    for (const origin of ['render', 'media', 'legacy'] as const) {
      expect([origin, sessionKind(origin, 'mp4'), sessionKind(origin, 'gif'), sessionKind(origin, 'webm')]).toEqual([
        origin,
        'export',
        'export',
        'export',
      ]);
      expect([origin, sessionKind(origin, 'jpg'), sessionKind(origin, 'png'), sessionKind(origin, 'tif')]).toEqual([
        origin,
        'frame',
        'frame',
        'frame',
      ]);
    }
  });

  it('counts a batch row as batch and a share video as share, whatever the format', () => {
    expect([sessionKind('batch', 'mp4'), sessionKind('batch', 'png')]).toEqual(['batch', 'batch']);
    expect([sessionKind('share', 'mp4'), sessionKind('share', 'webm')]).toEqual(['share', 'share']);
  });

  it("makes the editor's previews, thumbnails and a share's poster system work, never counted", () => {
    const system = [
      sessionKind('preview', 'jpg'),
      sessionKind('preview', 'hls'),
      sessionKind('thumbnail', 'jpg'),
      sessionKind('thumbnail', 'png'),
      sessionKind('share', 'jpg'),
    ];
    expect(system).toEqual(['system', 'system', 'system', 'system', 'system']);
    expect(system.some(countedKind)).toBe(false);
    expect(['export', 'frame', 'share', 'batch'].every(countedKind)).toBe(true);
    expect(countedKind('anything else')).toBe(false);
  });
});
