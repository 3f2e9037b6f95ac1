import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { REBRANDING } from '../config/branding.ts';
import { HttpError } from '../lib/http-errors.ts';
import { playerPageCsp, renderNotSharedPage, renderPlayerPage } from './player-page-html.ts';

/** The public player of a shared movie or story (docs/reference.md §2): no sign-in, no script. */
const playerPageRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/share/player.html',
    {
      schema: { querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } } } },
      // Embeddable in other sites (see playerPageCsp): no X-Frame-Options.
      helmet: { frameguard: false },
    },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', playerPageCsp(app.directMediaOrigin))
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Content-Type-Options', 'nosniff');
      try {
        const { id, kind, name, width, height } = await app.shares.page(await app.shares.open(request.query.id ?? ''));
        return reply.send(
          renderPlayerPage({ id, kind, movie: name, companyName: REBRANDING.company_name, width, height }),
        );
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        return reply.code(404).send(renderNotSharedPage(REBRANDING.company_name));
      }
    },
  );
};

export default playerPageRoutes;
