import { describe, expect, it } from 'vitest';
import { blankMovie, normaliseMovie, type Movie } from '@reelforge/sdl';
import { movieToXml, xmlToMovie } from '@reelforge/sdl/xml';
import { everyFieldMovies, partsSet, protoParts } from './every-field.js';

function movieOf(text: string): Movie {
  const result = xmlToMovie(text);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.movie;
}

const movies = everyFieldMovies();

describe('a movie said in XML and read back', () => {
  it('the movies built from movie.proto set every field, every oneof member and every enum value (else the builder missed one)', () => {
    const set = new Set<string>();
    for (const movie of movies) for (const part of partsSet(normaliseMovie(movie))) set.add(part);
    const missed = [...protoParts()].filter((part) => !set.has(part));
    expect(missed).toEqual([]);
    expect(set.size).toBeGreaterThan(80);
  });

  it.each(movies.map((movie, variant) => [variant, movie] as const))(
    'movie -> XML -> movie is equal, and XML -> movie -> XML is the same text (variant %i)',
    (_, movie) => {
      const xml = movieToXml(movie as Movie);
      expect(movieOf(xml)).toEqual(normaliseMovie(movie));
      expect(movieToXml(movieOf(xml))).toBe(xml);
    },
  );

  it('the blank movie comes back equal, and its XML is stable', () => {
    const xml = movieToXml(blankMovie());
    expect(movieOf(xml)).toEqual(normaliseMovie(blankMovie()));
    expect(movieToXml(movieOf(xml))).toBe(xml);
  });

  it('parts present but empty, and optional values set to 0, are kept', () => {
    const movie: Movie = {
      params: { vparams: { videoframerate: {} }, aparams: {} },
      scenes: [
        {
          transition: {},
          layers: [{ position: {}, opacity: 0, video: { volume: 0 } }, { image: {} }, { text: {} }, { color: {} }],
        },
        {},
      ],
      audio: [{ volume: 0 }],
      variables: [{}],
    };
    const xml = movieToXml(movie);
    expect(movieOf(xml)).toEqual(normaliseMovie(movie));
    expect(xml).toContain('<position/>');
    expect(xml).toContain('opacity="0"');
  });

  it('the empty movie is <movie/>, and values at their default written out read as left out', () => {
    expect(movieToXml({})).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<movie/>\n');
    const explicit =
      '<movie><scene length="0"><transition type="none"/><layer fit="cover" start="0"><text align="center" valign="middle" text=""/></layer></scene><variable type="map"/></movie>';
    expect(movieOf(explicit)).toEqual({ scenes: [{ transition: {}, layers: [{ text: {} }] }], variables: [{}] });
  });

  it('every enum value is written in lower case and read back', () => {
    const xml = movieToXml({
      scenes: [
        { transition: { type: 'CROSSFADE' }, layers: [{ fit: 'STRETCH', text: { align: 'RIGHT', valign: 'BOTTOM' } }] },
      ],
      variables: [{ type: 'DATASOURCE' }, { type: 'FORMAT' }],
    });
    expect(xml).toContain('<transition type="crossfade"/>');
    expect(xml).toContain('<layer fit="stretch">');
    expect(xml).toContain('<text align="right" valign="bottom"/>');
    expect(xml).toContain('<variable type="format"/>');
  });

  it('texts keep line breaks, tabs, spaces, quotes, markup and emoji; one with a control character cannot be written', () => {
    const text = '  two  spaces\nline\r\nbreaks\ttab "quoted" \'single\' <b>&amp;</b> ${name} 🎬  ';
    const movie: Movie = { scenes: [{ layers: [{ text: { text } }] }] };
    expect(movieOf(movieToXml(movie)).scenes?.[0]?.layers?.[0]?.text?.text).toBe(text);
    expect(() => movieToXml({ scenes: [{ name: 'bell\u0007' }] })).toThrow(
      'scene name holds a control character that XML cannot hold.',
    );
  });

  it('a layer that follows a tracking version says it in a <tracking> element', () => {
    const movie: Movie = {
      scenes: [
        {
          layers: [
            {
              name: 'Badge',
              image: { asset: 'badge.png' },
              position: { w: 64, h: 64 },
              tracking: {
                video: 'run.mp4',
                version: 'v1',
                offset: 12,
                area: { x: 10, y: 20, w: 320, h: 180 },
                align: 'LEFT',
                valign: 'TOP',
                dx: -4,
                dy: 6,
              },
            },
          ],
        },
      ],
    };
    const xml = movieToXml(movie);
    expect(xml).toContain(
      '      <tracking video="run.mp4" version="v1" offset="12" align="left" valign="top" dx="-4" dy="6">\n        <area x="10" y="20" w="320" h="180"/>\n      </tracking>',
    );
    expect(movieOf(xml)).toEqual(normaliseMovie(movie));
  });

  it('the XML is indented, one element a line, attributes in movie.proto order', () => {
    const xml = movieToXml({
      scenes: [
        {
          length: 50,
          name: 'Intro',
          layers: [{ name: 'Title', text: { size: 48, text: 'Hello' }, bindings: { text: 'title' } }],
        },
      ],
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<movie>',
        '  <scene name="Intro" length="50">',
        '    <layer name="Title">',
        '      <text text="Hello" size="48"/>',
        '      <bind field="text" variable="title"/>',
        '    </layer>',
        '  </scene>',
        '</movie>',
        '',
      ].join('\n'),
    );
  });
});
