import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { HttpError } from '../lib/http-errors.ts';
import type { ProjectRef } from './project-service.ts';

/**
 * A pass that reaches one project and nothing else, whoever holds it: the playground's
 * tokens are one (../playground/). The few calls a pass may make take their project through
 * `passOr`, so the features they belong to know of passes, not of the playground.
 */
export interface ProjectPass {
  /** The one project the pass reaches (made on first use) and the account its renders count for. */
  ensure(): Promise<{ project: ProjectRef; ownerId: number }>;
  /** The answer to a pass naming any other project or region. */
  outOfScope(): HttpError;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the calls a pass may make (docs/playground.md): a live pass sets
     * `request.projectPass`; anything else goes through requireUser.
     */
    requireUserOrPlayground: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    projectPass: ProjectPass | null;
  }
}

/** The pass's project when the request carries one and names it (else 403), or `locate`: the caller's own. */
export async function passOr(
  request: FastifyRequest,
  region: string,
  prjuid: string,
  locate: () => Promise<ProjectRef>,
): Promise<ProjectRef> {
  const pass = request.projectPass;
  if (!pass) return locate();
  const { project } = await pass.ensure();
  if (prjuid.toLowerCase() !== project.uid || region !== project.region) throw pass.outOfScope();
  return project;
}

/**
 * Who a render of this request belongs to: the pass's account (one fair share for all its holders),
 * else the caller.
 */
export async function renderOwnerOf(request: FastifyRequest, caller: () => { id: number }): Promise<number> {
  return request.projectPass ? (await request.projectPass.ensure()).ownerId : caller().id;
}
