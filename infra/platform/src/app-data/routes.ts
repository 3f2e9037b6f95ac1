import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  appDataBody,
  appDataItemSchema,
  appDataListSchema,
  appDataParams,
  deletedResponse,
  prjuidParams,
} from '@reelforge/contract';
import { keepRunFields, newNamesProblem, readStories } from '@reelforge/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { APP_DATA_BODY_LIMIT_BYTES, APP_DATA_JSON_BOUNDS } from '../lib/json-bounds.ts';
import { appDataName, type AppDataService } from './app-data-service.ts';
import { checkCompositions, COMPOSITIONS_FILE } from '../compositions/effects-compositions.ts';
import { STORIES_FILE } from './stories.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface AppDataRoutesOptions {
  region: string;
}

const notThere = (name: string) => notFound(`${name} not found`);

/** Names inside app data lists are only shown (jobs and scripts are addressed by id and by the list). */
const APP_DATA_NAMES = { pathSegment: false, maxLength: 200 } as const;

/** The names a stories.json list holds, read as the console reads it (entries without a name hold none). */
const storyNames = (list: readonly unknown[]) => new Set(readStories(list).map((story) => story.name));

type WriteRequest = FastifyRequest<{ Params: { prjuid: string; name: string } }>;
type Written = Awaited<ReturnType<AppDataService['write']>>;

const JOBS_FILE = 'jobs.json';

/**
 * App data files of the region API host (docs/reference.md §7): jobs.json, scripts.json, stories.json
 * and comps.json, each a JSON list written whole. A read of a missing file is a 404
 * (the console then creates it empty, docs/reference.md §4). A story that leaves stories.json
 * is no longer shared (docs/stories.md "In batch runs and shares").
 */
const appDataRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: AppDataRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/v1/list/appdata/:prjuid',
    { schema: { params: prjuidParams, response: { 200: appDataListSchema } } },
    async (request) => {
      const files = await app.appData.list(await projectRef(app, request, region, request.params.prjuid));
      return { AppData: files, Metadata: { Count: files.length } };
    },
  );

  // No response schema: the answer is the stored file as it is (a JSON list).
  app.get('/v1/appdata/:prjuid/:name', { schema: { params: appDataParams } }, async (request, reply) => {
    const project = await projectRef(app, request, region, request.params.prjuid);
    const name = appDataName(request.params.name);
    const text = await app.appData.read(project, name);
    if (text === undefined) throw notThere(name);
    reply.header('Cache-Control', 'private, no-cache');
    return reply.type('application/json; charset=utf-8').send(text);
  });

  async function write(request: WriteRequest, reply: FastifyReply) {
    const project = await projectRef(app, request, region, request.params.prjuid);
    const name = appDataName(request.params.name);
    if (!Array.isArray(request.body)) throw badRequest(`Send ${name} whole, as a JSON list`);
    // Jobs and scripts are named by their users: a new name follows the name rule.
    const problem = newNamesProblem((await app.appData.readList(project, name)) ?? [], request.body, APP_DATA_NAMES);
    if (problem) throw badRequest(`${name}: ${problem}`);
    if (name === COMPOSITIONS_FILE) checkCompositions(request.body);
    const list = request.body;
    // A job's run fields are the platform's (batch/README.md "Who writes a job"): a save keeps those stored.
    const { item, created } =
      name === JOBS_FILE
        ? ((await app.appData.update(project, name, (stored) => keepRunFields(stored ?? [], list))) as Written)
        : await app.appData.write(project, name, list);
    if (name === STORIES_FILE) await app.shares.keepStories(project, storyNames(request.body));
    return reply.code(created ? 201 : 200).send(item);
  }

  const writeOptions = {
    bodyLimit: APP_DATA_BODY_LIMIT_BYTES,
    config: { jsonBounds: APP_DATA_JSON_BOUNDS },
    schema: { params: appDataParams, body: appDataBody, response: { 200: appDataItemSchema, 201: appDataItemSchema } },
  } as const;
  // The console writes with PUT or POST (docs/reference.md §7).
  app.put('/v1/appdata/:prjuid/:name', writeOptions, write);
  app.post('/v1/appdata/:prjuid/:name', writeOptions, write);

  app.delete(
    '/v1/appdata/:prjuid/:name',
    { schema: { params: appDataParams, response: { 200: deletedResponse } } },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const name = appDataName(request.params.name);
      if (!(await app.appData.remove(project, name))) throw notThere(name);
      if (name === STORIES_FILE) await app.shares.keepStories(project, new Set());
      return { Deleted: name };
    },
  );
};

export default appDataRoutes;
