// opentype.js 2.0 ships without type declarations; only what the platform calls.
declare module 'opentype.js' {
  export interface Font {
    numGlyphs: number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
