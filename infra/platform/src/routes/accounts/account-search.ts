import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/** `/account/search` (SPEC §6): admins find accounts to assume; SPEC §5: more than 1 character. */
const accountSearchRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: {
          type: 'object',
          properties: { q: { type: 'string', minLength: 2, maxLength: 200 } },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              Accounts: {
                type: 'array',
                items: { type: 'object', properties: { username: { type: 'string' } }, required: ['username'] },
              },
            },
            required: ['Accounts'],
          },
        },
      },
    },
    async (request) => ({
      Accounts: (await app.users.search(request.query.q)).map((username) => ({ username })),
    }),
  );
};

export default accountSearchRoutes;
