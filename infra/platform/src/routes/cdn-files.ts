import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { contentTypeOfFormat } from '@reelforge/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REGIONS } from '../config/regions.ts';
import { notFound } from '../lib/http-errors.ts';
import { sendProjectFile } from '../project-files/send-project-file.ts';

const fileProperties = { prjuid: { type: 'string' }, runid: { type: 'string' }, filename: { type: 'string' } } as const;

const cdnParams = {
  type: 'object',
  properties: fileProperties,
  required: ['prjuid', 'runid', 'filename'],
} as const;

const copyCdnParams = {
  type: 'object',
  properties: { region: { type: 'string' }, ...fileProperties },
  required: ['region', 'prjuid', 'runid', 'filename'],
} as const;

const UID = /^[0-9a-f]{32}$/;

interface CdnFile {
  /** Absent: the project's own folder; else its copy in a region it is published to. */
  region?: string;
  prjuid: string;
  runid: string;
  filename: string;
}

/**
 * The product CDN (a batch destination): results (project files, batch/cdn-store.ts) are public at
 * /cdn/{prjuid}/{runid}/{filename}, like files on a CDN, with Range support; results of
 * runs in a region the project is published to at /cdn/{region}/{prjuid}/{runid}/{filename}.
 */
const cdnRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  async function serve(request: FastifyRequest, reply: FastifyReply, { region, prjuid, runid, filename }: CdnFile) {
    const missing = () => notFound(`Not found: ${filename}`);
    if (!UID.test(prjuid) || filename.startsWith('.')) throw missing();
    if (region !== undefined && !REGIONS[region]) throw missing();
    const home = await app.projects.locateByUid(prjuid);
    // A depublished copy's files are gone, and its results with them.
    const project = home && (region === undefined ? home : app.projects.copyOf(home, region));
    const key = app.cdn.keyOf(runid, filename);
    if (!project || !key) throw missing();
    const ext = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
    reply.header('Cache-Control', 'public, no-cache');
    // sendProjectFile asks the store for the file's details (once) and answers `missing` without it.
    return sendProjectFile(
      request,
      reply,
      app.cdn.files,
      project,
      key,
      { contentType: contentTypeOfFormat(ext) },
      missing,
    );
  }

  app.get('/cdn/:prjuid/:runid/:filename', { schema: { params: cdnParams } }, (request, reply) =>
    serve(request, reply, request.params),
  );
  app.get('/cdn/:region/:prjuid/:runid/:filename', { schema: { params: copyCdnParams } }, (request, reply) =>
    serve(request, reply, request.params),
  );
};

export default cdnRoutes;
