import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ProjectRef } from '../../services/projects.ts';

/** The caller's project of this region; anyone else's, or an unknown one, is a 404. */
export async function projectRef(app: FastifyInstance, request: FastifyRequest, region: string, prjuid: string): Promise<ProjectRef> {
  const project = await app.projects.locate(sessionOf(request).user, region, prjuid);
  if (!project) throw notFound(`Project ${prjuid} not found`);
  return project;
}
