import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { tokenLoginQuery } from '@reelforge/contract';
import { tokenLoginTarget } from '@reelforge/model';
import { enabledRegions } from '../config/regions.ts';
import { badRequest, unauthorized } from '../lib/http-errors.ts';
import { locationHeaderValue } from '../lib/location-header.ts';

export interface TokenLoginOptions {
  /** The motion tracker's base address (TRACKER_URL): `next` may be on its origin. */
  tracker?: string;
}

const TOKEN = /^[0-9a-f]{64}$/i;

/**
 * `{iv}/tokenlogin?token&next` of every enabled region's media host (docs/reference.md §7,
 * docs/compositions.md): the console's links to the motion tracker go through it. It sends the
 * browser on (302) only to a path of this host or an address on the tracker's origin
 * (`tokenLoginTarget`): any other `next` is a 400, checked before the token, so it is no open
 * redirect. Characters beyond ASCII in `next` (U+2028, an emoji) are sent on percent-encoded;
 * a `next` that is not text (a lone surrogate) is a 400. A token that is not live is a 401.
 */
const tokenLoginRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: TokenLoginOptions }> = async (app, { tracker }) => {
  for (const [, config] of enabledRegions()) {
    app.get(`${config.iv}/tokenlogin`, { schema: { querystring: tokenLoginQuery } }, async (request, reply) => {
      const { token, next } = request.query;
      const allowed = tokenLoginTarget(next, tracker);
      // Characters beyond ASCII travel percent-encoded (lib/location-header.ts); one that is not text is refused.
      const target = allowed && locationHeaderValue(allowed);
      if (!target) throw badRequest('next must be a path of this site or an address of the configured motion tracker');
      if (!TOKEN.test(token) || !(await app.tokens.resolve(token.toLowerCase())))
        throw unauthorized('Token is invalid or expired');
      // The address carried a token: it is not kept and not passed on as a referrer.
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return reply.redirect(target, 302);
    });
  }
};

export default tokenLoginRoutes;
