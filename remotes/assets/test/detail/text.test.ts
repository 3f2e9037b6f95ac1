import { describe, expect, it } from 'vitest';
import { BINARY_SNIFF_LENGTH, clipText, looksBinary, TEXT_SHOWN_LIMIT } from '../../src/detail/text.js';

describe('text or binary', () => {
  it('takes a file with a NUL byte in its first 8 KB for binary', () => {
    expect(looksBinary('PK\u0003\u0004\u0000\u0000')).toBe(true);
    expect(looksBinary('a'.repeat(BINARY_SNIFF_LENGTH - 1) + '\u0000')).toBe(true);
  });

  it('takes text with a NUL only after 8 KB, or none, for text', () => {
    expect(looksBinary('a'.repeat(BINARY_SNIFF_LENGTH) + '\u0000')).toBe(false);
    expect(looksBinary('{"frames": [1, 2]}\n')).toBe(false);
    expect(looksBinary('')).toBe(false);
  });
});

describe('text shown', () => {
  it('shows a file up to 1 MB whole', () => {
    const text = 'x'.repeat(TEXT_SHOWN_LIMIT);
    expect(clipText(text)).toEqual({ shown: text, cut: false });
  });

  it('cuts a longer file at 1 MB and says so', () => {
    const { shown, cut } = clipText('x'.repeat(TEXT_SHOWN_LIMIT + 10));
    expect(cut).toBe(true);
    expect(shown.length).toBe(TEXT_SHOWN_LIMIT);
  });

  it('does not split a character made of two code units', () => {
    const { shown, cut } = clipText('ab😀cd', 3);
    expect(cut).toBe(true);
    expect(shown).toBe('ab');
  });
});
