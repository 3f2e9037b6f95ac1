import { describe, expect, it } from 'vitest';
import { assetTypeLabel, formatDuration, formatFrameRate, reasonOf } from '../../src/detail/format.js';

describe('detail formats', () => {
  it('writes durations as m:ss.t and h:mm:ss.t', () => {
    expect(formatDuration(4)).toBe('0:04.0');
    expect(formatDuration(62.54)).toBe('1:02.5');
    expect(formatDuration(3723)).toBe('1:02:03.0');
  });

  it('writes frame rates given as fractions', () => {
    expect(formatFrameRate('30000/1001')).toBe('29.97 fps');
    expect(formatFrameRate('25/1')).toBe('25 fps');
    expect(formatFrameRate(24)).toBe('24 fps');
    expect(formatFrameRate('n/a')).toBe('n/a');
  });

  it('names asset types in words', () => {
    expect(assetTypeLabel('positiondata')).toBe('Tracking data');
    expect(assetTypeLabel('datasource')).toBe('Datasource');
  });

  it('gives a failure reason that fits inside a sentence', () => {
    expect(reasonOf(new Error('Unsupported OpenType signature wOF2.'))).toBe('Unsupported OpenType signature wOF2');
    expect(reasonOf('timeout')).toBe('timeout');
    expect(reasonOf({})).toBe('unknown error');
  });
});
