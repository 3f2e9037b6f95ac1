import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { accountSearchQuery, accountSearchResponse } from '@reelforge/contract';
import { EXAMPLES_OWNER } from './examples-owner.ts';

/**
 * `/account/search` (docs/reference.md §6): admins find accounts to assume; docs/reference.md §5:
 * more than 1 character.
 */
const accountSearchRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: accountSearchQuery,
        response: { 200: accountSearchResponse },
      },
    },
    async (request) => ({
      // The example project's owner is not an account anyone acts as (docs/playground.md).
      Accounts: (await app.users.search(request.query.q))
        .filter((username) => username !== EXAMPLES_OWNER)
        .map((username) => ({ username })),
    }),
  );
};

export default accountSearchRoutes;
