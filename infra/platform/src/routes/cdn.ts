import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { contentTypeOfFormat } from '@reelforge/model';
import { isFile } from '../lib/files.ts';
import { notFound } from '../lib/http-errors.ts';
import { sendFile } from '../lib/send-file.ts';

const cdnParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, runid: { type: 'string' }, filename: { type: 'string' } },
  required: ['prjuid', 'runid', 'filename'],
} as const;

const UID = /^[0-9a-f]{32}$/;

/**
 * The product CDN (a batch destination): results are public at
 * /cdn/{prjuid}/{runid}/{filename}, like files on a CDN, with Range support.
 */
const cdnRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/cdn/:prjuid/:runid/:filename', { schema: { params: cdnParams } }, async (request, reply) => {
    const { prjuid, runid, filename } = request.params;
    const missing = () => notFound(`Not found: ${filename}`);
    if (!UID.test(prjuid) || filename.startsWith('.')) throw missing();
    const project = await app.projects.locateByUid(prjuid);
    const file = project && app.cdn.fileOf(project, runid, filename);
    if (!file || !(await isFile(file))) throw missing();
    const ext = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
    reply.header('Cache-Control', 'public, no-cache');
    return sendFile(request, reply, file, { contentType: contentTypeOfFormat(ext) });
  });
};

export default cdnRoutes;
