// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { movieToXml, xmlToMovie } from '@reelforge/sdl/xml';
import { everyFieldMovies } from './every-field.js';
import { exampleFiles } from './examples.js';

const schema = await readFile(fileURLToPath(new URL('../../xml/movie-template.rng', import.meta.url)), 'utf8');

async function schemaProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'template.xml', contents: xml },
    schema: { fileName: 'movie-template.rng', contents: schema },
    extension: 'relaxng',
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

// xmllint starts a WebAssembly instance for each document.
const VALIDATING_MS = 60_000;

describe('the RELAX NG schema and the reader agree', () => {
  it(
    'the XML of the round-trip movies, the blank movie and a movie of empty parts is valid',
    async () => {
      const movies: Movie[] = [
        ...(everyFieldMovies() as Movie[]),
        blankMovie(),
        {},
        {
          scenes: [{ transition: {}, layers: [{ position: {}, opacity: 0, video: {} }] }],
          params: { vparams: { videoframerate: {} } },
        },
      ];
      for (const movie of movies) expect(await schemaProblems(movieToXml(movie))).toEqual([]);
      expect(await schemaProblems('<movie xmlns:x="urn:x"><scene length="5"/></movie>')).toEqual([]);
    },
    VALIDATING_MS,
  );

  it(
    'every example is valid',
    async () => {
      const examples = await exampleFiles();
      expect(examples.length).toBeGreaterThanOrEqual(8);
      for (const example of examples) expect(await schemaProblems(example.text), example.name).toEqual([]);
    },
    VALIDATING_MS,
  );

  const valid: [string, string][] = [
    [
      'decimal forms of a number',
      '<movie><scene><layer opacity=".5"><video volume="1."/></layer><layer opacity="1e-2"><color/></layer></scene></movie>',
    ],
    [
      'signed and padded whole numbers',
      '<movie><scene length="007"><layer><color/><position x="-5" y="-0"/></layer></scene></movie>',
    ],
    ['a frame rate without its denominator', '<movie><params><vparams videoframerate="25"/></params></movie>'],
    [
      'colours with alpha, in capitals, or empty',
      '<movie><scene background="#AABBCCDD"><layer><text color="" box="#abcdef"/></layer></scene></movie>',
    ],
    [
      'children in any order',
      '<movie><variable key="a"/><scene><bind field="name" variable="a"/><transition/><layer><position/><color/></layer></scene><params/></movie>',
    ],
  ];
  it.each(valid)(
    '%s are taken by both',
    async (_, xml) => {
      expect('movie' in xmlToMovie(xml)).toBe(true);
      expect(await schemaProblems(xml)).toEqual([]);
    },
    VALIDATING_MS,
  );

  const invalid: [string, string][] = [
    ['an unknown attribute', '<movie><scene colour="#000000"/></movie>'],
    ['an unknown element', '<movie><scene><shape/></scene></movie>'],
    ['a layer without content', '<movie><scene><layer name="a"/></scene></movie>'],
    ['a layer with two contents', '<movie><scene><layer><color/><text/></layer></scene></movie>'],
    ['text in a number', '<movie><scene length="ten"/></movie>'],
    ['a negative count', '<movie><scene length="-1"/></movie>'],
    ['an unknown enum value', '<movie><scene><layer fit="zoom"><color/></layer></scene></movie>'],
    ['a colour by name', '<movie><scene background="red"/></movie>'],
    ['a boolean as yes', '<movie><scene><layer><video loop="yes"/></layer></scene></movie>'],
    ['a frame rate as a decimal', '<movie><params><vparams videoframerate="29.97"/></params></movie>'],
    ['a binding without its variable', '<movie><scene><bind field="length"/></scene></movie>'],
    ['params given twice', '<movie><params/><params/></movie>'],
    ['another root', '<film/>'],
    ['text where values belong', '<movie><scene>Hello</scene></movie>'],
    ['a default namespace', '<movie xmlns="urn:movie"/>'],
    ['a prefixed attribute', '<movie xmlns:x="urn:x" x:note="hi"/>'],
  ];
  it.each(invalid)(
    '%s is refused by both',
    async (_, xml) => {
      expect('errors' in xmlToMovie(xml)).toBe(true);
      expect((await schemaProblems(xml)).length).toBeGreaterThan(0);
    },
    VALIDATING_MS,
  );
});
