// opentype.js 2.0 ships without type declarations; only what the platform calls.
declare module 'opentype.js' {
  export interface Glyph {
    /** Parsed from the font's outline data when first read; throws on damaged data. */
    readonly path: unknown;
  }
  export interface Font {
    numGlyphs: number;
    glyphs: { get(index: number): Glyph };
    /** 0 (.notdef) for a character the font does not have. */
    charToGlyphIndex(char: string): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
