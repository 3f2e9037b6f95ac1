import { describe, expect, it } from 'vitest';
import { FONT_GLYPHS_PER_PAGE, pageCount } from '@reelforge/model';
import { fontFailureMessage, glyphBox, glyphLabel } from '../src/widgets/font/font-glyphs.js';

describe('font viewer', () => {
  it('shows 100 glyphs a page', () => {
    expect(FONT_GLYPHS_PER_PAGE).toBe(100);
    expect(pageCount(6253, FONT_GLYPHS_PER_PAGE)).toBe(63);
  });

  it('names a glyph by its name, else its code point, else its index', () => {
    expect(glyphLabel({ index: 36, name: 'A', unicode: 65 })).toBe('A');
    expect(glyphLabel({ index: 36, name: null, unicode: 65 })).toBe('U+0041');
    expect(glyphLabel({ index: 3, name: '', unicode: 0x1f600 })).toBe('U+1F600');
    expect(glyphLabel({ index: 0, name: null })).toBe('Glyph 0');
  });

  it('tells the user what to do with a font that does not parse', () => {
    expect(fontFailureMessage('Unsupported OpenType signature abcd')).toBe(
      'This font could not be read: Unsupported OpenType signature abcd. Upload it again or use another font file.',
    );
  });

  it('centres a glyph in a square box with the baseline at the ascender', () => {
    expect(glyphBox(1000, 800, -200)).toEqual({ size: 1000, x: 0, baseline: 800 });
    expect(glyphBox(500, 800, -200)).toEqual({ size: 1000, x: 250, baseline: 800 });
    // A glyph wider than the font is tall: the box grows and the baseline moves down to centre it.
    expect(glyphBox(2000, 800, -200)).toEqual({ size: 2000, x: 0, baseline: 1300 });
  });
});
