import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  userfsDeletedSchema,
  userfsDirectorySchema,
  userfsListQuery,
  userfsListSchema,
  userfsPathParams,
  userfsUsageSchema,
  type UserfsListQuery,
} from '@reelforge/contract';
import { mimetypeOf, parseBoolean, parseThumbnailFileName, userfsPathProblem } from '@reelforge/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { sendFile } from '../lib/send-file.ts';
import { sendStoredMedia } from '../objects/direct-media.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import type { StoreOwner } from './user-files.ts';

export interface UserfsRoutesOptions {
  region: string;
}

const DEFAULT_PAGE_SIZE = 200;

/**
 * The per-user file store of the region API host (docs/reference.md §7, docs/userfs.md):
 * list, read, delete, folders and thumbnails. Uploads are in userfs-upload.ts. Each call
 * reaches only the caller's own store of this region; the path is the rest of the URL.
 */
const userfsRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: UserfsRoutesOptions }> = async (app, { region }) => {
  const ownerOf = (request: FastifyRequest): StoreOwner => ({ userId: sessionOf(request).user.id, region });

  // The top folder is /v1/userfs/list/data/ (the router ignores a trailing slash, so it has no wildcard).
  app.get(
    '/v1/userfs/list/data',
    { onRequest: app.requireUser, schema: { querystring: userfsListQuery, response: { 200: userfsListSchema } } },
    async (request, reply) => list(request, '', request.query, reply),
  );
  app.get(
    '/v1/userfs/list/data/*',
    {
      onRequest: app.requireUser,
      schema: { params: userfsPathParams, querystring: userfsListQuery, response: { 200: userfsListSchema } },
    },
    async (request, reply) => list(request, request.params['*'], request.query, reply),
  );
  async function list(request: FastifyRequest, prefix: string, query: UserfsListQuery, reply: FastifyReply) {
    const { pagetoken, metadata, use_directories: directories, pagesize } = query;
    const pageSize = pagesize === undefined ? DEFAULT_PAGE_SIZE : Number(pagesize);
    if (pageSize < 1) throw badRequest('pagesize must be a whole number from 1 (at most 200 are answered)');
    reply.header('Cache-Control', 'no-store');
    return app.userFiles.list(ownerOf(request), {
      prefix,
      directories: parseBoolean(directories),
      metadata: parseBoolean(metadata),
      pageSize,
      pageToken: pagetoken || undefined,
    });
  }

  app.get(
    '/v1/userfs/usage',
    { onRequest: app.requireUser, schema: { response: { 200: userfsUsageSchema } } },
    async (request) => app.userFiles.usage(ownerOf(request)),
  );

  app.get(
    '/v1/userfs/data/*',
    { onRequest: app.requireMediaReader, schema: { params: userfsPathParams } },
    async (request, reply) => {
      const found = await app.userFiles.file(ownerOf(request), request.params['*']);
      const contentType = mimetypeOf(found.name);
      if (found.object) return sendStoredMedia(request, reply, found.object, { contentType });
      return sendFile(request, reply, found.file, { contentType });
    },
  );

  app.delete(
    '/v1/userfs/data/*',
    { onRequest: app.requireUser, schema: { params: userfsPathParams, response: { 200: userfsDeletedSchema } } },
    async (request) => {
      await app.userFiles.removeFile(ownerOf(request), request.params['*']);
      return { Deleted: request.params['*'] };
    },
  );

  app.put(
    '/v1/userfs/directory/*',
    {
      onRequest: app.requireUser,
      schema: { params: userfsPathParams, response: { 200: userfsDirectorySchema, 201: userfsDirectorySchema } },
    },
    async (request, reply) => {
      const { created, folder } = await app.userFiles.makeFolder(ownerOf(request), request.params['*']);
      return reply.code(created ? 201 : 200).send(folder);
    },
  );

  // The top folder: the router has no wildcard for it; refused with the reason.
  app.delete('/v1/userfs/directory', { onRequest: app.requireUser }, async (request) =>
    app.userFiles.removeFolder(ownerOf(request), ''),
  );
  app.delete(
    '/v1/userfs/directory/*',
    { onRequest: app.requireUser, schema: { params: userfsPathParams, response: { 200: userfsDeletedSchema } } },
    async (request) => {
      await app.userFiles.removeFolder(ownerOf(request), request.params['*']);
      return { Deleted: request.params['*'] };
    },
  );

  // {path}-w={width}.jpg|png, or {path}.jpg|png at the default width (the model's thumbnail name).
  app.get(
    '/v1/userfs/thumbnail/*',
    { onRequest: app.requireMediaReader, schema: { params: userfsPathParams } },
    async (request, reply) => {
      const problem = userfsPathProblem(request.params['*']);
      if (problem) throw badRequest(problem);
      const wanted = parseThumbnailFileName(request.params['*']);
      if (!wanted) throw notFound(`${request.params['*']} is not a thumbnail name ({path}-w={width}.jpg or .png)`);
      const thumbnail = await app.userFiles.thumbnail(ownerOf(request), wanted.name, wanted);
      const contentType = wanted.ext === 'png' ? 'image/png' : 'image/jpeg';
      if (thumbnail.object) return sendStoredMedia(request, reply, thumbnail.object, { contentType });
      return sendFile(request, reply, thumbnail.file, { contentType });
    },
  );
};

export default userfsRoutes;
