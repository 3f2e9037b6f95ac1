import type { DataQuery } from '@reelforge/contract';
import { parseBoolean, parseThumbnailFileName } from '@reelforge/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { sendFile } from '../lib/send-file.ts';
import { redirectToStore } from '../objects/direct-media.ts';
import type { AssetRow } from './asset-store.ts';
import { sendProjectFile } from '../project-files/send-project-file.ts';
import type { MediaInfo } from '../media-tools/media-info.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { projectRef } from '../projects/project-ref.ts';

/** The handlers the region API and the media host share (same content, same rules). */

/** GET data: the file (Range, ?download=1), or with ?processed=1 what is known about it. */
export async function serveData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  region: string,
  prjuid: string,
  name: string,
  query: DataQuery,
): Promise<unknown> {
  const project = await projectRef(app, request, region, prjuid);
  const asset = await app.assets.require(project, name);
  if (parseBoolean(query.processed)) return processed(app, reply, project, asset, parseBoolean(query.metadataonly));
  const key = app.assets.files.keyOf(asset.name);
  // A media element's GET of an asset in the bucket goes to the store (objects/direct-media.ts); a
  // download keeps its name here.
  if (app.projectFiles.shared && !parseBoolean(query.download)) {
    const files = app.projectFiles;
    const redirected = await redirectToStore(request, reply, {
      exists: async () => (await files.head(project, key)) !== undefined,
      presign: (seconds) => files.presignedGet(project, key, seconds),
    });
    if (redirected) return redirected;
  }
  return sendProjectFile(request, reply, app.projectFiles, project, key, {
    contentType: asset.mimetype,
    attachmentName: parseBoolean(query.download) ? asset.name : undefined,
  });
}

async function processed(
  app: FastifyInstance,
  reply: FastifyReply,
  project: ProjectRef,
  asset: AssetRow,
  metadataOnly: boolean,
): Promise<unknown> {
  if (asset.type === 'datasource') {
    // Parsed and serialized on the worker pool: a large csv would stall every request here.
    const read = await app.datasourceTables.processed(project, asset, metadataOnly);
    if ('metadata' in read) return read.metadata;
    // The bytes JSON.stringify made of the answer: what the server would have sent.
    return reply
      .type('application/json; charset=utf-8')
      .send(Buffer.from(read.body.buffer, read.body.byteOffset, read.body.byteLength));
  }
  if (asset.media_info) return JSON.parse(asset.media_info) as MediaInfo;
  throw badRequest(`${asset.name} has no processed form: processed=1 is for datasources, videos, audio and images`);
}

/** GET thumbnail {name}-w={width}.jpg|png. */
export async function serveThumbnail(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  region: string,
  prjuid: string,
  file: string,
): Promise<unknown> {
  const project = await projectRef(app, request, region, prjuid);
  const wanted = parseThumbnailFileName(file);
  if (!wanted) throw notFound(`${file} is not a thumbnail name ({name}-w={width}.jpg or .png)`);
  const asset = await app.assets.require(project, wanted.name);
  const thumbnail = await app.thumbnails.get(project, asset, wanted);
  return sendFile(request, reply, thumbnail, { contentType: wanted.ext === 'png' ? 'image/png' : 'image/jpeg' });
}
