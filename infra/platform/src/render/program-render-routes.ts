import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  programRenderAccepted,
  programRenderBody,
  programRenderParams,
  programRenderStatusParams,
  programRenderStatusSchema,
  type ProgramRenderBody,
} from '@reelforge/contract';
import {
  idempotencyKeyProblem,
  programRenderStatus,
  type ProgramRenderAccepted,
} from '@reelforge/model/program-renders';
import type { OutputFormat } from '@reelforge/model';
import { decodeMovie } from '@reelforge/sdl';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { renderProjectRef } from '../projects/project-ref.ts';
import { outputFormat, renderUrl } from './input.ts';
import { programStatusPath, programVariables, withOrigin } from './program-render-input.ts';

export interface ProgramRenderRoutesOptions {
  region: string;
}

const IDEMPOTENCY_KEY = 'idempotency-key';
const unknownRender = () => notFound('Unknown render');

/**
 * The render call made for programs, on the region API (docs/api.md, "Rendering from code"): a
 * stored movie by name with its variables, started at once (a render token whose render
 * starts, render/tokens.ts) and answered 202 with where to follow and fetch it; its status.
 * An Idempotency-Key makes a retry answer the first answer instead of rendering again
 * (render/idempotent-requests.ts). A project or render of anyone else's is a 404.
 */
const programRenderRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: ProgramRenderRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);
  // Addresses name where the platform was reached, as batch results do.
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** Starts the render: its token and where it is followed and fetched, origin-relative. */
  async function start(request: FastifyRequest, prjuid: string, body: ProgramRenderBody) {
    const ownerId = sessionOf(request).user.id;
    const project = await renderProjectRef(app, request, region, prjuid);
    const format: OutputFormat | undefined = body.format === undefined ? undefined : outputFormat(body.format);
    const encoded = await app.movies.bytes(project, await app.movies.require(project, body.movie));
    const params = programVariables(body.movie, decodeMovie(encoded), body.variables);
    const started = await app.renderTokens.createFromSent(project, ownerId, {
      source: { encoded },
      bytes: encoded.length,
      movieName: body.movie,
      params,
      format,
      formatOfMovie: true,
      origin: 'render',
      // The webhooks' events of the render it starts link the file there (docs/api.md, "Webhooks").
      address: originOf(request),
    });
    const answer: ProgramRenderAccepted = {
      token: started.token,
      status: 'queued',
      statusUrl: programStatusPath(region, prjuid, started.token),
      resultUrl: renderUrl(region, started.token, started.format ?? 'mp4'),
    };
    return { status: 202, body: answer };
  }

  app.post(
    '/v1/project/:prjuid/renders',
    {
      schema: {
        summary: 'Render a stored movie with its variables; answered at once, the render started',
        headers: { type: 'object', properties: { [IDEMPOTENCY_KEY]: { type: 'string' } } },
        params: programRenderParams,
        body: programRenderBody,
        response: { 202: programRenderAccepted },
      },
    },
    async (request, reply) => {
      const { prjuid } = request.params;
      const key = request.headers[IDEMPOTENCY_KEY];
      if (typeof key === 'string') {
        const problem = idempotencyKeyProblem(key);
        if (problem) throw badRequest(problem);
      }
      const work = () => start(request, prjuid, request.body);
      const answer =
        typeof key === 'string'
          ? await app.renderRequests.once(sessionOf(request).user.id, key, { region, prjuid, body: request.body }, work)
          : { ...(await work()), replayed: false };
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      // Only a success is kept, and this call's success is a 202: a retry answers the same code.
      return reply.code(answer.status as 202).send(withOrigin(answer.body, originOf(request)));
    },
  );

  app.get(
    '/v1/project/:prjuid/renders/:token',
    {
      schema: {
        summary: 'Where a render started from code stands: queued, rendering, done with its address, or failed',
        params: programRenderStatusParams,
        response: { 200: programRenderStatusSchema },
      },
    },
    async (request, reply) => {
      const { prjuid } = request.params;
      // The caller's project (an API key's, within its projects), then a render of it.
      const project = await renderProjectRef(app, request, region, prjuid);
      const token = request.params.token.toLowerCase();
      const ticket = await app.renderTokens.resolve(token, region);
      if (!ticket || ticket.row.owner_id !== sessionOf(request).user.id || ticket.row.project_id !== project.id)
        throw unknownRender();
      reply.header('Cache-Control', 'no-store');
      const url = renderUrl(region, token, (ticket.row.format as OutputFormat | null) ?? 'mp4');
      const status = programRenderStatus(token, await app.renderTokens.status(ticket), url);
      return withOrigin(status, originOf(request));
    },
  );
};

export default programRenderRoutes;
