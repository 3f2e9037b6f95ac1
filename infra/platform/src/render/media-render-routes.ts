import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { movieStructureSchema, prjuidParams, renderTokenUrlResponse } from '@reelforge/contract';
import { RenderError } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { MOVIE_BODY_LIMIT_BYTES } from '../lib/json-bounds.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { movieFromBinary } from '../bodies/movie-decode.ts';
import { renderParams } from '../bodies/render-params.ts';
import type { RenderJob } from './render-service.ts';
import { projectRef } from '../projects/project-ref.ts';
import { frameNumber, outputFormat, renderUrl } from './input.ts';
import { requesterSignal } from './requester-gone.ts';

export interface MediaRenderOptions {
  region: string;
}

/** A field may hold the biggest movie a render call takes, as base64 (a third bigger than its bytes). */
const FIELD_LIMIT_BYTES = Math.ceil(MOVIE_BODY_LIMIT_BYTES / 3) * 4 + 1024;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

interface MovieForm {
  movie: Movie;
  params: Record<string, string>;
  fields: Record<string, string>;
}

/** The form's fields; files are not expected and are skipped. */
async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw badRequest('Send multipart/form-data with movie (base64) and params (JSON)');
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      // The form reader cuts a longer field short: refused, not read as a broken movie.
      if (part.valueTruncated)
        throw new HttpError(
          413,
          `The form field ${part.fieldname} is over the limit of ${(FIELD_LIMIT_BYTES / 1024 / 1024).toFixed(1)} MiB`,
        );
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    } else part.file.resume();
  }
  return fields;
}

/** movie: the binary message as base64; params: a JSON object of variable values (both as sent). */
async function readForm(
  request: FastifyRequest,
): Promise<{ message: Buffer; raw: Record<string, unknown>; fields: Record<string, string> }> {
  const fields = await readFields(request);
  const encoded = (fields.movie ?? '').replace(/\s+/g, '');
  if (!encoded) throw badRequest('The form has no movie (the binary message as base64)');
  if (!BASE64.test(encoded)) throw badRequest('The movie field is not base64');
  const message = Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
  let raw: unknown = {};
  if (fields.params !== undefined && fields.params.trim() !== '') {
    try {
      raw = JSON.parse(fields.params);
    } catch {
      throw badRequest('params must be a JSON object of variable values');
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('params must be a JSON object of variable values');
  return { message, raw: raw as Record<string, unknown>, fields };
}

/** The form's movie and values, read. */
async function readMovieForm(request: FastifyRequest): Promise<MovieForm> {
  const { message, raw, fields } = await readForm(request);
  return { movie: movieFromBinary(message), params: renderParams(raw), fields };
}

/**
 * The movie calls of the media host (docs/reference.md §7), each a multipart form with the movie as
 * base64: rendermovie gives a render token and its URL, renderframe a JPG, structure
 * the movie's timing as the renderer plans it.
 */
const mediaRenderRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: MediaRenderOptions }> = async (
  app,
  { region },
) => {
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: FIELD_LIMIT_BYTES } });
  app.addHook('onRequest', app.requireUser);

  app.put(
    '/apps/api/v1/sdl/rendermovie/:prjuid',
    {
      schema: {
        params: prjuidParams,
        response: { 200: renderTokenUrlResponse },
      },
    },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const { message, raw, fields } = await readForm(request);
      // Read, held to the render limits and its layers and assets checked before the token is
      // made: on a render-check worker when the movie is big (render/render-checks.ts).
      const { token, format } = await app.renderTokens.createFromSent(project, sessionOf(request).user.id, {
        source: { sentMessage: message },
        bytes: message.length,
        params: raw,
        format: fields.format ? outputFormat(fields.format.toLowerCase()) : undefined,
        formatOfMovie: true,
        movieName: '',
        origin: 'media',
      });
      return { token, url: renderUrl(region, token, format ?? 'mp4') };
    },
  );

  // The answer is the JPG itself.
  app.put('/apps/api/v1/sdl/renderframe/:prjuid', { schema: { params: prjuidParams } }, async (request, reply) => {
    const project = await projectRef(app, request, region, request.params.prjuid);
    const { movie, params, fields } = await readMovieForm(request);
    const job: RenderJob = {
      project,
      ownerId: sessionOf(request).user.id,
      movie,
      movieName: '',
      params,
      origin: 'media',
    };
    const bytes = await app.previews.frame(job, frameNumber(fields.framenumber), requesterSignal(reply));
    return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(bytes);
  });

  // The renderer's MovieStructure, as it is.
  app.put(
    '/apps/api/v1/sdl/structure/:prjuid',
    { schema: { params: prjuidParams, response: { 200: movieStructureSchema } } },
    async (request) => {
      await projectRef(app, request, region, request.params.prjuid);
      const { movie, params } = await readMovieForm(request);
      try {
        return await app.renders.engine.movieStructure(movie, params);
      } catch (error) {
        if (error instanceof RenderError && error.kind === 'input') throw badRequest(error.message);
        throw error;
      }
    },
  );
};

export default mediaRenderRoutes;
