import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_COUNTED,
  RATE_LIMITED_ROUTES,
  notCountedReason,
  rateLimitedRoute,
} from '../../src/plugins/rate-limit-routes.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * GETs that only read (no render, copy or save starts): the list a new GET has to join, or
 * fall under a rule, for this test to pass. Thumbnails and HLS renditions are made once per
 * stored file and size (six sizes) and kept: the upload that stored the file was counted.
 */
const READS: readonly RegExp[] = [
  /^\/\*$/,
  // The probes (docs/operations.md): a readiness check runs at most once at a time, however many ask.
  /^\/(healthz|readyz|metrics)$/,
  // The API document and its reference page (docs/api-document.md): made once at start, served as they are.
  /^\/api\/(openapi\.json|docs|docs\/:file)$/,
  /^\/(examples\.json|favicon\.svg|remotes\.json|remotes\/:name\/\*|sdl\/movie\.proto)$/,
  /^\/(regions|queries)\/[\w-]+\.json$/,
  /^\/accounts\/(login|account\/(audit|client-errors|search|apikeys)|auth\/(playground|verify)|admin\/accounts)$/,
  /^\/cdn\//,
  /^\/share-api\/(exists|poster\/:file|video\/:file)$/,
  /^\/share\/player\.html$/,
  /\/iv\/tokenlogin$/,
  /\/api\/v1\/(list\/.*|project\/:uid|data\/:prjuid\/:name|sdl\/:prjuid\/:name|sdlvariables\/.*|compdata\/.*|appdata\/.*|trackdataversion\/.*)$/,
  /\/api\/v1\/(userfs\/(data|list\/data|thumbnail)(\/\*)?|userfs\/usage|thumbnail\/:prjuid\/:file)$/,
  /\/api\/v1\/(basevideo\/:prjuid\/progress\/:id|trackversion\/:prjuid\/progress\/:progress|(internal\/)?copy\/task\/:task_id|internal\/(publish\/:prjuid|userbyproject)|migrate\/.*)$/,
  /\/iv\/apps\/(api\/v1\/(data|hls|list\/trackdataversion|thumbnail|migrate)\/.*|api\/v2\/publish\/:prjuid|media\/data\/.*)$/,
  /\/preview\/preview\/v1\/hls\/:id\/:file$/,
  // A project's webhooks and a page of a hook's delivery log (docs/api.md, "Webhooks").
  /\/api\/v1\/webhooks\/:prjuid(\/:id\/deliveries)?$/,
  // Where a render started from code stands (docs/api.md, "Rendering from code").
  /\/api\/v1\/project\/:prjuid\/renders\/:token$/,
  /\/render\/v2\/(render\/:token\/status|batch\/.*|settings\/.*)$/,
  /\/analytics\/(project\/stats|session\/errors|token\/mapping)\//,
];

let server: TestServer;
const routes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  server = await startTestServer({
    configure: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? '' });
      }),
  });
});
afterAll(() => server.close());

describe('every route that starts work is counted', () => {
  it('has each PUT, POST and DELETE under a rate limit or named as not counted, with a reason', () => {
    const changes = routes.filter((route) => !['GET', 'HEAD'].includes(route.method));
    expect(changes.length).toBeGreaterThan(50);
    const loose = changes.filter(
      (route) => !rateLimitedRoute(route.method, route.url) && !notCountedReason(route.method, route.url),
    );
    expect(loose.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('has each GET under a rate limit or among the reads', () => {
    const gets = routes.filter((route) => route.method === 'GET');
    const loose = gets.filter(
      (route) => !rateLimitedRoute('GET', route.url) && !READS.some((read) => read.test(route.url)),
    );
    expect(loose.map((route) => route.url)).toEqual([]);
  });

  it('counts the GETs that render: a render token in any format and frame, and the older render call', () => {
    const rendering = routes
      .filter((route) => route.method === 'GET' && rateLimitedRoute('GET', route.url)?.kind === 'renders')
      .map((route) => route.url);
    expect(rendering).toEqual(
      expect.arrayContaining([
        '/r/eu-west-1/render/v2/render/:file',
        '/r/us-east-1/render/v2/get/:file',
        '/r/eu-original-1/render/render/:prjuid/:file',
      ]),
    );
  });

  it('leaves no rule or exception without a route, so none is kept after its route moved', () => {
    for (const rule of [...RATE_LIMITED_ROUTES, ...NOT_COUNTED]) {
      expect(
        routes.some((route) => rule.path.test(route.url) && rule.methods.includes(route.method)),
        rule.path.source,
      ).toBe(true);
    }
  });
});
