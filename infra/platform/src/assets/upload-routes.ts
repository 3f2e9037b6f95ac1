import { settleUnreadBody } from '../lib/unread-body.ts';
import { rm } from 'node:fs/promises';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { assetSchema, fileParams, replaceQuery } from '@reelforge/contract';
import { assetNameError, assetTypeOf, parseBoolean } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { receiveToFile, tooLarge } from '../lib/receive-file.ts';
import { validateUpload } from '../media-tools/upload-validation.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface AssetUploadOptions {
  region: string;
}

/**
 * PUT /v1/data/{prjuid}/{name}?replace=0|1: the raw body, whatever its Content-Type,
 * streamed into the project's .tmp folder, checked, then moved in among the project's files
 * (a rename in the embedded mode, an upload to the bucket with an object store). In its own
 * plugin because it replaces the body parsers: nothing here may buffer or parse a body.
 */
const assetUploadRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: AssetUploadOptions }> = async (
  app,
  { region },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/v1/data/:prjuid/:name',
    {
      onRequest: app.requireUser,
      schema: { params: fileParams, querystring: replaceQuery, response: { 201: assetSchema } },
    },
    async (request, reply) => {
      const { prjuid, name } = request.params;
      const limit = app.uploadLimitBytes;
      try {
        const project = await projectRef(app, request, region, prjuid);
        const problem = assetNameError(name);
        if (problem) throw badRequest(problem);
        const replace = parseBoolean(request.query.replace);
        // Refuse what is known to be refused before receiving a byte of it.
        const announced = Number(request.headers['content-length']);
        if (announced > limit) throw tooLarge(limit);
        await app.assets.checkFree(project, [name], replace);
        if (announced > 0) await app.assets.files.checkRoom(project, [{ name, size: announced }]);

        const file = await app.assets.files.tempPath(project);
        try {
          await receiveToFile(request.raw, file, limit);
          const mediaInfo = await validateUpload(app.mediaTools, name, file);
          const datasource =
            assetTypeOf(name) === 'datasource' ? await app.datasourceImporter.describeCsv(name, file) : undefined;
          const [row] = await app.assets.commit(project, [{ name, file, mediaInfo, datasource }], replace);
          return reply.code(201).send(app.assets.toAsset(project, row!));
        } finally {
          await rm(file, { force: true });
        }
      } catch (error) {
        // A refused upload may still be arriving: a small one is read to its end, a large one is not (lib/unread-body.ts).
        await settleUnreadBody(request, reply);
        throw error;
      }
    },
  );
};

export default assetUploadRoutes;
