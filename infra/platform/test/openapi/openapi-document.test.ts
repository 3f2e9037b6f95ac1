import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The API document as a developer fetches it (docs/api-document.md): from the real server over
 * HTTP, checked against the routes the app registered and against the OpenAPI 3.1 schema.
 */

interface Registered {
  method: string;
  url: string;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; schema: Record<string, unknown> }>;
  responses: Record<string, unknown>;
}

type Document = {
  openapi: string;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
};

/** The routes left out on purpose: the console's own files and the pages people open. */
const HIDDEN = [
  'GET /*',
  'GET /remotes.json',
  'GET /remotes/:name/*',
  'GET /favicon.svg',
  'GET /accounts/login',
  'GET /share/player.html',
  'GET /api/docs',
  'GET /api/docs/:file',
];

const REGIONS = ['eu-west-1', 'us-east-1', 'eu-original-1'];

let server: TestServer;
const registered: Registered[] = [];
let document: Document;
let documentReply: Awaited<ReturnType<TestServer['request']>>;

beforeAll(async () => {
  server = await startTestServer({
    configure: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      }),
  });
  documentReply = await server.request('/api/openapi.json');
  document = documentReply.json;
});
afterAll(() => server.close());

/** Where a registered route stands in the document, if it is there, with how it was found. */
function inDocument({ method, url }: Registered): { path: string; operation: Operation } | undefined {
  const written = url.replace(/:(\w+)/g, '{$1}').replace('*', '{path}');
  const verb = method.toLowerCase();
  const literal = document.paths[written]?.[verb];
  if (literal) return { path: written, operation: literal };
  const region = /^\/r\/([^/]+)\//.exec(written)?.[1];
  if (!region) return undefined;
  const path = written.replace(`/r/${region}/`, '/r/{region}/');
  const operation = document.paths[path]?.[verb];
  const param = operation?.parameters?.find((p) => p.in === 'path' && p.name === 'region');
  // Written once for the regions: this route's region is one its parameter lists.
  return operation && (param?.schema.enum as string[] | undefined)?.includes(region) ? { path, operation } : undefined;
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document that validates against its schema, with no sign-in', async () => {
    expect(documentReply.status).toBe(200);
    expect(documentReply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every route the app registered with its method, but the console files and pages', () => {
    const missing = registered
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !inDocument(route))
      .map(({ method, url }) => `${method} ${url}`);
    expect([...new Set(missing)].sort()).toEqual([...HIDDEN].sort());
    // A HEAD route is Fastify's own for a GET: the document's GET stands for it.
    const heads = registered.filter((route) => route.method === 'HEAD');
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) {
      const get = { method: 'GET', url: head.url };
      if (!HIDDEN.includes(`GET ${head.url}`)) expect(inDocument(get), head.url).toBeDefined();
    }
    // Each operation of the document is a route of the app.
    const documented = new Set(registered.map((route) => inDocument(route)).flatMap((found) => found?.path ?? []));
    expect(Object.keys(document.paths).filter((path) => !documented.has(path))).toEqual([]);
  });

  it('writes a route every region serves once, with the region as a path parameter', () => {
    const projects = document.paths['/r/{region}/api/v1/project/{uid}']?.get;
    const region = projects?.parameters?.find((p) => p.name === 'region');
    expect(region).toMatchObject({ in: 'path', schema: { enum: REGIONS } });
    expect(Object.keys(document.paths).some((path) => path.startsWith('/r/eu-west-1/api/'))).toBe(false);
    // The older render call is eu-original-1's only.
    const legacy = document.paths['/r/{region}/render/render/{prjuid}/{file}']?.get;
    expect(legacy?.parameters?.find((p) => p.name === 'region')?.schema.enum).toEqual(['eu-original-1']);
  });

  it('gives every operation a summary and one tag of the declared areas, each area used', () => {
    const declared = document.tags.map((tag) => tag.name);
    const used = new Set<string>();
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      expect(operation.summary, where).toMatch(/\S/);
      expect(operation.tags, where).toHaveLength(1);
      expect(declared, where).toContain(operation.tags?.[0]);
      used.add(operation.tags?.[0] ?? '');
    }
    const probes = registered.some((route) => route.url === '/healthz');
    expect(declared.filter((tag) => !used.has(tag) && !(tag === 'Probes' && !probes))).toEqual([]);
  });

  it('gives the routes their schemas: params, query, body and answers', () => {
    const assets = document.paths['/r/{region}/api/v1/list/data/{prjuid}']?.get;
    expect(assets?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['path region', 'path prjuid', 'query pagetoken', 'query pagesize']),
    );
    expect(assets?.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    const login = document.paths['/accounts/auth/login']?.post as Operation & { requestBody?: unknown };
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['Username', 'Password'] } } },
    });
    // A body read whole off the event loop is described by the same schema it is checked against.
    const render = document.paths['/r/{region}/render/v2/render/{prjuid}']?.post as Operation & {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    expect(Object.keys(render.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['movie', 'story', 'params', 'format']),
    );
    // Every refusal is the one {"Message"} shape.
    expect(assets?.responses['4XX']).toEqual({ $ref: '#/components/responses/Refused' });
  });

  it("has no keyword outside JSON Schema 2020-12 and OpenAPI's own: the name rule is a pattern and words", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"nameRule"');
    const unknown = new Set<string>();
    const visit = (schema: unknown): void => {
      if (typeof schema !== 'object' || schema === null) return;
      if (Array.isArray(schema)) return schema.forEach(visit);
      for (const [key, value] of Object.entries(schema)) {
        if (key.startsWith('x-')) continue;
        if (!SCHEMA_KEYWORDS.has(key)) unknown.add(key);
        if (key === 'properties' || key === 'patternProperties' || key === '$defs')
          Object.values(value as object).forEach(visit);
        else if (key !== 'enum' && key !== 'const' && key !== 'required' && key !== 'examples' && key !== 'default')
          visit(value);
      }
    };
    for (const { operation } of operations()) {
      for (const parameter of operation.parameters ?? []) visit(parameter.schema);
      const body = (operation as { requestBody?: { content: Record<string, { schema: unknown }> } }).requestBody;
      for (const media of Object.values(body?.content ?? {})) visit(media.schema);
      for (const answer of Object.values(operation.responses) as Array<{
        content?: Record<string, { schema: unknown }>;
      }>)
        for (const media of Object.values(answer.content ?? {})) visit(media.schema);
    }
    expect([...unknown]).toEqual([]);

    const name = document.paths['/r/{region}/api/v1/sdl/{prjuid}/{name}']?.put?.parameters?.find(
      (p) => p.name === 'name',
    );
    expect(name?.schema).toMatchObject({ type: 'string', maxLength: 200, 'x-name-rule': { maxLength: 200 } });
    const pattern = new RegExp(name?.schema.pattern as string, 'u');
    for (const fine of ['intro', 'My movie 2', '...', '.hidden']) expect(pattern.test(fine), fine).toBe(true);
    for (const refused of ['', '   ', '.', '..', 'a/b', 'a\\b', 'a\u0000b', 'a\u202eb'])
      expect(pattern.test(refused), JSON.stringify(refused)).toBe(false);
  });

  it('answers 304 to the ETag it gave', async () => {
    const etag = documentReply.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect((await server.request('/api/openapi.json', { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);
  });
});

describe('security in the document', () => {
  it('declares the Authorization: istoken header, API keys as Bearer and the token cookie', () => {
    expect(document.components.securitySchemes).toEqual({
      istoken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'rfk_ API key' }),
      tokenCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'token' }),
    });
  });

  /** An address of the operation with every path parameter filled (the first region listed). */
  const addressOf = (path: string, operation: Operation) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const param = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
      const listed = param?.schema.enum as string[] | undefined;
      return listed?.[0] ?? (name === 'path' ? 'a/b' : '0');
    });

  it('marks as signed-in exactly the calls that answer 401 without a token', async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const reply = await server.request(addressOf(path, operation), { method: method.toUpperCase() });
      const signedIn = (operation.security?.length ?? 0) > 0;
      if (signedIn !== (reply.status === 401)) wrong.push(`${method} ${path}: ${reply.status}`);
      if (signedIn) expect(operation.responses['401'], path).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
    expect(wrong).toEqual([]);
  });

  it("marks the admins' calls, which answer 403 to an ordinary account", async () => {
    const token = await server.login('demo');
    const admins = operations().filter(({ operation }) => operation.description?.startsWith('Admins only'));
    expect(admins.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/accounts/account/search',
        '/accounts/auth/assume',
        '/r/{region}/api/v1/internal/userbyproject',
      ]),
    );
    for (const { path, method, operation } of admins) {
      const reply = await server.request(addressOf(path, operation), { method: method.toUpperCase(), token });
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets the file reads take the token cookie as well, and nothing else', () => {
    const withCookie = operations().filter(({ operation }) => operation.security?.some((way) => 'tokenCookie' in way));
    expect(withCookie.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/r/{region}/api/v1/data/{prjuid}/{name}',
        '/r/{region}/iv/apps/api/v1/hls/{prjuid}/{name}/{file}',
      ]),
    );
    for (const { method } of withCookie) expect(method).toBe('get');
  });

  it("lists API keys on the signed-in calls of the region hosts, never on admins' calls or the accounts service", () => {
    const signedIn = operations().filter(({ operation }) => (operation.security?.length ?? 0) > 0);
    const withKey = signedIn.filter(({ operation }) => operation.security?.some((way) => 'apiKey' in way));
    expect(withKey.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/r/{region}/api/v1/list/project/',
        '/r/{region}/api/v1/data/{prjuid}/{name}',
        '/r/{region}/render/v2/render/{prjuid}',
      ]),
    );
    for (const { path, operation } of withKey) {
      expect(path, path).not.toMatch(/^\/accounts\//);
      expect(operation.description ?? '', path).not.toMatch(/^Admins only/);
    }
    const tokenOnly = signedIn.filter((each) => !withKey.includes(each)).map(({ path }) => path);
    expect(tokenOnly).toEqual(
      expect.arrayContaining(['/accounts/account/apikeys', '/accounts/auth/password', '/accounts/auth/assume']),
    );
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page, which reads the document, under the console policy', async () => {
    const page = await server.request('/api/docs', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('data-document="/api/openapi.json"');
    expect(page.text).toContain('href="/api/openapi.json"');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    const styles = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(page.text).not.toMatch(/<script>/);
    for (const script of scripts) {
      const reply = await server.request(script);
      expect(reply.status, script).toBe(200);
      expect(reply.headers.get('content-type'), script).toMatch(/javascript/);
    }
    expect((await server.request(scripts[1] ?? '')).text).toContain('root.dataset.document');
    for (const style of styles) expect((await server.request(style)).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await server.request('/api/docs/package.json')).status).toBe(404);
  });
});

// JSON Schema 2020-12's keywords and those OpenAPI 3.1 adds to a Schema Object.
const SCHEMA_KEYWORDS = new Set(
  (
    '$schema $id $ref $anchor $dynamicRef $dynamicAnchor $vocabulary $comment $defs allOf anyOf oneOf not if then ' +
    'else dependentSchemas prefixItems items contains properties patternProperties additionalProperties ' +
    'propertyNames unevaluatedItems unevaluatedProperties type const enum multipleOf maximum exclusiveMaximum ' +
    'minimum exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains minContains ' +
    'maxProperties minProperties required dependentRequired format contentEncoding contentMediaType contentSchema ' +
    'title description default deprecated readOnly writeOnly examples discriminator xml externalDocs example'
  ).split(' '),
);
