import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  prjuidParams,
  renderCancelledResponse,
  renderFileParams,
  renderFileQuery,
  renderSessionParams,
  renderStatusSchema,
  renderTokenParams,
  renderTokenResponse,
  renderTokenUrlResponse,
  type RenderFileQuery,
  type RenderRequest,
} from '@reelforge/contract';
import { contentTypeOfFormat, isOutputFormat, parseBoolean, type OutputFormat } from '@reelforge/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import { MOVIE_BODY_LIMIT_BYTES, MOVIE_JSON_BOUNDS } from '../lib/json-bounds.ts';
import { sendFile } from '../lib/send-file.ts';
import { sendStoredMedia } from '../objects/direct-media.ts';
import { sendObject } from '../objects/send-object.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { passOr, renderOwnerOf } from '../projects/project-pass.ts';
import type { RenderOrigin } from './render-service.ts';
import { renderProjectRef } from '../projects/project-ref.ts';
import type { ReadRenderRequest } from '../bodies/render-request-body.ts';
import { renderParams } from '../bodies/render-params.ts';
import type { SentMovieRender } from './tokens.ts';
import { frameNumber, outputFormat, renderSubject, renderUrl, subjectFormat, unknownFormat } from './input.ts';
import { requesterSignal } from './requester-gone.ts';

export interface RenderRoutesOptions {
  region: string;
}

const unknownToken = () => notFound('Unknown render token');
/** Where the caller reached the platform: the webhooks' events of the renders it starts link there. */
const addressOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type RenderFileRequest = FastifyRequest<{ Params: { file: string }; Querystring: RenderFileQuery }>;

/** "<token>.<ext>": the token and the format; an unknown extension is a 400. */
function splitFile(file: string): { token: string; format: OutputFormat } {
  const dot = file.lastIndexOf('.');
  if (dot < 0) throw unknownToken();
  const ext = file.slice(dot + 1).toLowerCase();
  if (!isOutputFormat(ext)) throw unknownFormat(ext);
  return { token: file.slice(0, dot).toLowerCase(), format: ext };
}

/**
 * The render calls of the render host (docs/reference.md §7): a render request (a movie or a
 * story) gives a token; the
 * token fetches the render in any format (it is the authorisation, like a presigned
 * URL); its status feeds the console's export progress bar.
 */
const renderRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: RenderRoutesOptions }> = async (app, { region }) => {
  // A movie's thumbnail is the console's own work: its token renders stills that are not counted.
  const originOf = (body: RenderRequest): RenderOrigin => (body.purpose === 'thumbnail' ? 'thumbnail' : 'render');

  /**
   * The caller's project, the movie or story (stored or inline) and the values, as sent; the
   * token service checks the rest (render limits, formats, layers and assets) before it makes a token.
   */
  /** The caller's project (the example project for a playground token) and the render's owner. */
  async function callerOf(request: FastifyRequest, prjuid: string) {
    const project = await passOr(request, region, prjuid, () => renderProjectRef(app, request, region, prjuid));
    return { project, ownerId: await renderOwnerOf(request, () => sessionOf(request).user) };
  }

  async function prepare(
    request: FastifyRequest,
    prjuid: string,
    body: RenderRequest,
    story?: ReadRenderRequest['story'],
  ) {
    const { project, ownerId } = await callerOf(request, prjuid);
    // An inline story comes read by the body's reader.
    const subject = story
      ? { story: story.story, storyName: '', storyText: story.text, storyLimitProblem: story.limitProblem }
      : await renderSubject(app, project, body);
    let params: Record<string, string>;
    try {
      params = renderParams(body.params);
    } catch (error) {
      // A value that cannot be a variable's is a render asked for and refused: a failed session with its error log.
      if (!(error instanceof HttpError)) throw error;
      const format = body.format && isOutputFormat(body.format) ? body.format : subjectFormat(subject);
      throw await app.renders.refused(
        { project, ownerId, params: {}, origin: originOf(body), ...subject },
        format,
        error,
      );
    }
    return { project, subject, params, ownerId };
  }

  // A playground token renders the example project only (docs/playground.md).
  const limits = {
    onRequest: app.requireUserOrPlayground,
    bodyLimit: MOVIE_BODY_LIMIT_BYTES,
    config: { jsonBounds: MOVIE_JSON_BOUNDS },
  };

  /**
   * A token for the request: a movie (sent or stored) is read and checked by the token
   * service, on a worker when it is big (render/render-checks.ts); a story or an XML
   * template as prepare() reads it. `formatOfMovie`: without a format, the subject's own.
   */
  async function tokenFor(request: FastifyRequest, prjuid: string, formatOfMovie: boolean) {
    const read = request.body as ReadRenderRequest | undefined;
    // No body at all: refused as Fastify's schema check words it (the reader answers every body sent).
    if (!read) throw badRequest('body must be object');
    const { body, movieJson } = read;
    const format = body.format === undefined ? undefined : outputFormat(body.format);
    const origin = originOf(body);
    if (body.movie === undefined && movieJson === undefined) {
      const { project, ownerId, subject, params } = await prepare(request, prjuid, body, read.story);
      const chosen = format ?? (formatOfMovie ? subjectFormat(subject) : undefined);
      const address = addressOf(request);
      return {
        token: await app.renderTokens.create(project, ownerId, { ...subject, params, format: chosen, origin, address }),
        format: chosen,
      };
    }
    // A movie with a story or a template too: prepare() refuses the pair.
    if (body.story !== undefined || body.compdata !== undefined)
      await prepare(request, prjuid, { ...body, movie: body.movie ?? {} });
    const { project, ownerId } = await callerOf(request, prjuid);
    let sent: Pick<SentMovieRender, 'source' | 'bytes' | 'movieName'>;
    if (movieJson === undefined) {
      const movieName = body.movie as string;
      const encoded = await app.movies.bytes(project, await app.movies.require(project, movieName));
      sent = { source: { encoded }, bytes: encoded.length, movieName };
    } else sent = { source: { sentJson: movieJson }, bytes: movieJson.length, movieName: '' };
    return app.renderTokens.createFromSent(project, ownerId, {
      ...sent,
      params: body.params,
      format,
      formatOfMovie,
      origin,
      address: addressOf(request),
    });
  }

  // Read and checked against renderRequestSchema by bodies/render-request-body.ts, on a body worker when big.
  const reader = { ...limits, config: { ...limits.config, bodyReader: 'render-request' as const } };

  app.post(
    '/v2/render/:prjuid',
    { ...reader, schema: { params: prjuidParams, response: { 200: renderTokenResponse } } },
    async (request) => ({ token: (await tokenFor(request, request.params.prjuid, false)).token }),
  );

  // Like POST, and the answer names where the result will be; its render starts at once.
  app.put(
    '/v2/render/:prjuid',
    { ...reader, schema: { params: prjuidParams, response: { 200: renderTokenUrlResponse } } },
    async (request) => {
      const { token, format } = await tokenFor(request, request.params.prjuid, true);
      return { token, url: renderUrl(region, token, format ?? 'mp4') };
    },
  );

  async function serveRender(request: RenderFileRequest, reply: FastifyReply) {
    const { token, format } = splitFile(request.params.file);
    const ticket = await app.renderTokens.resolve(token, region);
    if (!ticket) throw unknownToken();
    const frame = frameNumber(request.query.frame);
    // Each format and frame not rendered yet is a render of the token's owner; reading one made is not counted.
    const made = await app.renderTokens.made(ticket, format, frame);
    if (!made) await app.countRequest(request, reply, 'renders', ticket.row.owner_id);
    // A render this request may start tells the project's webhooks, linking the file (webhooks/README.md).
    const link = made ? undefined : { token, address: addressOf(request) };
    const rendered = await app.renderTokens.output(ticket, format, frame, requesterSignal(reply), link);
    const name = `${ticket.row.movie_name || 'render'}.${format}`;
    const sending = {
      contentType: contentTypeOfFormat(format),
      attachmentName: parseBoolean(request.query.download) ? name : undefined,
    };
    // A download is sent through the platform (its name); a media element's GET goes to the store.
    if (rendered.object)
      return sending.attachmentName
        ? sendObject(request, reply, rendered.object.store, rendered.object.key, sending)
        : sendStoredMedia(request, reply, rendered.object, sending);
    return sendFile(request, reply, rendered.file, sending);
  }

  app.get('/v2/render/:file', { schema: { params: renderFileParams, querystring: renderFileQuery } }, serveRender);
  app.get('/v2/get/:file', { schema: { params: renderFileParams, querystring: renderFileQuery } }, serveRender);

  // Stops one of the caller's renders of this region, waiting or running: a token render (its
  // session is in the status), a frame or a preview. Anyone else's session is a 404; a
  // playground token stops the example project's renders.
  app.delete(
    '/v2/render/session/:session',
    {
      onRequest: app.requireUserOrPlayground,
      schema: { params: renderSessionParams, response: { 200: renderCancelledResponse } },
    },
    async (request) => {
      const { session } = request.params;
      const owner = await renderOwnerOf(request, () => sessionOf(request).user);
      if (!(await app.renders.cancel(session.toLowerCase(), owner, region)))
        throw notFound('No such render in progress');
      return { cancelled: session };
    },
  );

  app.get(
    '/v2/render/:token/status',
    {
      schema: {
        params: renderTokenParams,
        response: { 200: renderStatusSchema },
      },
    },
    async (request, reply) => {
      const ticket = await app.renderTokens.resolve(request.params.token.toLowerCase(), region);
      if (!ticket) throw unknownToken();
      reply.header('Cache-Control', 'no-store');
      return app.renderTokens.status(ticket);
    },
  );
};

export default renderRoutes;
