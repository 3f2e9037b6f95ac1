import { addSampleContent } from '../../src/seed/sample-project.ts';
import { api, iv } from './assets.ts';
import { eventually } from './eventually.ts';
import type { Reply, TestServer } from './server.ts';

/** The Sample project a first start makes (seed.ts), for `username`: its uid. */
export async function makeSampleProject(
  server: TestServer,
  username: string,
  name = 'Sample project',
  region = 'eu-west-1',
): Promise<string> {
  const app = server.app;
  const user = (await app.users.findByUsername(username))!;
  const created = await app.projects.create(user, region, name);
  const project = (await app.projects.locate(user, region, created.uid))!;
  await addSampleContent(project, { assets: app.assets, movies: app.movies, tools: app.mediaTools });
  return created.uid;
}

export function startCopy(
  server: TestServer,
  token: string,
  prjuid: string,
  body: unknown,
  region = 'eu-west-1',
): Promise<Reply> {
  return server.request(`${api(region)}/copy/${prjuid}`, { method: 'POST', token, body });
}

export function copyTask(server: TestServer, token: string, taskId: string, region = 'eu-west-1'): Promise<Reply> {
  return server.request(`${api(region)}/copy/task/${taskId}`, { token });
}

/** Polls a copy task until it ended; returns its last answer. */
export async function copyEnded(server: TestServer, token: string, taskId: string, region = 'eu-west-1'): Promise<any> {
  const reply = await eventually(
    () => copyTask(server, token, taskId, region),
    (answer) => answer.status !== 200 || answer.json.status !== 'running',
  );
  if (reply.status !== 200) throw new Error(`copy task: ${reply.status} ${reply.text}`);
  return reply.json;
}

/** The migrate call of the API host, or the media host's for eu-original-1. */
export function migratePath(prjuid: string, destination: string, region = 'eu-west-1'): string {
  return destination === 'eu-original-1'
    ? `${iv(region)}/api/v1/migrate/${prjuid}/${destination}`
    : `${api(region)}/migrate/${prjuid}/${destination}`;
}

export function startMigration(
  server: TestServer,
  token: string,
  prjuid: string,
  destination: string,
  region = 'eu-west-1',
  query = '?async=1',
): Promise<Reply> {
  return server.request(`${migratePath(prjuid, destination, region)}${query}`, { method: 'PUT', token });
}

/** Polls a migration every little while until it ended (the console polls every second); returns its last answer. */
export async function migrationEnded(
  server: TestServer,
  token: string,
  prjuid: string,
  destination: string,
  taskId: string,
  region = 'eu-west-1',
): Promise<any> {
  const reply = await eventually(
    () => server.request(`${migratePath(prjuid, destination, region)}?taskid=${taskId}`, { token }),
    (answer) => answer.status !== 200 || answer.json.status === 'done' || answer.json.status === 'error',
  );
  if (reply.status !== 200) throw new Error(`migration task: ${reply.status} ${reply.text}`);
  return reply.json;
}

export async function projectNames(server: TestServer, token: string, region = 'eu-west-1'): Promise<string[]> {
  const reply = await server.request(`${api(region)}/list/project/`, { token });
  if (reply.status !== 200) throw new Error(`list: ${reply.status} ${reply.text}`);
  return reply.json.Projects.map((project: { name: string }) => project.name);
}
