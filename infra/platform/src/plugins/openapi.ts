import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { enabledRegions } from '../config/regions.ts';
import { notFound } from '../lib/http-errors.ts';
import { AREAS, areaOf } from './openapi-areas.ts';
import { OTHER_BODIES, READER_BODIES } from './openapi-bodies.ts';
import {
  DOCUMENT_PATH,
  PAGE_HTML,
  PAGE_PATH,
  PAGE_SCRIPT,
  PAGE_SCRIPT_TEXT,
  SWAGGER_UI_DIR,
  SWAGGER_UI_FILES,
} from './openapi-page.ts';
import { documentPath, isHiddenRoute, pathParamNames, REGION_PARAM, regionPrefixOf } from './openapi-paths.ts';
import { documentParams, documentSchema } from './openapi-schemas.ts';
import {
  type Access,
  accessNote,
  MEDIA_SCHEMES,
  SIGN_IN_RESPONSES,
  SIGN_IN_SCHEMES,
  securityOf,
} from './openapi-security.ts';
import { SUMMARIES } from './openapi-summaries.ts';

/**
 * The API document (docs/api-document.md): OpenAPI 3.1 made by @fastify/swagger from every
 * route's own schemas once the app is ready, served as it is at GET /api/openapi.json, and the
 * reference page that reads it at GET /api/docs. Registered before every other plugin that
 * declares routes, so that its onRoute hooks see them all; the sign-in hooks of
 * accounts/auth-plugin.ts are looked up when the document is made.
 */

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const ERROR_SCHEMA = {
  type: 'object',
  properties: { Message: { type: 'string', description: 'Why, in words meant for the caller.' } },
  required: ['Message'],
};

/** The refusals every operation may answer, as components; 401 and 403 by who may call it. */
const ERROR_RESPONSES = {
  Unauthorized: SIGN_IN_RESPONSES['401'],
  Forbidden: SIGN_IN_RESPONSES['403'],
  Refused: 'Refused: the input breaks a rule, or what it names does not exist or is not yours.',
  Failed: 'Failed on the server; a failed render names its session.',
};
const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

interface OpenApiObject {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

/** Each operation's refusals as references to the components. */
function withErrorResponses(document: OpenApiObject, accessOfOperation: ReadonlyMap<string, Access>): OpenApiObject {
  document.components.schemas = { ...document.components.schemas, Error: ERROR_SCHEMA };
  document.components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      const access = accessOfOperation.get(`${method} ${path}`) ?? 'public';
      const responses = (operation.responses ??= {});
      if (access !== 'public') responses['401'] ??= errorRef('Unauthorized');
      if (access !== 'public') responses['403'] ??= errorRef('Forbidden');
      responses['4XX'] ??= errorRef('Refused');
      responses['5XX'] ??= errorRef('Failed');
    }
  return document;
}

/** A querystring schema that names its parameters; `{ type: 'object' }` alone names none. */
const namesParams = (schema: unknown): schema is object =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys((schema as { properties?: object }).properties ?? {}).length > 0;

/** The answer of a route without a response schema; `type: 'null'` gives it no content. */
const UNDESCRIBED = {
  type: 'null',
  description: 'Success. The answer is what the summary names: a file, an image, a stream, text or JSON as stored.',
};
const NO_SCHEMA_ANSWERS: Readonly<Record<string, Record<string, object>>> = {
  'POST /accounts/auth/logout': { 204: { type: 'null', description: 'Signed out.' } },
  'GET /r/{region}/iv/tokenlogin': { 302: { type: 'null', description: 'On to `next`.' } },
};

const DESCRIPTION = `The calls of the Reelforge platform, made from the routes' own schemas when the server starts.

- Every refusal is JSON \`{"Message": "…"}\` with its status; the conventions the document cannot say (paging,
  ids, names, limits) are in docs/reference.md §7 and docs/api-document.md.
- Each region's hosts are under \`/r/{region}/\`: a call written once with the \`region\` path parameter is
  served by each region its parameter lists.
- Every GET also answers HEAD.
- This document: [${DOCUMENT_PATH}](${DOCUMENT_PATH}).`;

type RouteSchema = FastifySchema & Record<string, unknown>;

/** Fastify's own store of an instance's hooks, where addHook puts them (read only). */
function hooksKey(app: FastifyInstance): symbol {
  const key = Object.getOwnPropertySymbols(app).find((symbol) => symbol.description === 'fastify.hooks');
  if (!key) throw new Error("The API document cannot read the routes' hooks: fastify.hooks is gone");
  return key;
}

