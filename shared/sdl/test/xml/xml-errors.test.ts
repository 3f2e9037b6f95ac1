import { describe, expect, it } from 'vitest';
import { xmlToMovie, type XmlProblem } from '@reelforge/sdl/xml';

/** The problems of a document that must be refused. */
function problemsOf(text: string): XmlProblem[] {
  const result = xmlToMovie(text);
  if ('movie' in result) throw new Error(`expected problems, got a movie: ${JSON.stringify(result.movie)}`);
  return result.errors;
}

const lines = (...parts: string[]) => parts.join('\n');

describe('the problems of an XML template name their line and column', () => {
  it('an unknown attribute on line 7, at the attribute, with the attributes the element has', () => {
    const text = lines(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<movie>',
      '  <scene name="Intro" length="50">',
      '    <layer name="Title">',
      '      <text text="Hello" size="48"/>',
      '    </layer>',
      '    <layer name="Back" colour="#ff0000">',
      '      <color color="#000000"/>',
      '    </layer>',
      '  </scene>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      {
        line: 7,
        column: 24,
        message: expect.stringMatching(
          /^<layer> has no attribute colour; it has name, start, duration, fit, opacity, fadein, fadeout/,
        ),
      },
    ]);
  });

  it('a missing close tag: where the wrong close tag comes, naming the open element and its line', () => {
    const text = lines(
      '<movie>',
      '  <scene name="A" length="10">',
      '    <layer><color color="#112233"/></layer>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      {
        line: 4,
        column: 1,
        message: 'The XML is not well-formed: </movie> comes while <scene> (line 2) is still open; close it first.',
      },
    ]);
  });

  it('a document that ends with an element open', () => {
    expect(problemsOf('<movie>\n  <scene length="10">\n')).toEqual([
      { line: 3, column: 1, message: expect.stringMatching(/not well-formed: <scene> \(line 2\) is never closed/) },
    ]);
  });

  it('text in a number, a negative number, a fraction, a number too big', () => {
    const text = lines(
      '<movie>',
      '  <scene length="ten"/>',
      '  <scene length="-5"/>',
      '  <scene length="2.5"/>',
      '  <scene length="99999999999"/>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      { line: 2, column: 10, message: 'length of <scene> must be a whole number, got "ten".' },
      { line: 3, column: 10, message: 'length of <scene> must be a whole number from 0 to 4294967295, got -5.' },
      { line: 4, column: 10, message: 'length of <scene> must be a whole number, got "2.5".' },
      {
        line: 5,
        column: 10,
        message: 'length of <scene> must be a whole number from 0 to 4294967295, got 99999999999.',
      },
    ]);
  });

  it('an enum value, a colour, a boolean and a frame rate that are not one', () => {
    const text = lines(
      '<movie>',
      '  <params><vparams videoframerate="fast"/></params>',
      '  <scene background="red">',
      '    <layer fit="zoom"><video asset="a.mp4" loop="yes"/></layer>',
      '  </scene>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      {
        line: 2,
        column: 20,
        message: 'videoframerate of <vparams> must be a frame rate such as 25 or 30000/1001, got "fast".',
      },
      { line: 3, column: 10, message: 'background of <scene> must be a colour #rrggbb or #rrggbbaa, got "red".' },
      { line: 4, column: 12, message: 'fit of <layer> must be one of cover, contain, stretch, none, got "zoom".' },
      { line: 4, column: 44, message: 'loop of <video> must be true or false, got "yes".' },
    ]);
  });

  it('an unknown layer kind, and a layer with two kinds or none', () => {
    const text = lines(
      '<movie>',
      '  <scene>',
      '    <layer name="A"><shape kind="circle"/></layer>',
      '    <layer name="B"><color color="#000000"/><text text="two"/></layer>',
      '  </scene>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      {
        line: 3,
        column: 21,
        message:
          '<shape> is not expected inside <layer>; it may hold <video>, <image>, <text>, <color>, <position>, <bind>, <tracking>, <keyframe>.',
      },
      { line: 3, column: 5, message: '<layer> must hold one of <video>, <image>, <text>, <color>.' },
      {
        line: 4,
        column: 45,
        message: '<layer> holds one of <video>, <image>, <text>, <color>: it already holds <color> (line 4).',
      },
    ]);
  });

  it('a part given twice, a binding given twice or without its variable', () => {
    const text = lines(
      '<movie>',
      '  <params/>',
      '  <params/>',
      '  <scene>',
      '    <bind field="length" variable="len"/>',
      '    <bind field="length" variable="other"/>',
      '    <bind field="background"/>',
      '  </scene>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      { line: 3, column: 3, message: '<params> is given twice in <movie>.' },
      { line: 6, column: 5, message: '<bind> field="length" is given twice in <scene>.' },
      { line: 7, column: 5, message: '<bind> needs the attribute variable.' },
    ]);
  });

  it('a size past the movie limits, at the attribute', () => {
    const text = lines(
      '<movie>',
      '  <params>',
      '    <vparams width="100000" height="360"/>',
      '  </params>',
      '</movie>',
    );
    expect(problemsOf(text)).toEqual([
      { line: 3, column: 14, message: 'Width must be an even number of pixels from 16 to 7680, got 100000.' },
    ]);
    expect(problemsOf('<movie>\n <params><vparams videoframerate="500/1"/></params>\n</movie>')).toEqual([
      { line: 2, column: 19, message: 'Fps must be between 1 and 120, got 500.' },
    ]);
  });

  it('lines end with CRLF or CR as well as LF; a column counts characters from 1', () => {
    expect(problemsOf('<movie>\r\n  <scene>\r\n    <layer bad="1"><color/></layer>\r\n  </scene>\r\n</movie>')).toEqual(
      [{ line: 3, column: 12, message: expect.stringMatching(/^<layer> has no attribute bad/) }],
    );
    expect(problemsOf('<movie>\r<scene\rlength="x"/></movie>')).toEqual([
      { line: 3, column: 1, message: 'length of <scene> must be a whole number, got "x".' },
    ]);
  });

  it('a default namespace is refused; a declared prefix is allowed, its attributes are not', () => {
    expect(problemsOf('<movie xmlns="urn:movie"/>')).toEqual([
      { line: 1, column: 8, message: 'The elements of a template have no namespace: remove xmlns.' },
    ]);
    expect(xmlToMovie('<movie xmlns:x="urn:x"><scene length="5"/></movie>')).toEqual({
      movie: { scenes: [{ length: 5 }] },
    });
    expect(problemsOf('<movie xmlns:x="urn:x" x:note="hi"/>')).toEqual([
      { line: 1, column: 24, message: expect.stringMatching(/^<movie> has no attribute x:note/) },
    ]);
  });

  it('a root element that is not <movie>, text where values belong, no element at all', () => {
    expect(problemsOf('<film/>')).toEqual([
      { line: 1, column: 1, message: "A template's root element is <movie>, not <film>." },
    ]);
    expect(problemsOf('<movie>\n  <scene>Hello</scene>\n</movie>')).toEqual([
      { line: 2, column: 10, message: 'Text is not expected inside <scene>: values go in attributes.' },
    ]);
    expect(problemsOf('')).toEqual([
      { line: 1, column: 1, message: 'The template is empty: write a <movie> element.' },
    ]);
    expect(problemsOf('<movie><scene name="a"></movie')[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^The XML is not well-formed/),
    });
  });
});
