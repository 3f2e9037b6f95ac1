import path from 'node:path';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { cacheControlFor, isFile, resolveInside } from '../lib/files.ts';

export interface ConsoleRoutesOptions {
  consoleDir: string;
}

// Paths that belong to services: an unknown one is a JSON 404, never the console page.
const API_PATH = /^\/(?:accounts\/(?:auth|account)|r|regions|remotes|share-api|sdl)(?:\/|$)/;

const NOT_BUILT = 'The console is not built yet: run npm start\n';

/**
 * The console (the host's `dist/`) on `/`, with the SPA fallback: any other page
 * address a browser asks for gets index.html and the client router takes over.
 */
const consoleRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: ConsoleRoutesOptions }> = async (
  app,
  { consoleDir },
) => {
  const indexFile = path.join(consoleDir, 'index.html');

  app.get(
    '/*',
    {
      schema: {
        params: { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] },
      },
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (API_PATH.test(pathname)) return reply.callNotFound();

      const target = resolveInside(consoleDir, request.params['*']);
      if (target && target !== path.resolve(consoleDir) && (await isFile(target))) {
        reply.header('Cache-Control', cacheControlFor(target));
        return reply.sendFile(path.relative(consoleDir, target), consoleDir, { cacheControl: false });
      }

      const isRoot = request.params['*'] === '';
      if (!isRoot && !(request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
      if (!(await isFile(indexFile))) {
        return reply.code(503).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', consoleDir, { cacheControl: false });
    },
  );
};

export default consoleRoutes;
