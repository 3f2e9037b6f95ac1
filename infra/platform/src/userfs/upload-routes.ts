import { settleUnreadBody } from '../lib/unread-body.ts';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { userfsFileSchema, userfsPathParams } from '@reelforge/contract';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { receiveUserFile } from './upload.ts';

export interface UserfsUploadOptions {
  region: string;
}

/**
 * PUT /v1/userfs/data/{path}/{filename}: the raw body streamed into the caller's store
 * (userfs/upload.ts). In its own plugin because it replaces the body parsers: nothing here
 * may buffer or parse a body.
 */
const userfsUploadRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: UserfsUploadOptions }> = async (
  app,
  { region },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/v1/userfs/data/*',
    { onRequest: app.requireUser, schema: { params: userfsPathParams, response: { 201: userfsFileSchema } } },
    async (request, reply) => {
      try {
        const length = request.headers['content-length'];
        const file = await receiveUserFile(
          app.userFiles,
          app.mediaTools,
          { userId: sessionOf(request).user.id, region },
          {
            relative: pathAsSent(request.params['*'], request.url),
            body: request.raw,
            announced: length === undefined ? undefined : Number(length),
            uploadLimit: app.uploadLimitBytes,
          },
        );
        return reply.code(201).send(file);
      } catch (error) {
        // A refused upload may still be arriving: a small one is read to its end, a large one is not (lib/unread-body.ts).
        await settleUnreadBody(request, reply);
        throw error;
      }
    },
  );
};

/** The wildcard with the trailing slash the router drops: `PUT …/data/logos/` names no file. */
function pathAsSent(wildcard: string, url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.endsWith('/') && !wildcard.endsWith('/') ? `${wildcard}/` : wildcard;
}

export default userfsUploadRoutes;
