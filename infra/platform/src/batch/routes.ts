import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  DEFAULT_ROWS_PAGE,
  MAX_ROWS_PAGE,
  batchTasksResponse,
  cancelQuery,
  createQueueBody,
  createQueueParams,
  deletedResponse,
  hostQueueParams,
  jobParams,
  queueIdResponse,
  queueParams,
  queueStatusSchema,
  resultsResponse,
  rowsQuery,
  rowsResponse,
  runParams,
  runsResponse,
  startJobBody,
  startJobParams,
} from '@reelforge/contract';
import type { FastifyRequest } from 'fastify';
import type { RunScope } from './run-repository.ts';
import { REGIONS } from '../config/regions.ts';
import type { ReadBatchTasks } from '../bodies/batch-tasks-body.ts';
import { badRequest } from '../lib/http-errors.ts';
import { BATCH_TASKS_BODY_LIMIT_BYTES, BATCH_TASKS_JSON_BOUNDS } from '../lib/json-bounds.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { renderProjectRef } from '../projects/project-ref.ts';

export interface BatchRoutesOptions {
  region: string;
}

/**
 * The batch calls of the render host (docs/reference.md §7): a run of a job started by naming
 * it, and the lower-level queue calls API callers may use. Queues, runs and results are the
 * caller's own: anyone else's is a 404.
 */
const batchRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: BatchRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);
  const awsregion = REGIONS[region]?.awsregion ?? region;
  const scopeOf = (request: FastifyRequest): RunScope => {
    const { id, projectScope } = sessionOf(request).user;
    // An API key limited to some projects finds the runs of those only (docs/api.md).
    return { ownerId: id, region, ...(projectScope ? { projects: projectScope } : {}) };
  };
  // Results link back to where the platform was reached.
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  /** The path's region must be this host's (by name or AWS region). */
  const checkRegion = (name: string | undefined) => {
    if (name !== undefined && name !== '' && name !== region && name !== awsregion) {
      throw badRequest(`This render host serves ${region}, not ${name}`);
    }
  };

  app.post(
    '/v2/batch/:awsregion/:routing/runs',
    { schema: { params: startJobParams, body: startJobBody, response: { 200: queueStatusSchema } } },
    async (request) => {
      const { params, body } = request;
      checkRegion(params.awsregion);
      const project = await renderProjectRef(app, request, region, body.projectid);
      const run = { project, jobid: body.jobid, ...(body.range !== undefined ? { range: body.range } : {}) };
      return app.batch.startJob(scopeOf(request), params.routing, run, originOf(request));
    },
  );

  app.post(
    '/v2/batch/:region/:routing',
    {
      // The body is optional: no body is the default limit.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: createQueueParams, body: createQueueBody, response: { 200: queueIdResponse } },
    },
    async (request) => {
      checkRegion(request.params.region);
      return { Id: await app.batch.createQueue(scopeOf(request), request.params.routing, request.body.limit) };
    },
  );

  app.put(
    '/v2/batch/:awsregion/:routing/:queueId',
    {
      bodyLimit: BATCH_TASKS_BODY_LIMIT_BYTES,
      // Read and checked against batchTasksBody on a body worker: the tasks come as their stored texts.
      config: { jsonBounds: BATCH_TASKS_JSON_BOUNDS, bodyReader: 'batch-tasks' },
      schema: { params: hostQueueParams, response: { 200: batchTasksResponse } },
    },
    async (request) => {
      const { params } = request;
      // No body at all is not an upload (the reader answers every body sent).
      if (!request.body) throw badRequest('Send the tasks as a JSON object');
      const body = request.body as ReadBatchTasks;
      checkRegion(params.awsregion);
      checkRegion(body.region);
      const project = await renderProjectRef(app, request, region, body.projectid);
      const total = await app.batch.addTasks(scopeOf(request), params.queueId, {
        jobid: body.jobid,
        runid: body.runid,
        project,
        tasks: body.tasks,
      });
      return { Id: params.queueId, total };
    },
  );

  app.post(
    '/v2/batch/:awsregion/:routing/:queueId/run',
    { schema: { params: hostQueueParams, response: { 200: queueStatusSchema } } },
    async (request) => {
      checkRegion(request.params.awsregion);
      return app.batch.start(scopeOf(request), request.params.queueId, originOf(request));
    },
  );

  app.get(
    '/v2/batch/:queue',
    { schema: { params: queueParams, response: { 200: queueStatusSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.batch.status(scopeOf(request), request.params.queue);
    },
  );

  app.get(
    '/v2/batch/:queue/rows',
    { schema: { params: queueParams, querystring: rowsQuery, response: { 200: rowsResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const offset = Number(request.query.offset ?? 0);
      const limit = Number(request.query.limit ?? DEFAULT_ROWS_PAGE);
      if (limit < 1 || limit > MAX_ROWS_PAGE) throw badRequest(`Ask for 1 to ${MAX_ROWS_PAGE} rows at a time`);
      return app.batch.rows(scopeOf(request), request.params.queue, offset, limit);
    },
  );

  app.delete(
    '/v2/batch/:queue',
    { schema: { params: queueParams, querystring: cancelQuery, response: { 200: queueStatusSchema } } },
    async (request) => app.batch.cancel(scopeOf(request), request.params.queue, request.query.how),
  );

  app.get(
    '/v2/batch/runs/:jobid',
    { schema: { params: jobParams, response: { 200: runsResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { Runs: await app.batch.runs(scopeOf(request), request.params.jobid) };
    },
  );

  app.get(
    '/v2/batch/results/:runid',
    { schema: { params: runParams, response: { 200: resultsResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { Results: await app.batch.results(scopeOf(request), request.params.runid) };
    },
  );

  app.delete(
    '/v2/batch/results/:runid',
    { schema: { params: runParams, response: { 200: deletedResponse } } },
    async (request) => {
      await app.batch.deleteRun(scopeOf(request), request.params.runid);
      return { Deleted: request.params.runid };
    },
  );
};

export default batchRoutes;
