import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fetchBytes, type BinaryReply } from './assets.ts';
import type { TestServer } from './server.ts';

/** The UserFS calls of a region's API host over HTTP, paths written as they travel. */
export const userfs = (region = 'eu-west-1') => `/r/${region}/api/v1/userfs`;

/** Each segment encoded, the slashes kept. */
export const encodePath = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');

export function putUserFile(
  server: TestServer,
  token: string,
  relative: string,
  body: string | Buffer,
  region?: string,
): Promise<BinaryReply> {
  return fetchBytes(server, `${userfs(region)}/data/${encodePath(relative)}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/octet-stream' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

export function listUserFiles(
  server: TestServer,
  token: string,
  prefix = '',
  query = 'use_directories=1&metadata=1',
  region?: string,
): Promise<BinaryReply> {
  return fetchBytes(server, `${userfs(region)}/list/data/${encodePath(prefix)}?${query}`, { token });
}

/** Every name of a folder, page after page with the page token (pageSize a page). */
export async function listAll(
  server: TestServer,
  token: string,
  prefix = '',
  pageSize = 200,
): Promise<{ names: string[]; pages: number }> {
  const names: string[] = [];
  let pages = 0;
  let pagetoken = '';
  do {
    const reply = await listUserFiles(
      server,
      token,
      prefix,
      `use_directories=1&pagesize=${pageSize}${pagetoken ? `&pagetoken=${encodeURIComponent(pagetoken)}` : ''}`,
    );
    if (reply.status !== 200) throw new Error(`list ${prefix}: ${reply.status} ${reply.bytes.toString()}`);
    pages += 1;
    names.push(
      ...reply.json.Directories.map((d: { name: string }) => d.name),
      ...reply.json.Data.map((f: { name: string }) => f.name),
    );
    pagetoken = reply.json.PageToken ?? '';
  } while (pagetoken);
  return { names, pages };
}

/**
 * Writes a file straight into a user's store, past the upload's checks (a file an upload would
 * refuse): into the folder, or into the bucket when the server has an object store.
 */
export async function plantUserFile(
  server: TestServer,
  username: string,
  relative: string,
  content: string | Buffer,
  region = 'eu-west-1',
): Promise<void> {
  const user = await server.app.users.findByUsername(username);
  if (server.app.objects) {
    await server.app.objects.put(`userfs/${region}/${user!.id}/${relative}`, content);
    return;
  }
  const files = (await server.app.userFiles.root({ userId: user!.id, region })).files;
  await mkdir(path.dirname(path.join(files, relative)), { recursive: true });
  await writeFile(path.join(files, relative), content);
}

/**
 * A PUT whose body is sent a piece at a time without Content-Length (chunked), as a slow
 * client sends it: `send` writes a piece, `end` finishes it; `reply` is the answer. The server
 * may answer a refusal and close before the body is whole: later pieces are then dropped.
 */
export function streamingPut(
  server: TestServer,
  token: string,
  pathname: string,
): { send: (bytes: Buffer) => Promise<void>; end: () => void; reply: Promise<{ status: number; body: any }> } {
  const req = request(`${server.url}${pathname}`, {
    method: 'PUT',
    headers: {
      authorization: `istoken ${token}`,
      'content-type': 'application/octet-stream',
      'transfer-encoding': 'chunked',
    },
  });
  const reply = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }),
      );
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
  });
  return {
    send: (bytes) =>
      new Promise<void>((resolve) =>
        req.destroyed || req.writableEnded ? resolve() : req.write(bytes, () => resolve()),
      ),
    end: () => void (req.writableEnded || req.end()),
    reply,
  };
}

/** The bytes a user's store holds, as its listing says (every file below the top, with its size). */
export async function storedUserBytes(server: TestServer, token: string, region?: string): Promise<number> {
  let total = 0;
  let pagetoken = '';
  do {
    const reply = await listUserFiles(
      server,
      token,
      '',
      `metadata=1${pagetoken ? `&pagetoken=${encodeURIComponent(pagetoken)}` : ''}`,
      region,
    );
    if (reply.status !== 200) throw new Error(`list: ${reply.status} ${reply.bytes.toString()}`);
    for (const file of reply.json.Data as Array<{ metadata: { size: number } }>) total += file.metadata.size;
    pagetoken = reply.json.PageToken ?? '';
  } while (pagetoken);
  return total;
}
