import { memo } from 'react';
import type { Font, Glyph } from 'opentype.js';
import { FONT_GLYPHS_PER_PAGE, pageRange } from '@reelforge/model';
import { glyphBox, glyphLabel } from './font-glyphs.js';

/** One page of a font's glyphs, each drawn as an SVG path in a square box. */
export const GlyphGrid = memo(function GlyphGrid({ font, page }: { font: Font; page: number }) {
  const { start, end } = pageRange(page, font.glyphs.length, FONT_GLYPHS_PER_PAGE);
  const glyphs: Glyph[] = [];
  for (let index = start; index < end; index++) glyphs.push(font.glyphs.get(index));
  return (
    <ul className="rf-glyphs" aria-label="Glyphs">
      {glyphs.map((glyph) => (
        <GlyphCell key={glyph.index} font={font} glyph={glyph} />
      ))}
    </ul>
  );
});

function GlyphCell({ font, glyph }: { font: Font; glyph: Glyph }) {
  const label = glyphLabel(glyph);
  // Drawn in font units (size = unitsPerEm), so the viewBox can be the box itself.
  const box = glyphBox(glyph.advanceWidth ?? font.unitsPerEm, font.ascender, font.descender);
  const path = glyph.getPath(box.x, box.baseline, font.unitsPerEm).toPathData(0);
  return (
    <li className="rf-glyph" title={label}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${box.size} ${box.size}`} width="48" height="48">
        <path d={path} />
      </svg>
      <span className="rf-glyph-name" aria-hidden="true">
        {label}
      </span>
    </li>
  );
}
