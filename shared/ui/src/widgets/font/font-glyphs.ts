/** Rules of the font glyph viewer (docs/reference.md §2, §9: 100 glyphs a page). */

export interface GlyphNaming {
  index: number;
  name?: string | null;
  unicode?: number;
}

/** U+0041 for 65. */
export function codePointLabel(unicode: number): string {
  return `U+${unicode.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a glyph is called: its name, else its code point, else its index. */
export function glyphLabel(glyph: GlyphNaming): string {
  if (glyph.name && glyph.name.trim()) return glyph.name;
  if (glyph.unicode !== undefined) return codePointLabel(glyph.unicode);
  return `Glyph ${glyph.index}`;
}

export function fontFailureMessage(reason: string): string {
  return `This font could not be read: ${reason}. Upload it again or use another font file.`;
}

/**
 * The square box a glyph is drawn in, in font units: as wide as the larger of its advance
 * and the font's height, the glyph centred across and the baseline at the ascender.
 */
export function glyphBox(
  advanceWidth: number,
  ascender: number,
  descender: number,
): { size: number; x: number; baseline: number } {
  const height = Math.max(1, ascender - descender);
  const advance = Math.max(0, advanceWidth);
  const size = Math.max(height, advance);
  return { size, x: (size - advance) / 2, baseline: ascender + (size - height) / 2 };
}
