import type { TestServer } from './server.ts';

export interface BinaryReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: any;
}

export const api = (region = 'eu-west-1') => `/r/${region}/api/v1`;
export const iv = (region = 'eu-west-1') => `/r/${region}/iv/apps`;
const enc = encodeURIComponent;

async function toReply(response: Response): Promise<BinaryReply> {
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/** Any request, its answer as bytes (and JSON when it is). */
export async function fetchBytes(
  server: TestServer,
  pathname: string,
  init: RequestInit & { token?: string; cookie?: string } = {},
): Promise<BinaryReply> {
  const { token, cookie, headers, ...rest } = init;
  const all = new Headers(headers);
  if (token) all.set('authorization', `istoken ${token}`);
  if (cookie) all.set('cookie', `token=${cookie}`);
  return toReply(await fetch(server.url + pathname, { ...rest, headers: all }));
}

/** PUT /v1/data with the raw bytes. */
export function putData(
  server: TestServer,
  token: string,
  prjuid: string,
  name: string,
  bytes: Buffer | string,
  {
    replace,
    contentType = 'application/octet-stream',
    region,
  }: { replace?: 0 | 1; contentType?: string; region?: string } = {},
): Promise<BinaryReply> {
  const query = replace === undefined ? '' : `?replace=${replace}`;
  return fetchBytes(server, `${api(region)}/data/${prjuid}/${enc(name)}${query}`, {
    method: 'PUT',
    token,
    body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
}

/** PUT /v1/datasource as multipart/form-data. */
export function putDatasource(
  server: TestServer,
  token: string,
  prjuid: string,
  filename: string,
  fields: Record<string, string>,
  file?: Buffer | string,
): Promise<BinaryReply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file !== undefined)
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), filename);
  return fetchBytes(server, `${api()}/datasource/${prjuid}/${enc(filename)}`, { method: 'PUT', token, body: form });
}

export async function createProject(
  server: TestServer,
  token: string,
  name: string,
  region = 'eu-west-1',
): Promise<string> {
  const reply = await server.request(`${api(region)}/project/${enc(name)}`, { method: 'PUT', token });
  if (reply.status !== 201) throw new Error(`create project: ${reply.status} ${reply.text}`);
  return reply.json.uid as string;
}

export async function listData(server: TestServer, token: string, prjuid: string) {
  return server.request(`${api()}/list/data/${prjuid}/`, { token });
}
