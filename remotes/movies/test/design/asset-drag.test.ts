import { describe, expect, it } from 'vitest';
import { ASSET_DRAG_TYPE, assetFromDrag, dragHasAsset, writeAssetDrag } from '../../src/design/asset-drag.js';

function drop(data: Record<string, string>) {
  return { getData: (type: string) => data[type] ?? '', types: Object.keys(data) };
}

describe('an asset in a drag', () => {
  it('is read back as it was written', () => {
    const data: Record<string, string> = {};
    writeAssetDrag({ setData: (type, value) => void (data[type] = value) }, { name: 'theme.mp3', kind: 'audio' });
    expect(assetFromDrag(drop(data))).toEqual({ name: 'theme.mp3', kind: 'audio' });
    expect(dragHasAsset(drop(data))).toBe(true);
  });

  it('is not found in a drag of something else', () => {
    expect(assetFromDrag(drop({ 'text/plain': 'intro.mp4' }))).toBeNull();
    expect(dragHasAsset(drop({ 'text/plain': 'intro.mp4' }))).toBe(false);
  });

  it('is refused when the data is not an asset the panel writes', () => {
    const refused = [
      'not json',
      '"intro.mp4"',
      '[]',
      'null',
      JSON.stringify({ name: 'intro.mp4' }),
      JSON.stringify({ name: 'intro.mp4', kind: 'font' }),
      JSON.stringify({ name: '  ', kind: 'video' }),
      JSON.stringify({ name: 7, kind: 'video' }),
      JSON.stringify({ name: 'x'.repeat(5000), kind: 'video' }),
    ];
    for (const text of refused) expect(assetFromDrag(drop({ [ASSET_DRAG_TYPE]: text })), text).toBeNull();
  });

  it('keeps only the name and the kind', () => {
    const text = JSON.stringify({ name: 'logo.png', kind: 'image', extra: 'dropped' });
    expect(assetFromDrag(drop({ [ASSET_DRAG_TYPE]: text }))).toEqual({ name: 'logo.png', kind: 'image' });
  });
});
