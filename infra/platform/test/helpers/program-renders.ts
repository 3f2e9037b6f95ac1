import { newBatchJob } from '@reelforge/model';
import { api, createProject, putDatasource } from './assets.ts';
import { saveJobs } from './batch.ts';
import { putMovieJson, tinyMovie } from './movies.ts';
import type { Reply, TestServer } from './server.ts';

/** The render call made for programs (docs/api.md, "Rendering from code"): its address for a project. */
export const renders = (prjuid: string, region = 'eu-west-1') => `${api(region)}/project/${prjuid}/renders`;

/** POST …/renders with a sign-in token and the headers given (an Idempotency-Key). */
export function startRender(
  server: TestServer,
  token: string,
  prjuid: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return server.request(renders(prjuid), { method: 'POST', token, body, headers });
}

/** Reads a status address (absolute, as answered) until the render has ended; the last status. */
export async function endedStatus(server: TestServer, token: string, statusUrl: string): Promise<any> {
  const path = new URL(statusUrl).pathname;
  for (;;) {
    const reply = await server.request(path, { token });
    if (reply.status !== 200) throw new Error(`status: ${reply.status} ${reply.text}`);
    if (reply.json.status === 'done' || reply.json.status === 'failed') return reply.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A project of `token`'s account for programs to render: the tiny movie as `sample` (its
 * variable `title`), a datasource of two titles and a saved batch job `job-from-code` rendering
 * one png per row into render tokens.
 */
export async function projectForPrograms(server: TestServer, token: string, name: string): Promise<string> {
  const prjuid = await createProject(server, token, name);
  const saved = await putMovieJson(server, token, prjuid, 'sample', tinyMovie());
  if (saved.status !== 201) throw new Error(`sample: ${saved.status}`);
  const settings = { delimiter: '', first_line_is_header: 'true', replace: '0' };
  const upload = await putDatasource(server, token, prjuid, 'titles.csv', settings, 'title\nFirst\nSecond\n');
  if (upload.status !== 201) throw new Error(`titles.csv: ${upload.status}`);
  const job = {
    ...newBatchJob([], PROGRAM_JOB),
    movie: 'sample',
    format: 'png',
    datasource: upload.json.Datasources[0].uid,
    destination: { type: 'token' },
  };
  await saveJobs(server, token, prjuid, [job]);
  return prjuid;
}

/** The batch job of projectForPrograms. */
export const PROGRAM_JOB = 'job-from-code';

/** A new API key of `token`'s account (docs/api.md, "API keys"): the key itself, as answered once. */
export async function apiKeyOf(
  server: TestServer,
  token: string,
  fields: { Projects?: string[]; Access?: 'read' | 'read-write' } = {},
): Promise<string> {
  const reply = await server.request('/accounts/account/apikeys', {
    method: 'POST',
    token,
    body: { Name: 'from code', ...fields },
  });
  if (reply.status !== 201) throw new Error(`API key: ${reply.status} ${reply.text}`);
  return reply.json.Secret as string;
}

/** A request signed with an API key instead of a token. */
export function withKey(
  server: TestServer,
  key: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return server.request(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${key}` } });
}
