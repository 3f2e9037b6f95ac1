import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { noInput } from '@reelforge/contract';
import { MOVIE_PROTO } from '@reelforge/sdl';
import type { EditorsConfig } from '@reelforge/model';
import { ACCOUNT_STATS_QUERY, ANALYTICS_QUERIES } from '../analytics/query-descriptions.ts';
import { AUTH_CONFIG, FAVICON_SVG, REBRANDING } from '../config/branding.ts';
import { withEditors } from '../config/editors.ts';
import { REGIONS } from '../config/regions.ts';

/**
 * The console's static configuration (docs/reference.md §7): auth, regions, rebranding (with the
 * outside tools' addresses), the movie and preview messages.
 */
export interface StaticConfigOptions {
  /** The outside tools' addresses, served in rebranding.json (docs/compositions.md). */
  editors?: EditorsConfig;
}

const staticConfigRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: StaticConfigOptions }> = async (
  app,
  { editors },
) => {
  // Revalidated on every load: a changed region list must reach open consoles.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });

  app.get('/regions/auth.json', { schema: noInput }, async () => AUTH_CONFIG);
  app.get('/regions/regions.json', { schema: noInput }, async () => REGIONS);
  app.get('/regions/rebranding.json', { schema: noInput }, async () => withEditors(REBRANDING, editors));
  // movie.proto holds both the Movie and the PreviewRequest messages.
  app.get('/sdl/movie.proto', { schema: noInput }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(MOVIE_PROTO),
  );
  // What the console sends the analytics host (docs/analytics.md "Query descriptions").
  app.get('/queries/analytics.json', { schema: noInput }, async () => ANALYTICS_QUERIES);
  app.get('/queries/account-stats.json', { schema: noInput }, async () => ACCOUNT_STATS_QUERY);
  app.get('/favicon.svg', { schema: noInput }, async (_request, reply) =>
    reply.type('image/svg+xml').send(FAVICON_SVG),
  );
};

export default staticConfigRoutes;
