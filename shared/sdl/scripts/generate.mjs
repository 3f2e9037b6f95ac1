// Generates from src/movie.proto, the one definition of the scene description: the movie
// codec as plain code, so that no browser or server has to compile encoders and decoders at
// run time (protobufjs would otherwise build them with Function(), which a
// Content-Security-Policy without 'unsafe-eval' forbids); the TypeScript types of the JSON
// form; and the proto text as a string for those who serve or parse it.
// Run it after changing movie.proto: `pnpm --filter @reelforge/sdl generate`.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { jsonTypes } from './json-types.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const protoFile = join(packageDir, 'src', 'movie.proto');
const pbjs = join(packageDir, 'node_modules', '.bin', 'pbjs');
export const GENERATED_DIR = join(packageDir, 'src', 'generated');
/** The files written, each compared with its committed copy by the package's tests. */
export const GENERATED_FILES = ['movie-proto.ts', 'movie-types.ts', 'movie-static.js', 'movie-static.d.ts'];

const HEADER =
  '// Generated from shared/sdl/src/movie.proto by `pnpm --filter @reelforge/sdl generate`: do not edit.\n';

async function prepend(file, text) {
  await writeFile(file, text + (await readFile(file, 'utf8')));
}

/** Writes the proto text as a module, the JSON-form types and the static codec (JS + types) into `outDir`. */
export async function generate(outDir = GENERATED_DIR) {
  await mkdir(outDir, { recursive: true });
  const proto = await readFile(protoFile, 'utf8');
  await writeFile(
    join(outDir, 'movie-proto.ts'),
    `${HEADER}export const MOVIE_PROTO_TEXT = ${JSON.stringify(proto)};\n`,
  );
  await writeFile(join(outDir, 'movie-types.ts'), jsonTypes(proto, 'reelforge.sdl', HEADER));
  const staticFile = join(outDir, 'movie-static.js');
  await promisify(execFile)(pbjs, [
    '--target',
    'static-module',
    '--wrap',
    'esm',
    '--dependency',
    'protobufjs/minimal.js',
    // A root of its own: the default one is shared with any other static module.
    '--root',
    'reelforge_sdl',
    '--keep-case',
    '--no-delimited',
    '--no-typeurl',
    '--out',
    staticFile,
    '--dts',
    protoFile,
  ]);
  await prepend(staticFile, HEADER);
  await prepend(join(outDir, 'movie-static.d.ts'), HEADER);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await generate(process.argv[2] ?? GENERATED_DIR);
}
