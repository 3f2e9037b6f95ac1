import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { sendFile, type SendFileOptions } from '../lib/send-file.ts';
import { sendObject } from '../objects/send-object.ts';
import type { ProjectFileStore, ProjectPlace } from './project-file-store.ts';

/**
 * Sends a project file (project-files/README.md) with one byte range on request and the
 * validators: from the project's folder as any file (lib/send-file.ts), or, in a bucket, a
 * ranged GET of the object (objects/send-object.ts), so a <video> seeks without the whole
 * file being fetched. A missing file is a 404 (`missing`, if given, names it): the store is asked
 * for the file's details once, so a caller need not look first.
 */
export async function sendProjectFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: ProjectFileStore,
  project: ProjectPlace,
  key: string,
  options: SendFileOptions,
  missing: () => Error = () => notFound(),
): Promise<FastifyReply> {
  if (files.shared) {
    const view = {
      head: (k: string) => files.head(project, k),
      get: (k: string, range?: { start: number; end?: number | undefined }) => files.get(project, k, range),
    };
    return sendObject(request, reply, view, key, options, missing);
  }
  const file = await files.localFile(project, key);
  if (!file) throw missing();
  return sendFile(request, reply, file, options);
}
