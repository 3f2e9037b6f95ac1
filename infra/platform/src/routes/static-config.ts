import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { noInput } from '@reelforge/contract';
import { MOVIE_PROTO } from '@reelforge/sdl';
import { AUTH_CONFIG, FAVICON_SVG, REBRANDING } from '../config/branding.ts';
import { REGIONS } from '../config/regions.ts';

/** The console's static configuration (docs/reference.md §7): auth, regions, rebranding, the movie and preview messages. */
const staticConfigRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Revalidated on every load: a changed region list must reach open consoles.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });

  app.get('/regions/auth.json', { schema: noInput }, async () => AUTH_CONFIG);
  app.get('/regions/regions.json', { schema: noInput }, async () => REGIONS);
  app.get('/regions/rebranding.json', { schema: noInput }, async () => REBRANDING);
  // movie.proto holds both the Movie and the PreviewRequest messages.
  app.get('/sdl/movie.proto', { schema: noInput }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(MOVIE_PROTO),
  );
  app.get('/favicon.svg', { schema: noInput }, async (_request, reply) =>
    reply.type('image/svg+xml').send(FAVICON_SVG),
  );
};

export default staticConfigRoutes;
