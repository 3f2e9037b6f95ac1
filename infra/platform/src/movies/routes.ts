import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  listPageQuery,
  movieItemSchema,
  movieListSchema,
  movieParams,
  movieReadQuery,
  movieSaveParams,
  movieSaveQuery,
  movieVariablesResponse,
  prjuidParams,
  storedNameQuery,
  type FilledVariable,
} from '@reelforge/contract';
import { parseBoolean } from '@reelforge/model';
import { decodeMovie, type Variable } from '@reelforge/sdl';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';
import { pageRequestOf } from '../projects/list-pages.ts';
import { movieNotFound } from './movie-service.ts';
import type { ReadMovie } from '../bodies/movie-body.ts';
import { jsonBoundsOf } from '../bodies/json-body-plugin.ts';
import { MOVIE_BODY_LIMIT_BYTES, MOVIE_JSON_BOUNDS } from '../lib/json-bounds.ts';
import { passOr } from '../projects/project-pass.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface MovieRoutesOptions {
  region: string;
}

const BINARY_TYPES = ['application/x-protobuf', 'application/protobuf', 'application/octet-stream'];

/** A variable with every field present, so the console need not know proto3's defaults. */
export function fullVariable(variable: Variable): FilledVariable {
  return {
    key: variable.key ?? '',
    type: variable.type ?? 'MAP',
    valuetype: variable.valuetype || 'string',
    value: variable.value ?? '',
    defaultvalue: variable.defaultvalue ?? '',
    defaultrow: variable.defaultrow ?? 0,
    datasource: variable.datasource ?? '',
    column: variable.column ?? '',
    format: variable.format ?? '',
  };
}

/** Dynamic movies of the region API host (docs/reference.md §7): list, read, save, delete, variables. */
const movieRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: MovieRoutesOptions }> = async (app, { region }) => {
  // A signed-in user; the variables also answer a playground token, for the example project (docs/playground.md).
  const user = { onRequest: app.requireUser };
  // A save's binary message is read as its JSON form is (the route's bodyReader), on a body worker when it is big.
  app.addContentTypeParser(
    BINARY_TYPES,
    { parseAs: 'buffer', bodyLimit: MOVIE_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bytes.length === 0) return done(null, undefined);
      app.bodyWorkers.check({ kind: 'movie-save', bytes, bounds: jsonBoundsOf(request), binary: true }).then(
        (result) => (result.problem ? done(badRequest(result.problem), undefined) : done(null, result.savedMovie)),
        (error: Error) => done(error, undefined),
      );
    },
  );

  app.get(
    '/v1/list/sdl/:prjuid',
    { ...user, schema: { params: prjuidParams, querystring: listPageQuery, response: { 200: movieListSchema } } },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      return app.movies.page(project, pageRequestOf(request.query));
    },
  );

  // No response schema: the binary message, or its JSON form with ?json=1.
  app.get(
    '/v1/sdl/:prjuid/:name',
    { ...user, schema: { params: movieParams, querystring: movieReadQuery } },
    async (request, reply) => {
      const { prjuid, name } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      const row = await app.movies.require(project, name);
      const bytes = await app.movies.bytes(project, row);
      reply.header('Cache-Control', 'private, no-cache');
      if (parseBoolean(request.query.json)) {
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(decodeMovie(bytes));
      }
      return reply.type('application/x-protobuf').send(bytes);
    },
  );

  app.put(
    '/v1/sdl/:prjuid/:name',
    {
      ...user,
      bodyLimit: MOVIE_BODY_LIMIT_BYTES,
      // Read, checked and encoded by bodies/movie-body.ts, on a body worker when big.
      config: { jsonBounds: MOVIE_JSON_BOUNDS, bodyReader: 'movie-save' },
      schema: {
        params: movieSaveParams,
        querystring: movieSaveQuery,
        response: { 200: movieItemSchema, 201: movieItemSchema },
      },
    },
    async (request, reply) => {
      const { prjuid, name } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      const read = request.body as ReadMovie | undefined;
      if (!read) throw badRequest('Send the movie as its binary message (application/x-protobuf) or as JSON');
      const { row, created } = await app.movies.saveEncoded(project, name, read.encoded);
      return reply.code(created ? 201 : 200).send(app.movies.toItem(project, row));
    },
  );

  const remove = async (request: FastifyRequest, prjuid: string, name: string) => {
    const project = await projectRef(app, request, region, prjuid);
    if (!(await app.movies.remove(project, name))) throw movieNotFound(name);
    await app.shares.forgetMovie(project, name);
    return { Deleted: name };
  };

  app.delete(
    '/v1/sdl/:prjuid/:name',
    { ...user, schema: { params: movieParams, response: { 200: deletedResponse } } },
    async (request) => remove(request, request.params.prjuid, request.params.name),
  );

  // A movie saved as '.' or '..' before names were checked: browsers resolve such a path
  // segment away, so its stored name travels in the query instead.
  app.delete(
    '/v1/sdl/:prjuid',
    { ...user, schema: { params: prjuidParams, querystring: storedNameQuery, response: { 200: deletedResponse } } },
    async (request) => remove(request, request.params.prjuid, request.query.name),
  );

  app.get(
    '/v1/sdlvariables/:prjuid/:name',
    {
      onRequest: app.requireUserOrPlayground,
      schema: {
        params: movieParams,
        response: { 200: movieVariablesResponse },
      },
    },
    async (request) => {
      const { prjuid, name } = request.params;
      const project = await passOr(request, region, prjuid, () => projectRef(app, request, region, prjuid));
      const { movie } = await app.movies.load(project, name);
      return { Variables: (movie.variables ?? []).map(fullVariable) };
    },
  );
};

export default movieRoutes;
