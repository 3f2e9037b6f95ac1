import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/http-errors.ts';
import { tokenFrom } from '../plugins/auth.ts';
import type { User } from '../repositories/users.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { ExampleProject } from './example-project.ts';
import { readExamples, type ExampleFile } from './examples.ts';
import { PlaygroundTokens, type PlaygroundPass } from './playground-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    playground: { examples: () => Promise<ExampleFile[]>; project: ExampleProject; tokens: PlaygroundTokens };
    /**
     * onRequest hook of the few calls the playground may make (docs/playground.md): a live
     * playground token sets `request.playground`; anything else goes through requireUser.
     */
    requireUserOrPlayground: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    playground: PlaygroundPass | null;
  }
}

const outOfScope = () => forbidden('A playground token reaches the example project only');

/**
 * For a call a playground token may make: the example project when the request carries one and
 * names it (any other project, or region, is a 403), else `locate` (the caller's own project).
 */
export async function playgroundOr(
  app: FastifyInstance,
  request: FastifyRequest,
  region: string,
  prjuid: string,
  locate: () => Promise<ProjectRef>,
): Promise<ProjectRef> {
  if (!request.playground) return locate();
  const { project } = await app.playground.project.ensure();
  if (prjuid.toLowerCase() !== project.uid || region !== project.region) throw outOfScope();
  return project;
}

/** Who a render of this request belongs to: the example project's owner for a playground token (one fair share for all), else the caller. */
export async function renderOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: () => User,
): Promise<number> {
  return request.playground ? (await app.playground.project.ensure()).owner.id : caller().id;
}

/** The playground (docs/playground.md, README.md of this folder): examples, the example project, its tokens. */
export default fp(
  async (app) => {
    let examples: Promise<ExampleFile[]> | undefined;
    const readOnce = () => {
      examples ??= readExamples().catch((error: unknown) => {
        examples = undefined;
        throw error;
      });
      return examples;
    };
    const project = new ExampleProject(
      {
        users: app.users,
        projects: app.projects,
        assets: app.assets,
        baseVideos: app.baseVideos,
        compdata: app.compdata,
        movies: app.movies,
        tools: app.mediaTools,
        importer: app.datasourceImporter,
      },
      readOnce,
    );
    app.decorate('playground', { examples: readOnce, project, tokens: new PlaygroundTokens(app.clock) });
    app.decorateRequest('playground', null);

    const requireUserOrPlayground: onRequestAsyncHookHandler = async function (request, reply) {
      const token = tokenFrom(request);
      const pass = token ? app.playground.tokens.resolve(token) : undefined;
      if (pass) {
        request.playground = pass;
        return;
      }
      await app.requireUser.call(this, request, reply);
    };
    app.decorate('requireUserOrPlayground', requireUserOrPlayground);
  },
  { name: 'playground', dependencies: ['wiring', 'auth'] },
);
