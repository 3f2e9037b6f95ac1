import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { noInput } from '@reelforge/contract';
import { RemotesManifestReader } from '../config/remotes-manifest.ts';
import { cacheControlFor, isFile, resolveInside } from '../lib/files.ts';
import { notFound } from '../lib/http-errors.ts';

export interface RemotesRoutesOptions {
  remotesDir: string;
  /** The environment's remotes manifest (REMOTES_MANIFEST); unset: every remote built under remotesDir. */
  remotesManifest?: string;
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

interface Source {
  /** remotes.json: area name -> manifest URL. */
  list(): Promise<Record<string, string>>;
  /** The folder a request's path is served from, and the path inside it; undefined: not found. */
  locate(name: string, file: string): Promise<{ dir: string; file: string } | undefined>;
}

/** Every remote built in the repository (remotes/<name>/dist), under /remotes/<name>/. */
function scannedSource(remotesDir: string): Source {
  return {
    async list() {
      const list: Record<string, string> = {};
      for (const name of await builtRemotes(remotesDir)) list[name] = `/remotes/${name}/${MANIFEST}`;
      return list;
    },
    async locate(name, file) {
      return { dir: path.join(remotesDir, name, 'dist'), file };
    },
  };
}

/**
 * The versions the environment's manifest names, each under /remotes/<name>/<version>/: a
 * page loaded before a new version went live asks for the old one's files, which are then
 * not found (the area says it was redeployed) rather than mixed with the new one's.
 */
function manifestSource(reader: RemotesManifestReader): Source {
  return {
    async list() {
      const list: Record<string, string> = {};
      for (const { name, version, url } of (await reader.current()).values())
        list[name] = url ?? `/remotes/${name}/${version}/${MANIFEST}`;
      return list;
    },
    async locate(name, file) {
      const release = (await reader.current()).get(name);
      const prefix = `${release?.version}/`;
      if (!release?.folder || !file.startsWith(prefix)) return undefined;
      return { dir: release.folder, file: file.slice(prefix.length) };
    },
  };
}

/** `remotes.json` (name -> manifest URL) and each remote's built files. */
const remotesRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: RemotesRoutesOptions }> = async (
  app,
  { remotesDir, remotesManifest },
) => {
  const source = remotesManifest
    ? manifestSource(await RemotesManifestReader.open(remotesManifest, (error) => app.log.error(error.message)))
    : scannedSource(remotesDir);

  app.get('/remotes.json', { schema: noInput }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(await source.list());
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
      const { name, '*': requested } = request.params;
      if (!REMOTE_NAME.test(name)) throw notFound();
      const located = await source.locate(name, requested);
      const target = located && resolveInside(located.dir, located.file);
      if (!located || !target || !(await isFile(target))) throw notFound(`No such file in remote ${name}`);
      const basename = path.basename(target);
      reply.header('Cache-Control', ENTRY_FILES.has(basename) ? 'no-cache' : cacheControlFor(target));
      return reply.sendFile(path.relative(located.dir, target), located.dir, { cacheControl: false });
    },
  );
};

export default remotesRoutes;
