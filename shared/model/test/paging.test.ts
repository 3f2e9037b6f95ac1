import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageLabel, pageRange } from '../src/index.js';

describe('paging', () => {
  it('has one page even for nothing, and rounds partial pages up', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });

  it('shows the glyphs of a page, the last one partly filled', () => {
    expect(pageRange(0, 250, 100)).toEqual({ start: 0, end: 100 });
    expect(pageRange(2, 250, 100)).toEqual({ start: 200, end: 250 });
  });

  it('keeps the page within the list when it shrinks or is asked for past its ends', () => {
    expect(clampPage(5, 250, 100)).toBe(2);
    expect(clampPage(-1, 250, 100)).toBe(0);
    expect(pageRange(9, 0, 100)).toEqual({ start: 0, end: 0 });
  });

  it('says Page X of N counting from one', () => {
    expect(pageLabel(0, 250, 100)).toBe('Page 1 of 3');
    expect(pageLabel(2, 250, 100)).toBe('Page 3 of 3');
    expect(pageLabel(0, 0, 100)).toBe('Page 1 of 1');
  });
});
