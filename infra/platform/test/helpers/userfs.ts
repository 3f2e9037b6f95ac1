import { fetchBytes, type BinaryReply } from './assets.ts';
import type { TestServer } from './server.ts';

/** The UserFS calls of a region's API host over HTTP, paths written as they travel. */
export const userfs = (region = 'eu-west-1') => `/r/${region}/api/v1/userfs`;

/** Each segment encoded, the slashes kept. */
export const encodePath = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');

export function putUserFile(server: TestServer, token: string, relative: string, body: string | Buffer, region?: string): Promise<BinaryReply> {
  return fetchBytes(server, `${userfs(region)}/data/${encodePath(relative)}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/octet-stream' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

export function listUserFiles(server: TestServer, token: string, prefix = '', query = 'use_directories=1&metadata=1', region?: string): Promise<BinaryReply> {
  return fetchBytes(server, `${userfs(region)}/list/data/${encodePath(prefix)}?${query}`, { token });
}

/** Every name of a folder, page after page with the page token (pageSize a page). */
export async function listAll(server: TestServer, token: string, prefix = '', pageSize = 200): Promise<{ names: string[]; pages: number }> {
  const names: string[] = [];
  let pages = 0;
  let pagetoken = '';
  do {
    const reply = await listUserFiles(server, token, prefix, `use_directories=1&pagesize=${pageSize}${pagetoken ? `&pagetoken=${encodeURIComponent(pagetoken)}` : ''}`);
    if (reply.status !== 200) throw new Error(`list ${prefix}: ${reply.status} ${reply.bytes.toString()}`);
    pages += 1;
    names.push(...reply.json.Directories.map((d: { name: string }) => d.name), ...reply.json.Data.map((f: { name: string }) => f.name));
    pagetoken = reply.json.PageToken ?? '';
  } while (pagetoken);
  return { names, pages };
}
