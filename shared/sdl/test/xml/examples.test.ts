// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMovie, encodeMovie, layerKind, normaliseMovie, type Movie } from '@reelforge/sdl';
import { movieToXml, xmlToMovie } from '@reelforge/sdl/xml';
import { EXAMPLES_DIR, exampleFiles } from './examples.js';

const examples = await exampleFiles();
const assetsOf: Record<string, string[]> = JSON.parse(await readFile(join(EXAMPLES_DIR, 'assets.json'), 'utf8'));

function movieOf(name: string, text: string): Movie {
  const result = xmlToMovie(text);
  if ('errors' in result) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return result.movie;
}

/** The assets a movie reads: its videos, images, fonts, audio, datasources and tracked videos. */
function assetsRead(movie: Movie): string[] {
  const names = new Set<string>();
  for (const scene of movie.scenes ?? []) {
    for (const layer of scene.layers ?? []) {
      for (const name of [layer.video?.asset, layer.image?.asset, layer.text?.font, layer.tracking?.video])
        if (name) names.add(name);
    }
  }
  for (const track of movie.audio ?? []) if (track.asset) names.add(track.asset);
  for (const variable of movie.variables ?? []) if (variable.datasource) names.add(variable.datasource);
  return [...names].sort();
}

describe('the example templates', () => {
  it('are at least 8, and together show every layer kind, every transition, audio and every kind of variable', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    const movies = examples.map((example) => movieOf(example.name, example.text));
    const kinds = new Set(
      movies.flatMap((movie) => (movie.scenes ?? []).flatMap((scene) => (scene.layers ?? []).map(layerKind))),
    );
    expect([...kinds].sort()).toEqual(['color', 'image', 'text', 'video']);
    const transitions = new Set(
      movies.flatMap((movie) => (movie.scenes ?? []).map((scene) => scene.transition?.type).filter(Boolean)),
    );
    expect([...transitions].sort()).toEqual(['CROSSFADE', 'FADE', 'PUSH', 'WIPE']);
    expect(movies.some((movie) => (movie.audio ?? []).length > 0)).toBe(true);
    const variables = movies.flatMap((movie) => movie.variables ?? []);
    expect(new Set(variables.map((variable) => variable.type ?? 'MAP'))).toEqual(
      new Set(['MAP', 'DATASOURCE', 'FORMAT']),
    );
    expect(variables.some((variable) => variable.valuetype === 'points')).toBe(true);
  });

  it.each(examples.map((example) => [example.name, example.text]))(
    '%s converts to a movie the codec takes, and reads only the assets assets.json lists',
    (name, text) => {
      const movie = movieOf(name, text);
      expect(normaliseMovie(movie)).toEqual(movie);
      expect(decodeMovie(encodeMovie(movie))).toEqual(movie);
      expect(movieOf(name, movieToXml(movie))).toEqual(movie);
      expect(assetsRead(movie)).toEqual([...(assetsOf[name] ?? ['(not listed in assets.json)'])].sort());
    },
  );

  it('assets.json lists exactly the example files', () => {
    expect(Object.keys(assetsOf).sort()).toEqual(examples.map((example) => example.name));
  });
});
