import { submitRun } from '@reelforge/api';
import { DEFAULT_JOB_LIMIT, DEFAULT_ROUTING, type BatchTask } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { api } from './assets.ts';
import { apiFor } from './clients.ts';
import { tinyMovie } from './movies.ts';
import type { Reply, TestServer } from './server.ts';

/** 160x90, a picture bound to `picture` in the top-left corner, a text bound to `title`. */
export const PICTURE_MOVIE: Movie = tinyMovie({
  scenes: [
    {
      name: 'Only',
      length: 10,
      layers: [
        { name: 'Background', color: { color: '#cc2222' } },
        {
          name: 'Picture',
          image: { asset: 'still.png', bindings: { asset: 'picture' } },
          position: { x: 0, y: 0, w: 40, h: 24 },
        },
        {
          name: 'Title',
          text: { text: 'Hi', size: 12, color: '#ffffff', bindings: { text: 'title' } },
          position: { x: 0, y: 60, w: 160, h: 30 },
        },
      ],
    },
  ],
  variables: [
    { key: 'title', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' },
    { key: 'picture', valuetype: 'string', value: 'still.png', defaultvalue: 'still.png' },
  ],
});

/** Five people, each with a greeting and the picture `still.png`: the rows PICTURE_MOVIE's runs render. */
export const PEOPLE_CSV = [
  'name,greeting,image',
  'anna,Hello Anna,still.png',
  'ben,Hi Ben,still.png',
  'carla,Hey Carla,still.png',
  'dan,Yo Dan,still.png',
  'eve,Howdy Eve,still.png',
].join('\n');

/** The batch calls of the render host (docs/reference.md §7). */
export const batch = (region = 'eu-west-1') => `/r/${region}/render/v2/batch`;

export async function putAppData(
  server: TestServer,
  token: string,
  prjuid: string,
  name: string,
  list: unknown,
  method = 'PUT',
): Promise<Reply> {
  return server.request(`${api()}/appdata/${prjuid}/${name}`, { method, token, body: list });
}

/** Saves jobs.json (and scripts.json when given), as the console does before a start. */
export async function saveJobs(
  server: TestServer,
  token: string,
  prjuid: string,
  jobs: object[],
  scripts?: object[],
): Promise<void> {
  const saved = await putAppData(server, token, prjuid, 'jobs.json', jobs);
  if (saved.status >= 300) throw new Error(`jobs.json: ${saved.status} ${saved.text}`);
  if (scripts) {
    const reply = await putAppData(server, token, prjuid, 'scripts.json', scripts);
    if (reply.status >= 300) throw new Error(`scripts.json: ${reply.status} ${reply.text}`);
  }
}

export async function createQueue(
  server: TestServer,
  token: string,
  limit?: number,
  region = 'eu-west-1',
): Promise<string> {
  const reply = await server.request(`${batch(region)}/${region}/default`, {
    method: 'POST',
    token,
    body: limit === undefined ? {} : { limit },
  });
  if (reply.status !== 200) throw new Error(`queue: ${reply.status} ${reply.text}`);
  return reply.json.Id as string;
}

export function putTasks(
  server: TestServer,
  token: string,
  queue: string,
  body: { jobid: string; runid: string; projectid: string; tasks: BatchTask[] },
  region = 'eu-west-1',
): Promise<Reply> {
  return server.request(`${batch(region)}/${region}/default/${queue}`, {
    method: 'PUT',
    token,
    body: { region, ...body },
  });
}

export function startQueue(server: TestServer, token: string, queue: string, region = 'eu-west-1'): Promise<Reply> {
  return server.request(`${batch(region)}/${region}/default/${queue}/run`, { method: 'POST', token });
}

/**
 * A run submitted through the lower-level calls (@reelforge/api submitRun): queue, tasks in chunks,
 * start. Returns the queue Id.
 */
export function submit(
  server: TestServer,
  token: string,
  prjuid: string,
  {
    jobid,
    runid,
    tasks,
    limit = DEFAULT_JOB_LIMIT,
    region = 'eu-west-1',
  }: { jobid: string; runid: string; tasks: BatchTask[]; limit?: number; region?: string },
): Promise<string> {
  return submitRun(apiFor(server, token).batch(region), {
    routing: DEFAULT_ROUTING,
    limit,
    jobid,
    runid,
    projectid: prjuid,
    tasks,
  });
}

export const runEnded = (status: any): boolean => status.state === 'done' || status.state === 'cancelled';

/** Polls GET /v2/batch/{queue} until `until` holds (default: the run ended). */
export async function waitForQueue(
  server: TestServer,
  token: string,
  queue: string,
  until: (status: any) => boolean = runEnded,
  timeoutMs = 30_000,
  region = 'eu-west-1',
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await server.request(`${batch(region)}/${queue}`, { token });
    if (reply.status !== 200) throw new Error(`status: ${reply.status} ${reply.text}`);
    if (until(reply.json)) return reply.json;
    if (Date.now() > deadline) throw new Error(`queue never got there: ${reply.text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function resultsOf(
  server: TestServer,
  token: string,
  runid: string,
  region = 'eu-west-1',
): Promise<any[]> {
  const reply = await server.request(`${batch(region)}/results/${runid}`, { token });
  if (reply.status !== 200) throw new Error(`results: ${reply.status} ${reply.text}`);
  return reply.json.Results;
}

/** A task as compileTasks makes it. */
export function task(record: number, params: Record<string, string> = {}, filename = ''): BatchTask {
  return { record, key: String(record + 1), params, filename };
}

let runs = 0;
/** A fresh run id (the console uses a uuid). */
export const newRunId = () => `run-${Date.now().toString(36)}-${(runs++).toString(36)}`;

/** Starts a run of a saved job by naming it (POST /v2/batch/{awsregion}/{routing}/runs): the reply. */
export function startJob(
  server: TestServer,
  token: string,
  body: { projectid: string; jobid: string; range?: string },
  region = 'eu-west-1',
): Promise<Reply> {
  return server.request(`${batch(region)}/${region}/default/runs`, { method: 'POST', token, body });
}

/** The project's jobs.json as stored. */
export async function storedJobs(server: TestServer, token: string, prjuid: string): Promise<any[]> {
  const reply = await server.request(`${api()}/appdata/${prjuid}/jobs.json`, { token });
  if (reply.status !== 200) throw new Error(`jobs.json: ${reply.status} ${reply.text}`);
  return reply.json;
}
