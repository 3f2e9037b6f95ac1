import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { examplesSchema, noInput, playgroundTokenResponse } from '@reelforge/contract';
import { PLAYGROUND_RENEW_AFTER_MS } from '@reelforge/model';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { examplesJson } from './examples.ts';

/**
 * The playground's calls (docs/playground.md): GET /examples.json of the static configuration
 * host, and GET /accounts/auth/playground, a token reaching the example project only.
 */
export const examplesRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/examples.json', { schema: { ...noInput, response: { 200: examplesSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return examplesJson(await app.playground.examples());
  });
};

export const playgroundTokenRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // A signed-in user only: a playground token cannot ask for another (401, like every call of the accounts service).
  app.get(
    '/playground',
    { onRequest: app.requireUser, schema: { ...noInput, response: { 200: playgroundTokenResponse } } },
    async (request, reply) => {
      const user = sessionOf(request).user;
      const { project } = await app.playground.project.ensure();
      const { token, expiresAt } = app.playground.tokens.issue(user);
      reply.header('Cache-Control', 'no-store');
      return {
        Token: token,
        Expires: new Date(expiresAt).toISOString(),
        RenewAfter: PLAYGROUND_RENEW_AFTER_MS / 1000,
        Prjuid: project.uid,
        Region: project.region,
      };
    },
  );
};
