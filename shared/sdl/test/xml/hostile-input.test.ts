import { describe, expect, it } from 'vitest';
import { XML_LIMITS, xmlToMovie, type XmlProblem } from '@reelforge/sdl/xml';

function problemsOf(text: string): XmlProblem[] {
  const result = xmlToMovie(text);
  if ('movie' in result)
    throw new Error(`expected problems, got a movie: ${JSON.stringify(result.movie).slice(0, 200)}`);
  return result.errors;
}

const BILLION_LAUGHS = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE movie [',
  '  <!ENTITY lol "lol">',
  ...Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
  ']>',
  '<movie><scene name="&lol9;"/></movie>',
].join('\n');

describe('hostile XML is refused, quickly and in words', () => {
  it('entity expansion (billion laughs) is refused at its DOCTYPE, nothing expanded', () => {
    expect(problemsOf(BILLION_LAUGHS)).toEqual([
      { line: 2, column: 1, message: 'A template may not have a DOCTYPE: remove it (entities and DTDs are not read).' },
    ]);
  });

  it('an external entity (a file of the server) is refused at its DOCTYPE', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE movie [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>\n<movie><scene name="&secret;"/></movie>';
    expect(problemsOf(text)).toEqual([{ line: 2, column: 1, message: expect.stringMatching(/DOCTYPE/) }]);
    expect(problemsOf('<!DOCTYPE movie SYSTEM "http://example.com/movie.dtd">\n<movie/>')[0]?.message).toMatch(
      /may not have a DOCTYPE/,
    );
  });

  it('an entity no DOCTYPE declares is a well-formedness problem, not an empty text', () => {
    expect(problemsOf('<movie>\n  <scene name="&lol9;"/>\n</movie>')).toEqual([
      {
        line: 2,
        column: expect.any(Number),
        message: expect.stringMatching(/^The XML is not well-formed: undefined entity/),
      },
    ]);
  });

  it('a 10 MB input is refused before it is parsed, saying how big it is and how big it may be', () => {
    const big = `<movie>${'<scene name="padding padding padding padding"/>'.repeat(220_000)}</movie>`;
    expect(big.length).toBeGreaterThan(10_000_000);
    expect(problemsOf(big)).toEqual([
      {
        line: 1,
        column: 1,
        message: `The template is ${(big.length / 1048576).toFixed(1)} MB; a template may be at most 4.0 MB.`,
      },
    ]);
  });

  it('deep nesting stops at the depth limit, at the element too deep', () => {
    const depth = 100_000;
    const text = `<movie>${'<scene>'.repeat(depth)}${'</scene>'.repeat(depth)}</movie>`;
    const [problem] = problemsOf(text);
    expect(problem).toEqual({
      line: 1,
      column: 8 + 7 * (XML_LIMITS.maxDepth - 1),
      message: `Elements are nested more than ${XML_LIMITS.maxDepth} deep.`,
    });
  });

  it('too many elements stop at the element count limit', () => {
    const text = `<movie>\n${'<variable/>\n'.repeat(XML_LIMITS.maxElements + 5)}</movie>`;
    expect(problemsOf(text)).toEqual([
      {
        line: XML_LIMITS.maxElements + 1,
        column: 1,
        message: `A template may have at most ${XML_LIMITS.maxElements} elements.`,
      },
    ]);
  });

  it('a thousand problems are reported as the first fifty', () => {
    const text = `<movie>\n${'<scene length="x"/>\n'.repeat(1000)}</movie>`;
    const problems = problemsOf(text);
    expect(problems).toHaveLength(50);
    expect(problems[49]).toEqual({
      line: 51,
      column: 8,
      message: 'length of <scene> must be a whole number, got "x".',
    });
  });

  it('markup in values, CDATA, a second root, control characters and a byte order mark', () => {
    expect(problemsOf('<movie><scene name="<b>"/></movie>')[0]?.message).toMatch(/^The XML is not well-formed/);
    expect(problemsOf('<movie>\n<scene><![CDATA[<layer/>]]></scene></movie>')).toEqual([
      { line: 2, column: 8, message: 'A CDATA section is not expected inside <scene>: values go in attributes.' },
    ]);
    expect(problemsOf('<movie/>\n<movie/>')[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^The XML is not well-formed/),
    });
    expect(problemsOf('<movie><scene name="a\u0001b"/></movie>')[0]?.message).toMatch(
      /^The XML is not well-formed: disallowed character/,
    );
    expect(
      xmlToMovie('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<movie><!-- a comment --><?note ignored?></movie>'),
    ).toEqual({ movie: {} });
  });
});