export default fp(
  async (app) => {
    const regionOrder = enabledRegions().map(([name]) => name);
    const regionNames = new Set(regionOrder);
    /** The instance each route was declared on, for the hooks it runs. */
    const declaredOn = new WeakMap<object, FastifyInstance>();
    /** Which regions serve each method and address with the region prefix as {region}. */
    const regionsOf = new Map<string, Set<string>>();
    const hooks = hooksKey(app);
    /** Who may call each operation (`get /path`), for its 401 and 403. */
    const accessOfOperation = new Map<string, Access>();

    app.addHook('onRoute', function (route) {
      declaredOn.set(route, this);
      const prefix = regionPrefixOf(route.url, regionNames);
      if (!prefix) return;
      for (const method of [route.method].flat()) {
        const key = `${method} ${prefix.collapsed}`;
        regionsOf.set(key, (regionsOf.get(key) ?? new Set()).add(prefix.region));
      }
    });

    /** The sign-in check a route runs in onRequest: its own hooks and its plugin's. */
    const accessOf = (route: RouteOptions): Access => {
      const instance = declaredOn.get(route);
      const inherited = (instance as unknown as Record<symbol, { onRequest: unknown[] }> | undefined)?.[hooks]
        ?.onRequest;
      const run = new Set([...(inherited ?? []), ...[route.onRequest ?? []].flat()]);
      if (run.has(app.requireAdmin)) return 'admin';
      if (run.has(app.requireMediaReader)) return 'media';
      if (run.has(app.requireUserOrPlayground)) return 'user-or-playground';
      // The accounts service's signed-in calls refuse API keys (accounts/auth-plugin.ts).
      if (run.has(app.requireUser)) return run.has(app.refuseApiKeys) ? 'account' : 'user';
      return 'public';
    };

    const transform = ({ schema, url, route }: { schema: RouteSchema; url: string; route: RouteOptions }) => {
      if (isHiddenRoute(url)) return { schema: { ...schema, hide: true }, url };
      const method = [route.method].flat()[0];
      const prefix = regionPrefixOf(url, regionNames);
      // A route with a region parameter of its own keeps each region's address.
      const collapse = prefix && !pathParamNames(url).includes(REGION_PARAM) ? prefix : undefined;
      const path = documentPath(collapse ? collapse.collapsed : url);
      const key = `${method} ${documentPath(prefix ? prefix.collapsed : url)}`;
      const served = collapse && regionsOf.get(`${method} ${collapse.collapsed}`);
      const regions = served ? regionOrder.filter((name) => served.has(name)) : undefined;
      const access = accessOf(route);
      const security = securityOf(access);
      const names = pathParamNames(path);
      const reader = route.config?.bodyReader;
      const body = documentSchema(schema?.body ?? (reader && READER_BODIES[reader]) ?? OTHER_BODIES[key]);
      const responses = {
        ...(schema?.response
          ? documentSchema(schema.response as object)
          : (NO_SCHEMA_ANSWERS[key] ?? { 200: UNDESCRIBED })),
      };
      for (const each of [route.method].flat()) accessOfOperation.set(`${each.toLowerCase()} ${path}`, access);
      const description = [schema?.description, accessNote(access)].filter(Boolean).join('\n\n');
      return {
        url: path,
        schema: {
          ...schema,
          summary: schema?.summary ?? SUMMARIES[key],
          tags: schema?.tags ?? [areaOf(path)?.tag ?? 'Other'],
          ...(description ? { description } : {}),
          ...(security ? { security } : {}),
          ...(names.length > 0 ? { params: documentSchema(documentParams(schema?.params, names, regions)) } : {}),
          querystring: namesParams(schema?.querystring) ? documentSchema(schema.querystring) : undefined,
          ...(body ? { body } : {}),
          response: responses,
        },
      };
    };

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Reelforge platform API', version, description: DESCRIPTION },
        tags: AREAS.map(({ tag, description }) => ({ name: tag, description })),
        components: { securitySchemes: { ...SIGN_IN_SCHEMES, ...MEDIA_SCHEMES } },
      },
      transform: transform as never,
      transformObject: (made) =>
        'openapiObject' in made
          ? withErrorResponses(made.openapiObject as OpenApiObject, accessOfOperation)
          : made.swaggerObject,
    });

    // Made once, when every route is known; each request gets the same bytes.
    let document = '';
    let etag = '';
    app.addHook('onReady', async () => {
      document = JSON.stringify(app.swagger());
      etag = `"${createHash('sha256').update(document).digest('base64url').slice(0, 27)}"`;
    });

    app.get(DOCUMENT_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(document);
    });

    app.get(PAGE_PATH, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE_HTML),
    );

    app.get<{ Params: { file: string } }>(`${PAGE_PATH}/:file`, async (request, reply) => {
      const { file } = request.params;
      reply.header('Cache-Control', 'no-cache');
      if (file === PAGE_SCRIPT) return reply.type('application/javascript; charset=utf-8').send(PAGE_SCRIPT_TEXT);
      if (!SWAGGER_UI_FILES.has(file)) throw notFound(`No such file of the reference page: ${file}`);
      return reply.sendFile(file, SWAGGER_UI_DIR, { cacheControl: false });
    });
  },
  { name: 'openapi' },
);
