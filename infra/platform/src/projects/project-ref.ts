import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import type { ProjectRef } from './project-service.ts';

const projectNotFound = (prjuid: string) => notFound(`Project ${prjuid} not found`);

/** The caller's project of this region; anyone else's, or an unknown one, is a 404. */
export async function projectRef(
  app: FastifyInstance,
  request: FastifyRequest,
  region: string,
  prjuid: string,
): Promise<ProjectRef> {
  const project = await app.projects.locate(sessionOf(request).user, region, prjuid);
  if (!project) throw projectNotFound(prjuid);
  return project;
}

/**
 * For the render-side hosts only (render, preview, batch): the caller's project of this
 * region, or its copy here when it is published to this region. The API host keeps to
 * projectRef: a published copy is not a project of its region.
 */
export async function renderProjectRef(
  app: FastifyInstance,
  request: FastifyRequest,
  region: string,
  prjuid: string,
): Promise<ProjectRef> {
  const project = await app.projects.locateRenderable(sessionOf(request).user, region, prjuid);
  if (!project) throw projectNotFound(prjuid);
  return project;
}
