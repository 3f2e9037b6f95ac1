import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { planMovie, resolveVariables, type DatasourceTable } from '../src/index.js';

// The example XML templates of the scene description (docs/xml-templates.md) resolve their
// variables and plan a render here as they will when the playground renders them.
const EXAMPLES_DIR = fileURLToPath(new URL('../../../shared/sdl/xml/examples', import.meta.url));
const names = (await readdir(EXAMPLES_DIR)).filter((name) => name.endsWith('.xml')).sort();
const CITIES: DatasourceTable = {
  columns: ['city', 'country'],
  rows: [
    ['Lisbon', 'Portugal'],
    ['Oslo', 'Norway'],
    ['Nairobi', 'Kenya'],
  ],
};

async function resolved(name: string) {
  const result = xmlToMovie(await readFile(join(EXAMPLES_DIR, name), 'utf8'));
  if ('errors' in result) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return resolveVariables(result.movie, { datasources: { 'cities.csv': CITIES } });
}

describe('the example XML templates in the renderer', () => {
  it.each(names)('%s resolves its variables and plans an mp4', async (name) => {
    const { movie } = await resolved(name);
    const plan = planMovie(movie, { target: 'mp4' });
    expect(plan.frames).toBeGreaterThan(0);
  });

  it('the variables take the values the examples promise', async () => {
    expect((await resolved('07-format-variable.xml')).values).toMatchObject({
      greeting: 'Hello, Grace Hopper!',
      accent: '#34d399',
    });
    const datasource = await resolved('08-datasource.xml');
    expect(datasource.values).toMatchObject({ city: 'Nairobi', line: 'Greetings from Nairobi' });
    expect(datasource.movie.scenes?.[0]?.layers?.[0]?.text?.text).toBe('Nairobi');
    expect((await resolved('09-points-variable.xml')).movie.scenes?.[0]?.layers?.[0]?.position).toEqual({
      x: 220,
      y: 100,
      w: 200,
      h: 120,
    });
  });
});
