import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  noInput,
  webhookChangeBody,
  webhookCreateBody,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryReply,
  webhookListResponse,
  webhookParams,
  webhookProjectParams,
  webhookReply,
  webhookSecretResponse,
} from '@reelforge/contract';
import type { FastifyRequest } from 'fastify';
import { projectRef } from '../projects/project-ref.ts';

export interface WebhookRoutesOptions {
  region: string;
}

/**
 * A project's webhooks on the region API host (docs/api.md, "Webhooks"): the project's owner
 * only, anyone else's project being a 404; the work is the webhook service's.
 */
const webhookRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: WebhookRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);
  const projectOf = (request: FastifyRequest, prjuid: string) => projectRef(app, request, region, prjuid);

  app.get(
    '/v1/webhooks/:prjuid',
    { schema: { ...noInput, params: webhookProjectParams, response: { 200: webhookListResponse } } },
    async (request) => ({ Webhooks: await app.webhooks.list(await projectOf(request, request.params.prjuid)) }),
  );

  app.post(
    '/v1/webhooks/:prjuid',
    { schema: { params: webhookProjectParams, body: webhookCreateBody, response: { 201: webhookSecretResponse } } },
    async (request, reply) => {
      const project = await projectOf(request, request.params.prjuid);
      return reply.code(201).send(await app.webhooks.create(project, request.body));
    },
  );

  app.patch(
    '/v1/webhooks/:prjuid/:id',
    { schema: { params: webhookParams, body: webhookChangeBody, response: { 200: webhookReply } } },
    async (request) => {
      const project = await projectOf(request, request.params.prjuid);
      return { Webhook: await app.webhooks.update(project, request.params.id, request.body) };
    },
  );

  app.delete(
    '/v1/webhooks/:prjuid/:id',
    { schema: { params: webhookParams, response: { 200: deletedResponse } } },
    async (request) => {
      const project = await projectOf(request, request.params.prjuid);
      await app.webhooks.remove(project, request.params.id);
      return { Deleted: request.params.id };
    },
  );

  app.post(
    '/v1/webhooks/:prjuid/:id/secret',
    { schema: { params: webhookParams, response: { 200: webhookSecretResponse } } },
    async (request) => {
      const project = await projectOf(request, request.params.prjuid);
      return app.webhooks.rotateSecret(project, request.params.id);
    },
  );

  app.get(
    '/v1/webhooks/:prjuid/:id/deliveries',
    {
      schema: {
        params: webhookParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (request) => {
      const project = await projectOf(request, request.params.prjuid);
      return app.webhooks.deliveries(project, request.params.id, request.query);
    },
  );

  app.post(
    '/v1/webhooks/:prjuid/:id/deliveries/:delivery/resend',
    { schema: { params: webhookDeliveryParams, response: { 202: webhookDeliveryReply } } },
    async (request, reply) => {
      const { prjuid, id, delivery } = request.params;
      const project = await projectOf(request, prjuid);
      return reply.code(202).send({ Delivery: await app.webhooks.resend(project, id, delivery) });
    },
  );

  app.post(
    '/v1/webhooks/:prjuid/:id/ping',
    { schema: { params: webhookParams, response: { 202: webhookDeliveryReply } } },
    async (request, reply) => {
      const project = await projectOf(request, request.params.prjuid);
      return reply.code(202).send({ Delivery: await app.webhooks.ping(project, request.params.id) });
    },
  );
};

export default webhookRoutes;
