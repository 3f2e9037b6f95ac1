import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  shareCreatedResponse,
  shareDeleteBody,
  shareExistsQuery,
  shareExistsResponse,
  shareFileParams,
  shareRecordSchema,
  deletedResponse,
} from '@reelforge/contract';
import { sharePagePath } from '@reelforge/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { sendFile } from '../lib/send-file.ts';
import { sendStoredMedia } from '../objects/direct-media.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import type { RenderedFile } from '../render/stored-renders.ts';
import { requesterSignal } from '../render/requester-gone.ts';

/** "<id>.<ext>" of the public files; anything else names no share. */
function idOf(file: string, ext: string): string {
  if (!file.endsWith(`.${ext}`)) throw notFound('This movie or story is not shared');
  return file.slice(0, -ext.length - 1);
}

/**
 * Sharing a movie or a story (docs/reference.md §7 "Sharing", §6): exists, create and delete are
 * tied to the caller's username; the shared video and its poster are public, like the player page.
 */
const shareApiRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/exists',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: shareExistsQuery,
        response: { 200: shareExistsResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { exists: await app.shares.exists(sessionOf(request).user, request.query.id) };
    },
  );

  app.post(
    '/create',
    { onRequest: app.requireUser, schema: { body: shareRecordSchema, response: { 200: shareCreatedResponse } } },
    async (request) => {
      const share = await app.shares.create(sessionOf(request).user, request.body);
      return { ...share, url: sharePagePath(share.id) };
    },
  );

  app.post(
    '/delete',
    {
      onRequest: app.requireUser,
      schema: {
        body: shareDeleteBody,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      const { id } = request.body;
      if (!(await app.shares.delete(sessionOf(request).user, id))) throw notFound('This movie or story is not shared');
      return { Deleted: id };
    },
  );

  app.get('/video/:file', { schema: { params: shareFileParams } }, async (request, reply) => {
    const shared = await app.shares.open(idOf(request.params.file, 'mp4'));
    return send(request, reply, await app.shares.video(shared, requesterSignal(reply)), 'video/mp4');
  });

  app.get('/poster/:file', { schema: { params: shareFileParams } }, async (request, reply) => {
    const shared = await app.shares.open(idOf(request.params.file, 'jpg'));
    return send(request, reply, await app.shares.poster(shared, requesterSignal(reply)), 'image/jpeg');
  });
};

export default shareApiRoutes;

/** A share's video or poster, from its file or from the object store. */
function send(request: FastifyRequest, reply: FastifyReply, rendered: RenderedFile, contentType: string) {
  if (rendered.object) return sendStoredMedia(request, reply, rendered.object, { contentType });
  return sendFile(request, reply, rendered.file, { contentType });
}
