import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';
import { HttpError, notFound } from './http-errors.ts';

export interface SendFileOptions {
  contentType: string;
  /** Set to send the file as a download under this name. */
  attachmentName?: string | undefined;
}

interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `bytes=` range of a file of `size` bytes; undefined to send the whole file
 * (no header, several ranges, or one we do not understand); 'unsatisfiable' for 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The headers a sent file (or stored object) of `size` bytes last changed at `modifiedMs`
 * carries: its type, validators for revalidation, and headers that keep user content from
 * ever running as a page of this origin. Then what to send: 'not-modified' for a 304, the
 * one byte range asked for (206 and Content-Range, so a <video> can seek), or undefined for
 * the whole. A range outside it is a 416.
 */
export function startReply(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
  modifiedMs: number,
  { contentType, attachmentName }: SendFileOptions,
): ByteRange | 'not-modified' | undefined {
  const etag = `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;
  reply
    .header('Content-Type', contentType)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', new Date(modifiedMs).toUTCString())
    // Files can be replaced under the same name: keep, but always revalidate.
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (attachmentName !== undefined) reply.header('Content-Disposition', attachmentDisposition(attachmentName));
  if (request.headers['if-none-match'] === etag) return 'not-modified';
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new HttpError(416, `The range is outside the file's ${size} bytes`);
  }
  return range;
}

/** Streams a file with the headers and range of startReply. */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  options: SendFileOptions,
): Promise<FastifyReply> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    throw notFound();
  }
  try {
    const info = await handle.stat();
    const size = info.size;
    const range = startReply(request, reply, size, info.mtimeMs, options);
    if (range === 'not-modified') {
      await handle.close();
      return reply.code(304).send();
    }
    if (request.method === 'HEAD') {
      await handle.close();
      reply.header('Content-Length', String(range ? range.end - range.start + 1 : size)).code(range ? 206 : 200);
      // An empty stream: Fastify's HEAD handling then keeps our Content-Length.
      return reply.send(Readable.from([]));
    }
    if (size === 0) {
      await handle.close();
      return reply.header('Content-Length', '0').send('');
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', String(end - start + 1));
    // The stream owns the handle from here and closes it when done or aborted.
    return reply.send(handle.createReadStream({ start, end }));
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
