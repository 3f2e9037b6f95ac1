import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  apiKeyCreateBody,
  apiKeyCreateResponse,
  apiKeyIdParams,
  apiKeyListResponse,
  noInput,
} from '@reelforge/contract';
import { API_KEY_LIVE_LIMIT } from '@reelforge/model/api-keys';
import type { FastifyReply } from 'fastify';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { readNewKey } from './api-key-request.ts';
import { apiKeyOnWire } from './api-key-wire.ts';
import { signInSessionOf } from './auth-plugin.ts';

// The answers name keys (and one the key itself): nobody's to keep.
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * `/account/apikeys` of the accounts service (docs/api.md, "API keys"): the person signed in
 * lists, makes and revokes their own API keys. An API key itself is refused here (the accounts
 * service's hook). A new key is answered once; only its digest is kept.
 */
const apiKeyRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/apikeys',
    { onRequest: app.requireUser, schema: { ...noInput, response: { 200: apiKeyListResponse } } },
    async (request, reply) => {
      noStore(reply);
      const keys = await app.apiKeys.list(signInSessionOf(request).user.id);
      return { Keys: keys.map(apiKeyOnWire) };
    },
  );

  app.post(
    '/apikeys',
    { onRequest: app.requireUser, schema: { body: apiKeyCreateBody, response: { 201: apiKeyCreateResponse } } },
    async (request, reply) => {
      const session = signInSessionOf(request);
      const { user } = session;
      // A key outlives the assumed session and would act without the admin: the owner makes their own.
      if (session.assumedBy)
        throw forbidden(`An assumed session cannot make API keys: ${user.username} makes their own`);
      const now = app.clock();
      const asked = readNewKey(request.body, now);
      if ('refused' in asked) throw badRequest(asked.refused);
      const notYours = asked.projects && (await app.apiKeys.notOwned(user.id, asked.projects));
      if (notYours && notYours.length > 0)
        throw badRequest(`No project ${notYours[0]} of yours: a key reaches only your own projects`);
      if ((await app.apiKeys.countLive(user.id, now)) >= API_KEY_LIVE_LIMIT)
        throw new HttpError(
          409,
          `You have ${API_KEY_LIVE_LIMIT} live API keys, the most one account holds: revoke one first`,
        );
      const { record, secret } = await app.apiKeys.create({ userId: user.id, ...asked }, now);
      request.log.info({ user: user.username, apiKey: record.id }, 'API key made');
      noStore(reply).code(201);
      return { Key: apiKeyOnWire(record), Secret: secret };
    },
  );

  app.delete(
    '/apikeys/:id',
    { onRequest: app.requireUser, schema: { ...noInput, params: apiKeyIdParams } },
    async (request, reply) => {
      const { user } = signInSessionOf(request);
      const { id } = request.params;
      if (!(await app.apiKeys.revoke(user.id, id.toLowerCase(), app.clock())))
        throw notFound(`No API key ${id} of yours`);
      request.log.info({ user: user.username, apiKey: id }, 'API key revoked');
      return reply.code(204).send();
    },
  );
};

export default apiKeyRoutes;
