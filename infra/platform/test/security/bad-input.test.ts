import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, putData } from '../helpers/assets.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { BAD_BODIES, BAD_QUERIES, BAD_SEGMENTS, FAR_OVER_LIMIT, OVER_LIMIT, type BodyAttack } from './bad-inputs.ts';
import { rawRequest, type RawReply, type RawRequest } from './raw-http.ts';
import { ROUTES, type RouteUnderTest } from './routes-under-test.ts';

let server: TestServer;
let stranger: string;
/** The slots filled with what exists: the stranger's own project and movie (a datasource too, below). */
let valid: Record<string, string>;
let victimProject: string;

beforeAll(async () => {
  server = await startTestServer();
  const demo = await server.login('demo');
  stranger = await server.login('other');
  victimProject = await createProject(server, demo, 'Victim');
  const own = await createProject(server, stranger, 'Own');
  expect((await putMovieJson(server, stranger, own, 'm', tinyMovie())).status).toBe(201);
  expect((await putData(server, stranger, own, 'd.csv', 'name,city\nAda,Paris\n')).status).toBe(201);
  const video = await rawRequest(server.url, `/r/eu-west-1/api/v1/basevideo/${own}`, {
    method: 'POST',
    token: stranger,
    body: JSON.stringify({ width: 32, height: 32, frames: 2 }),
    headers: { 'content-type': 'application/json' },
  });
  expect(video.status).toBe(201);
  EXISTING.push(video.json.name);
  valid = { p: own, n: 'm', r: 'eu-west-1', u: 'other' };
});
afterAll(() => server.close());

/** The stranger's movie, datasource and video: the calls on them reach past the lookups. */
const EXISTING = ['m', 'd.csv'];

const fill = (path: string, slots: Record<string, string>) =>
  path.replace(/\{(\w)\}/g, (_, slot: string) => slots[slot] ?? '');

interface Probe {
  route: RouteUnderTest;
  path: string;
  options?: RawRequest;
  label: string;
}

/**
 * Sends every probe (a few at a time) and returns the answers a caller must never get:
 * a 5xx, a refusal without a JSON {"Message"}, or no answer at all.
 */
async function failuresOf(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...probes];
  const worker = async () => {
    for (let probe = queue.shift(); probe; probe = queue.shift()) {
      const what = `${probe.route.method} ${probe.path.slice(0, 120)} (${probe.label})`;
      try {
        const reply = await rawRequest(server.url, probe.path, {
          method: probe.route.method,
          token: stranger,
          ...probe.options,
        });
        if (reply.status >= 500) failures.push(`${what}: ${reply.status} ${reply.text.slice(0, 200)}`);
        else if (reply.status >= 400 && !explained(probe.route, reply))
          failures.push(`${what}: ${reply.status} without a JSON Message: ${reply.text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${what}: no answer (${(error as Error).message})`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failures;
}

/** A refusal says why: a JSON {"Message"}, or for a page, an HTML page. */
const explained = (route: RouteUnderTest, reply: RawReply) =>
  typeof reply.json?.Message === 'string' || (route.page === true && reply.contentType.startsWith('text/html'));

const withBody = ({ body, contentType = 'application/json' }: BodyAttack): RawRequest => ({
  body,
  headers: contentType ? { 'content-type': contentType } : {},
});

const slotsOf = (path: string) => [...new Set([...path.matchAll(/\{(\w)\}/g)].map((match) => match[1]!))];

describe('bad input to every route group is a 4xx with a message, never a 500', () => {
  it('unknown ids, ids of the wrong shape and encoding tricks in every slot', async () => {
    const probes = ROUTES.flatMap((route) =>
      slotsOf(route.path).flatMap((slot) =>
        [...BAD_SEGMENTS, victimProject].map((segment) => ({
          route,
          path: fill(route.path, { ...valid, [slot]: segment }),
          label: `{${slot}}=${segment.slice(0, 20)}`,
        })),
      ),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('duplicate, broken and oversized query parameters', async () => {
    const probes = ROUTES.filter((route) => !route.destructive).flatMap((route) =>
      EXISTING.flatMap((n) =>
        BAD_QUERIES.map((query) => {
          const path = fill(route.path, { ...valid, n });
          return {
            route,
            path: `${path}${path.includes('?') ? '&' : '?'}${query}`,
            label: `${n}: ${query.slice(0, 40)}`,
          };
        }),
      ),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('wrong JSON types, malformed JSON, NUL and 1 MB strings, wrong content types and empty bodies', async () => {
    const probes = ROUTES.filter((route) => route.body).flatMap((route) =>
      EXISTING.flatMap((n) =>
        BAD_BODIES.map((attack) => ({
          route,
          path: fill(route.path, { ...valid, n }),
          options: withBody(attack),
          label: `${n}: ${attack.label}`,
        })),
      ),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('bodies over the limit, sent or only announced', async () => {
    const announced: BodyAttack = { label: 'announced 10 GiB', body: '{}' };
    const probes = ROUTES.filter((route) => route.body).flatMap((route) => [
      ...OVER_LIMIT.map((attack) => ({
        route,
        path: fill(route.path, valid),
        options: withBody(attack),
        label: attack.label,
      })),
      {
        route,
        path: fill(route.path, valid),
        options: {
          ...withBody(announced),
          headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 ** 3) },
        },
        label: announced.label,
      },
    ]);
    const big = ROUTES.filter(
      (route) => route.body && /appdata|\/sdl\/\{p\}|v2\/render\/\{p\}|v2\/batch/.test(route.path),
    );
    probes.push(
      ...big.map((route) => ({
        route,
        path: fill(route.path, valid),
        options: withBody(FAR_OVER_LIMIT),
        label: FAR_OVER_LIMIT.label,
      })),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('1 MB names in the path and the query are refused whole', async () => {
    const huge = 'n'.repeat(1024 * 1024);
    const paths = [
      `/r/eu-west-1/api/v1/project/${huge}`,
      fill('/r/eu-west-1/api/v1/sdl/{p}/', valid) + huge,
      fill('/r/eu-west-1/api/v1/data/{p}/', valid) + `${huge}.txt`,
      `/share-api/exists?id=${huge}`,
    ];
    for (const path of paths) {
      const reply = await rawRequest(server.url, path, {
        method: path.includes('exists') ? 'GET' : 'PUT',
        token: stranger,
      });
      expect(reply.status).toBe(431);
      expect(reply.json.Message).toMatch(/16 KiB/);
    }
  });

  it("the stranger's token cannot reach the victim's project", async () => {
    const probes = ROUTES.filter((route) => route.path.includes('{p}')).map((route) => ({
      route,
      path: fill(route.path, { ...valid, p: victimProject }),
      label: 'victim',
    }));
    for (const probe of probes) {
      const reply = await rawRequest(server.url, probe.path, { method: probe.route.method, token: stranger });
      expect(reply.status, `${probe.route.method} ${probe.path}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, `${probe.route.method} ${probe.path}`).toBeLessThan(500);
    }
  });

  it('and the server still answers afterwards', async () => {
    const regions = await rawRequest(server.url, '/regions/regions.json');
    expect(regions.status).toBe(200);
    const list = await rawRequest(server.url, fill('/r/eu-west-1/api/v1/list/sdl/{p}', valid), { token: stranger });
    expect(list.status).toBe(200);
    expect(list.json.SDLS.map((movie: { name: string }) => movie.name)).toContain('m');
  });
});
