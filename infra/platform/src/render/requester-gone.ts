import type { FastifyReply } from 'fastify';
import { RenderCancelled } from './live-renders.ts';

/**
 * A signal fired when the client closes the connection before its answer was sent, so the
 * render it waited for (or waits to start) stops and gives its slot back. The response's
 * `close` is used: it fires on a closed connection or after the answer, and only the first
 * leaves the answer unfinished (the request's own `close` fires once its body is read).
 */
export function requesterSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new RenderCancelled('its requester went away'));
  });
  return controller.signal;
}
