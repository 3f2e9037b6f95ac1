// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { movieTemplateRelaxNg } from '../../src/xml/relax-ng-schema.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../xml/movie-template.rng', import.meta.url));

describe('the committed RELAX NG schema of XML templates', () => {
  it('is what movie.proto gives today (WRITE_XML_SCHEMA=1 vitest run shared/sdl/test/xml/schema-current.test.ts rewrites it)', async () => {
    const fresh = movieTemplateRelaxNg();
    if (process.env.WRITE_XML_SCHEMA === '1') await writeFile(SCHEMA_FILE, fresh);
    expect(await readFile(SCHEMA_FILE, 'utf8'), 'shared/sdl/xml/movie-template.rng is stale').toBe(fresh);
  });
});
