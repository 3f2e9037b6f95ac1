import type { FastifyReply, FastifyRequest } from 'fastify';

/** A refused body up to this size is read to its end before the answer; a larger one is not. */
export const DRAINED_BODY_BYTES = 1024 * 1024;
const DRAIN_MS = 5_000;

/**
 * Before answering a request refused while its body still arrives: a small body (declared at
 * most DRAINED_BODY_BYTES) is read to its end and dropped, so the connection stays usable and
 * every client reads the answer (some abort their own request when the server stops reading
 * mid-body); a larger or unknown-length one is not read at all: the answer closes the connection.
 */
export async function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  const declared = Number(request.headers['content-length']);
  if (!(Number.isFinite(declared) && declared <= DRAINED_BODY_BYTES)) {
    reply.header('Connection', 'close');
    return;
  }
  const ended = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), DRAIN_MS);
    const finish = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    raw.once('end', () => finish(true));
    raw.once('error', () => finish(false));
    raw.once('close', () => finish(raw.readableEnded));
    raw.resume();
  });
  if (!ended) reply.header('Connection', 'close');
}
