import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { noInput } from '@reelforge/contract';
import { cacheControlFor, isFile, resolveInside } from '../lib/files.ts';
import { notFound } from '../lib/http-errors.ts';

export interface RemotesRoutesOptions {
  remotesDir: string;
}

const MANIFEST = 'mf-manifest.json';
const REMOTE_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
// The entry points a host looks up by fixed name: never cache them, or a redeployed
// remote would keep loading its old chunks.
const ENTRY_FILES = new Set([MANIFEST, 'remoteEntry.js']);

/** Remotes with a built manifest, scanned per request so a freshly built remote appears at once. */
async function builtRemotes(remotesDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(remotesDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const names = entries.filter((entry) => entry.isDirectory() && REMOTE_NAME.test(entry.name)).map((e) => e.name);
  const built = await Promise.all(names.map((name) => isFile(path.join(remotesDir, name, 'dist', MANIFEST))));
  return names.filter((_, index) => built[index]).sort();
}

/** `remotes.json` (name -> manifest URL) and each remote's built files. */
const remotesRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: RemotesRoutesOptions }> = async (
  app,
  { remotesDir },
) => {
  app.get('/remotes.json', { schema: noInput }, async (_request, reply) => {
    const manifest: Record<string, string> = {};
    for (const name of await builtRemotes(remotesDir)) manifest[name] = `/remotes/${name}/${MANIFEST}`;
    return reply.header('Cache-Control', 'no-cache').send(manifest);
  });

  app.get(
    '/remotes/:name/*',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string' }, '*': { type: 'string' } },
          required: ['name', '*'],
        },
      },
    },
    async (request, reply) => {
      const { name, '*': file } = request.params;
      if (!REMOTE_NAME.test(name)) throw notFound();
      const distDir = path.join(remotesDir, name, 'dist');
      const target = resolveInside(distDir, file);
      if (!target || !(await isFile(target))) throw notFound(`No such file in remote ${name}`);
      const basename = path.basename(target);
      reply.header('Cache-Control', ENTRY_FILES.has(basename) ? 'no-cache' : cacheControlFor(target));
      return reply.sendFile(path.relative(distDir, target), distDir, { cacheControl: false });
    },
  );
};

export default remotesRoutes;
