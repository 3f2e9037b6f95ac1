import { describe, expect, it } from 'vitest';
import { locationHeaderValue } from '../../src/lib/location-header.ts';

describe('locationHeaderValue', () => {
  it('leaves ASCII as it is, escapes included', () => {
    expect(locationHeaderValue('/projects?a=1&b=%20#top')).toBe('/projects?a=1&b=%20#top');
    expect(locationHeaderValue('https://tracker.example.com/app/?x=%E2%80%A8')).toBe(
      'https://tracker.example.com/app/?x=%E2%80%A8',
    );
  });

  it('percent-encodes every character beyond ASCII as UTF-8', () => {
    expect(locationHeaderValue('/a\u2028b')).toBe('/a%E2%80%A8b');
    expect(locationHeaderValue('/\u{1F3AC}')).toBe('/%F0%9F%8E%AC');
    expect(locationHeaderValue('/caf\u00e9')).toBe('/caf%C3%A9');
    expect(locationHeaderValue('/\u00a0')).toBe('/%C2%A0');
  });

  it('gives no value for a string that is not text', () => {
    expect(locationHeaderValue('/\ud800')).toBeUndefined();
    expect(locationHeaderValue('/\udfff/x')).toBeUndefined();
    expect(locationHeaderValue('/\ud83c')).toBeUndefined();
  });
});
