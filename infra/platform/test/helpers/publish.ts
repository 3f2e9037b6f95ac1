import { api } from './assets.ts';
import type { Reply, TestServer } from './server.ts';

/** The publish calls as the console's publish client makes them: `{iv}/iv/apps/api/v2/publish`. */
export const publishPath = (prjuid: string, home = 'eu-west-1') => `/r/${home}/iv/apps/api/v2/publish/${prjuid}`;

export function distributions(server: TestServer, token: string, prjuid: string, home = 'eu-west-1'): Promise<Reply> {
  return server.request(`${api(home)}/internal/publish/${prjuid}`, { token });
}

/** The list, or throws with the answer. */
export async function distributionList(
  server: TestServer,
  token: string,
  prjuid: string,
  home = 'eu-west-1',
): Promise<any[]> {
  const reply = await distributions(server, token, prjuid, home);
  if (reply.status !== 200) throw new Error(`distributions: ${reply.status} ${reply.text}`);
  return reply.json.Distributions;
}

export function publish(
  server: TestServer,
  token: string,
  prjuid: string,
  target: string | undefined,
  home = 'eu-west-1',
): Promise<Reply> {
  const query = target === undefined ? '' : `?region=${encodeURIComponent(target)}`;
  return server.request(publishPath(prjuid, home) + query, { method: 'PUT', token });
}

export function depublish(
  server: TestServer,
  token: string,
  prjuid: string,
  target: string,
  home = 'eu-west-1',
): Promise<Reply> {
  return server.request(`${publishPath(prjuid, home)}?region=${encodeURIComponent(target)}`, {
    method: 'DELETE',
    token,
  });
}

export function publishTask(
  server: TestServer,
  token: string,
  prjuid: string,
  taskid: string,
  block = true,
  home = 'eu-west-1',
): Promise<Reply> {
  return server.request(`${publishPath(prjuid, home)}?taskid=${encodeURIComponent(taskid)}${block ? '&block=1' : ''}`, {
    token,
  });
}

/** Publishes and follows the task (blocking reads) until it ends; its last answer. */
export async function publishAndWait(
  server: TestServer,
  token: string,
  prjuid: string,
  target: string,
  home = 'eu-west-1',
): Promise<any> {
  const started = await publish(server, token, prjuid, target, home);
  if (started.status !== 200) throw new Error(`publish: ${started.status} ${started.text}`);
  for (;;) {
    const reply = await publishTask(server, token, prjuid, started.json.task_id, true, home);
    if (reply.status !== 200) throw new Error(`task: ${reply.status} ${reply.text}`);
    if (reply.json.status === 'done' || reply.json.status === 'error') return reply.json;
  }
}
