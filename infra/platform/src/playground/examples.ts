import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Example, Examples } from '@reelforge/contract';
import { exampleDescription, exampleName, exampleTitle, variableDefault } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { templateFormat, xmlToMovie } from '@reelforge/sdl/xml';

/** The examples' folder of @reelforge/sdl: shared/sdl/xml/examples (its src/xml/index.ts is two folders below). */
export const EXAMPLES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@reelforge/sdl/xml'))),
  '../../xml/examples',
);

/** One example as read from its file: the template's text, the movie it says and the assets it reads. */
export interface ExampleFile {
  file: string;
  text: string;
  movie: Movie;
  entry: Example;
}

/**
 * Every example of the folder, by file name: read, converted by xmlToMovie, described from its
 * file (exampleTitle, exampleDescription) and its assets from assets.json. An example the reader
 * refuses is an error: the examples ship with the platform and a test keeps them valid.
 */
export async function readExamples(dir = EXAMPLES_DIR): Promise<ExampleFile[]> {
  const assets = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as Record<string, string[]>;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.xml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      const read = xmlToMovie(text);
      if ('errors' in read)
        throw new Error(
          `example ${file} is not a valid template: ` +
            `${read.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('; ')}`,
        );
      const { width, height, fps } = templateFormat(read.movie);
      const entry: Example = {
        name: exampleName(file),
        title: exampleTitle(file),
        description: exampleDescription(text),
        compdata: exampleName(file),
        width,
        height,
        fps,
        assets: assets[file] ?? [],
        variables: (read.movie.variables ?? []).map((variable) => ({
          key: variable.key ?? '',
          type: String(variable.type ?? 'MAP').toLowerCase(),
          default: variableDefault(variable),
        })),
      };
      return { file, text, movie: read.movie, entry };
    }),
  );
}

/** The body of GET /examples.json. */
export function examplesJson(examples: readonly ExampleFile[]): Examples {
  return { Examples: examples.map((example) => example.entry) };
}
