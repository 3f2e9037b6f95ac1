import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { legacyRenderParams, legacyRenderQuery } from '@reelforge/contract';
import { contentTypeOfFormat, isOutputFormat } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { sendProjectFile } from '../project-files/send-project-file.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { projectRef } from '../projects/project-ref.ts';
import { requesterSignal } from './requester-gone.ts';
import { unknownFormat } from './input.ts';

export interface LegacyRenderOptions {
  region: string;
}

/**
 * The older render call of eu-original-1 (docs/reference.md §7): GET render/{prjuid}/{movie}.{ext}
 * with the variable values as the query string. Each saved revision of the movie with
 * the same values and format is rendered once, into the project file
 * `.renders/legacy/<hash>.<ext>` (render/legacy-renders.ts: in the bucket with one; by a worker
 * process with Redis), so a <video> can seek in it, whichever process is asked.
 */
const legacyRenderRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: LegacyRenderOptions }> = async (
  app,
  { region },
) => {
  app.get(
    '/render/:prjuid/:file',
    {
      onRequest: app.requireMediaReader,
      schema: {
        params: legacyRenderParams,
        querystring: legacyRenderQuery,
      },
    },
    async (request, reply) => {
      const { prjuid, file } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      const dot = file.lastIndexOf('.');
      if (dot <= 0) throw badRequest(`Name the format as the extension: ${file}.mp4`);
      const name = file.slice(0, dot);
      const format = file.slice(dot + 1).toLowerCase();
      if (!isOutputFormat(format)) throw unknownFormat(format);
      const params = { ...(request.query as Record<string, string>) };
      const kept = await app.legacyRenders.render(
        project,
        sessionOf(request).user.id,
        name,
        params,
        format,
        requesterSignal(reply),
        () => app.countRequest(request, reply, 'renders'),
      );
      return sendProjectFile(request, reply, app.legacyRenders.kept.files, project, kept, {
        contentType: contentTypeOfFormat(format),
      });
    },
  );
};

export default legacyRenderRoutes;
