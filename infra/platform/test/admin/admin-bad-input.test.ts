import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/assets.ts';
import { makeSampleProject } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { BAD_BODIES, BAD_QUERIES, BAD_SEGMENTS } from '../security/bad-inputs.ts';
import { rawRequest, type RawRequest } from '../security/raw-http.ts';

// The admin calls attacked with an admin's own token: every refusal a 4xx with a Message, never a 500, nothing copied.
let server: TestServer;
let admin: string;
let sample: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  sample = await makeSampleProject(server, 'demo');
}, 60_000);
afterAll(() => server.close());

async function refusals(probes: Array<{ path: string; options?: RawRequest }>): Promise<string[]> {
  const failures: string[] = [];
  for (const { path, options } of probes) {
    const reply = await rawRequest(server.url, path, { token: admin, ...options });
    if (reply.status >= 500 || reply.status < 400 || typeof reply.json?.Message !== 'string')
      failures.push(`${options?.method ?? 'GET'} ${path.slice(0, 100)}: ${reply.status} ${reply.text.slice(0, 120)}`);
  }
  return failures;
}

const json = (body: string | Buffer, contentType = 'application/json'): RawRequest => ({
  method: 'POST',
  body,
  headers: { 'content-type': contentType },
});
const copyBody = JSON.stringify({ source: 'demo', target: 'other', region: 'eu-west-1' });

describe('admin calls and bad input', () => {
  it('bad segments in the project and task slots', async () => {
    const probes = BAD_SEGMENTS.flatMap((segment) => [
      { path: `${api()}/internal/copy/${segment}`, options: json(copyBody) },
      { path: `${api()}/internal/copy/task/${segment}` },
    ]);
    expect(await refusals(probes)).toEqual([]);
  });

  it('bad search texts and queries', async () => {
    const probes = [
      ...BAD_QUERIES.map((query) => ({ path: `${api()}/internal/userbyproject?${query}` })),
      ...BAD_QUERIES.map((query) => ({ path: `/accounts/account/audit?pagetoken=x&${query}` })),
    ];
    expect(await refusals(probes)).toEqual([]);
  });

  it('bad bodies for a copy between users, and nothing is copied', async () => {
    const probes = BAD_BODIES.map((attack) => ({
      path: `${api()}/internal/copy/${sample}`,
      options: json(attack.body, attack.contentType),
    }));
    expect(await refusals(probes)).toEqual([]);
    const list = await server.request(`${api()}/list/project/`, { token: await server.login('other') });
    expect(list.json.Projects).toEqual([]);
  });
});
