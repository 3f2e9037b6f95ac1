import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const EXAMPLES_DIR = fileURLToPath(new URL('../../xml/examples', import.meta.url));

/** The example templates, by file name. */
export async function exampleFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(EXAMPLES_DIR)).filter((name) => name.endsWith('.xml')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(EXAMPLES_DIR, name), 'utf8') })));
}
