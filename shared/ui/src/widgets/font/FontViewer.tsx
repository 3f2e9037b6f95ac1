import { useState } from 'react';
import type { Font } from 'opentype.js';
import { FONT_GLYPHS_PER_PAGE, clampPage, reasonOf } from '@reelforge/model';
import { useServerQuery } from '../../data/index.js';
import { ErrorPanel } from '../../primitives/ErrorPanel.js';
import { Pager } from '../../primitives/lists/Pager.js';
import { fontFailureMessage } from './font-glyphs.js';
import { GlyphGrid } from './GlyphGrid.js';

/** Thrown when the bytes arrived but are not a font, so the message can tell the two apart. */
class FontParseError extends Error {}

/** Downloads and parses a font; opentype.js is loaded on demand so a list does not pay for it. */
async function loadFont(name: string, bytes: () => Promise<ArrayBuffer>): Promise<Font> {
  try {
    const [data, opentype] = await Promise.all([bytes(), import('opentype.js')]);
    try {
      return opentype.parse(data);
    } catch (error) {
      throw new FontParseError(reasonOf(error), { cause: error });
    }
  } catch (error) {
    // docs/reference.md §8: a font load failure is logged; the page also says what to do.
    console.error(`Font ${name} could not be loaded`, error);
    throw error;
  }
}

export interface FontViewerProps {
  /** The font file's name (for the log). */
  name: string;
  /** Its key in the server-state cache (one of `queryKeys`). */
  queryKey: readonly unknown[];
  /** Downloads its bytes. */
  bytes: () => Promise<ArrayBuffer>;
}

/**
 * A font's names and its glyphs, 100 a page (docs/reference.md §2, §9), parsed in the browser
 * with opentype.js: a project's font asset, a font of the user's file store.
 */
export function FontViewer({ name, queryKey, bytes }: FontViewerProps) {
  const query = useServerQuery(queryKey, () => loadFont(name, bytes), { keepPrevious: false });
  const [page, setPage] = useState(0);

  if (query.error) return <FontFailure error={query.error} />;
  const font = query.data;
  if (!font) return <p role="status">Loading font…</p>;

  const total = font.glyphs.length;
  const shown = clampPage(page, total, FONT_GLYPHS_PER_PAGE);
  return (
    <div className="rf-viewer rf-font-detail">
      <dl className="rf-facts">
        <dt>Family</dt>
        <dd>{font.getEnglishName('fontFamily') || '—'}</dd>
        <dt>Style</dt>
        <dd>{font.getEnglishName('fontSubfamily') || '—'}</dd>
        <dt>Glyph count</dt>
        <dd>{total}</dd>
      </dl>
      <Pager label="Glyph pages" page={shown} total={total} perPage={FONT_GLYPHS_PER_PAGE} onPage={setPage} />
      <GlyphGrid font={font} page={shown} />
    </div>
  );
}

function FontFailure({ error }: { error: unknown }) {
  if (error instanceof FontParseError) {
    return (
      <ErrorPanel title="Font not readable">
        <p>{fontFailureMessage(reasonOf(error))}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title="Font not loaded">
      <p>The font file could not be downloaded: {reasonOf(error)}. Try again, or download the file to check it.</p>
    </ErrorPanel>
  );
}
