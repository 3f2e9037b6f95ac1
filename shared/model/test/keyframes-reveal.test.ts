import { describe, expect, it } from 'vitest';
import { revealedText, revealShown, revealUnits } from '../src/index.js';

describe('typing on: the text shown for a reveal', () => {
  const text = 'Hello  big\nworld 🎬!';

  it('counts letters (not white space, an emoji as one) and words (runs of non-space)', () => {
    expect(revealUnits(text, 'LETTER')).toBe(15);
    expect(revealUnits(text, 'WORD')).toBe(4);
    expect(revealUnits('   ', 'WORD')).toBe(0);
  });

  it('cuts the text after the last letter shown, white space before it kept', () => {
    expect(revealedText(text, 'LETTER', 0)).toBe('');
    expect(revealedText(text, 'LETTER', 1)).toBe('H');
    expect(revealedText(text, 'LETTER', 6)).toBe('Hello  b');
    expect(revealedText(text, 'LETTER', 14)).toBe('Hello  big\nworld 🎬');
    expect(revealedText(text, 'LETTER', 15)).toBe(text);
    expect(revealedText(text, 'LETTER', 99)).toBe(text);
  });

  it('by word: after the last word shown', () => {
    expect(revealedText(text, 'WORD', 1)).toBe('Hello');
    expect(revealedText(text, 'WORD', 2)).toBe('Hello  big');
    expect(revealedText(text, 'WORD', 3)).toBe('Hello  big\nworld');
    expect(revealedText(text, 'WORD', 4)).toBe(text);
  });

  it('an eased value shows its whole part; a hair under a whole number counts as it', () => {
    expect(revealShown(2.7)).toBe(2);
    expect(revealShown(2.9999999)).toBe(3);
    expect(revealShown(-1)).toBe(0);
    expect(revealedText('abc', 'LETTER', 1.5)).toBe('a');
  });
});
