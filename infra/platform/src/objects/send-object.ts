import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { startReply, type SendFileOptions } from '../lib/send-file.ts';
import { ObjectNotFound, type ObjectStore } from './object-store.ts';

export type SendObjectOptions = SendFileOptions;

/**
 * Sends an object of the store as lib/send-file.ts sends a file: one byte range on request
 * (206 with Content-Range, so a <video> seeks: a ranged GET to the store, not the whole
 * object), validators, and the headers that keep user content from running as a page of this
 * origin. A missing object is a 404 (`missing`, if given, names it).
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Pick<ObjectStore, 'head' | 'get'>,
  key: string,
  options: SendObjectOptions,
  missing: () => Error = () => notFound(),
): Promise<FastifyReply> {
  const info = await store.head(key);
  if (!info) throw missing();
  const range = startReply(request, reply, info.size, info.modified.getTime(), options);
  if (range === 'not-modified') return reply.code(304).send();
  if (request.method === 'HEAD' || info.size === 0) {
    reply.header('Content-Length', String(range ? range.end - range.start + 1 : info.size)).code(range ? 206 : 200);
    return reply.send(request.method === 'HEAD' ? Readable.from([]) : '');
  }
  let body;
  try {
    body = await store.get(key, range);
  } catch (error) {
    if (error instanceof ObjectNotFound) throw missing();
    throw error;
  }
  const { start, end } = body.range ?? { start: 0, end: body.size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${body.size}`);
  reply.header('Content-Length', String(end - start + 1));
  return reply.send(body.stream);
}
