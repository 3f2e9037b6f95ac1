import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../lib/content-disposition.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { parseRange } from '../lib/send-file.ts';
import { ObjectNotFound, type ObjectStore } from './object-store.ts';

export interface SendObjectOptions {
  contentType: string;
  attachmentName?: string | undefined;
}

/**
 * Sends an object of the store as lib/send-file.ts sends a file: one byte range on request
 * (206 with Content-Range, so a <video> seeks: a ranged GET to the store, not the whole
 * object), validators, and the headers that keep user content from running as a page of this
 * origin. A missing object is a 404.
 */
export async function sendObject(request: FastifyRequest, reply: FastifyReply, store: ObjectStore, key: string, { contentType, attachmentName }: SendObjectOptions): Promise<FastifyReply> {
  const info = await store.head(key);
  if (!info) throw notFound();
  const etag = `"${info.size.toString(16)}-${Math.floor(info.modified.getTime()).toString(16)}"`;
  reply
    .header('Content-Type', contentType)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', info.modified.toUTCString())
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (attachmentName !== undefined) reply.header('Content-Disposition', attachmentDisposition(attachmentName));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, info.size) : undefined;
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${info.size}`);
    throw new HttpError(416, `The range is outside the file's ${info.size} bytes`);
  }
  if (request.method === 'HEAD' || info.size === 0) {
    reply.header('Content-Length', String(range ? range.end - range.start + 1 : info.size)).code(range ? 206 : 200);
    return reply.send(request.method === 'HEAD' ? Readable.from([]) : '');
  }
  let body;
  try {
    body = await store.get(key, range);
  } catch (error) {
    if (error instanceof ObjectNotFound) throw notFound();
    throw error;
  }
  const { start, end } = body.range ?? { start: 0, end: body.size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${body.size}`);
  reply.header('Content-Length', String(end - start + 1));
  return reply.send(body.stream);
}
