import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/http-errors.ts';
import { tokenFrom } from '../accounts/auth-plugin.ts';
import type { ProjectPass } from '../projects/project-pass.ts';
import { ExampleProject } from './example-project.ts';
import { readExamples, type ExampleFile } from './examples.ts';
import { PlaygroundTokens, type PlaygroundPass } from './playground-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    playground: { examples: () => Promise<ExampleFile[]>; project: ExampleProject; tokens: PlaygroundTokens };
  }
  interface FastifyRequest {
    playground: PlaygroundPass | null;
  }
}

const outOfScope = () => forbidden('A playground token reaches the example project only');

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
    app.decorateRequest('projectPass', null);
    const examplePass: ProjectPass = {
      ensure: async () => {
        const { project, owner } = await app.playground.project.ensure();
        return { project, ownerId: owner.id };
      },
      outOfScope,
    };

    const requireUserOrPlayground: onRequestAsyncHookHandler = async function (request, reply) {
      const token = tokenFrom(request);
      const pass = token ? app.playground.tokens.resolve(token) : undefined;
      if (pass) {
        request.playground = pass;
        request.projectPass = examplePass;
        return;
      }
      await app.requireUser.call(this, request, reply);
    };
    app.decorate('requireUserOrPlayground', requireUserOrPlayground);
  },
  { name: 'playground', dependencies: ['wiring', 'auth'] },
);
