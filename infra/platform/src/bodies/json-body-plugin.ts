import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BodyWorkers } from './body-workers.ts';
import type { BodyValidation } from './batch-tasks-body.ts';
import type { BodyCheckResult } from './body-checks.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { DEFAULT_JSON_BOUNDS, type JsonBounds } from '../lib/json-bounds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks of big bodies off the event loop (bodies/body-workers.ts). */
    bodyWorkers: BodyWorkers;
  }
  interface FastifyContextConfig {
    /** This route's JSON shape limits, where it needs more than DEFAULT_JSON_BOUNDS (docs/request-limits.md). */
    jsonBounds?: Partial<JsonBounds>;
    /**
     * The body is read whole by this reader, on a body worker when it is big (parsed,
     * checked against its schema, made into what the route stores), and the route gets what
     * it made: its schema has no `body`. `batch-tasks`: bodies/batch-tasks-body.ts;
     * `track-version`: bodies/track-version-body.ts; `movie-save`: bodies/movie-body.ts;
     * `render-request`: bodies/render-request-body.ts.
     */
    bodyReader?: BodyReader;
  }
}

/** The shape limits of the route a request is for. */
export function jsonBoundsOf(request: FastifyRequest): JsonBounds {
  return { ...DEFAULT_JSON_BOUNDS, ...request.routeOptions.config?.jsonBounds };
}

type BodyReader = 'batch-tasks' | 'track-version' | 'movie-save' | 'render-request';

/** What a body reader made, for its route. */
function readBody(reader: BodyReader, result: BodyCheckResult): unknown {
  const made: Record<BodyReader, unknown> = {
    'batch-tasks': result.batchTasks,
    'track-version': result.trackVersion,
    'movie-save': result.savedMovie,
    'render-request': result.renderRequest,
  };
  return made[reader];
}

/** A schema refusal made off the route, shaped as Fastify's own (the error handler words it the same way). */
function validationError({ message, errors }: BodyValidation): Error {
  return Object.assign(new Error(message), { statusCode: 400, validation: errors, validationContext: 'body' });
}

/**
 * Like Fastify's JSON parser (same prototype-poisoning guards), except that:
 * - an empty body is no body: clients send `Content-Type: application/json` on body-less
 *   POSTs such as /auth/renew, which would otherwise be rejected;
 * - the text is checked against its route's depth and item limits before it is parsed
 *   (a 400 naming the limit), on a body worker when it is big, so that the parse that
 *   follows takes a bounded time (docs/request-limits.md);
 * - a route with a `bodyReader` gets its body read whole there instead, and only from JSON:
 *   a body of another type that has a parser of its own (text/plain) is a 415, as a type
 *   with no parser is.
 */
/** A body a type's own parser gave as text or bytes (text/plain): not the JSON the route reads. */
async function refuseOtherTypes(request: FastifyRequest): Promise<void> {
  if (typeof request.body === 'string' || Buffer.isBuffer(request.body)) {
    throw new HttpError(
      415,
      `Unsupported Media Type: ${request.headers['content-type'] ?? 'none'}; send application/json`,
    );
  }
}

export default fp(
  async (app) => {
    const workers = new BodyWorkers();
    app.decorate('bodyWorkers', workers);
    app.addHook('onClose', () => workers.close());

    // Only the routes that read their body whole carry the check; other requests never run it.
    app.addHook('onRoute', (route) => {
      if (!route.config?.bodyReader) return;
      const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [refuseOtherTypes, ...own];
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bytes.length === 0) {
        done(null, undefined);
        return;
      }
      const reader = request.routeOptions.config?.bodyReader;
      if (reader) {
        workers.check({ kind: reader, bytes, bounds: jsonBoundsOf(request) }).then(
          (result) => {
            if (result.problem) done(badRequest(result.problem), undefined);
            else if (result.validation) done(validationError(result.validation), undefined);
            else done(null, readBody(reader, result));
          },
          (error: Error) => done(error, undefined),
        );
        return;
      }
      workers.check({ kind: 'json', bytes, bounds: jsonBoundsOf(request) }).then(
        (result) => {
          if (result.problem) {
            done(badRequest(result.problem), undefined);
            return;
          }
          const back = result.bytes
            ? Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength)
            : bytes;
          parseJson(request, back.toString('utf8'), done);
        },
        (error: Error) => done(error, undefined),
      );
    });
  },
  { name: 'json-body' },
);
