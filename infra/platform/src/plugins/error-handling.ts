import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRefusal } from '../db/database-errors.ts';
import { HttpError, callerErrorOf } from '../lib/http-errors.ts';
import { NAME_RULE } from '@reelforge/contract';
import { formatBytes } from '@reelforge/model';

const INTERNAL = 'Internal error';

/**
 * A refused name is answered with the name rule's own reason (it quotes the name); its
 * field is named unless it is the name of the path. Other schema errors keep Ajv's words.
 */
function validationMessage(error: FastifyError): string {
  const named = error.validation?.find((entry) => entry.keyword === NAME_RULE);
  if (!named?.message) return `Invalid request: ${error.message}`;
  const field = named.instancePath.split('/').pop();
  return field === 'name' ? named.message : `${field}: ${named.message}`;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path is not valid percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is too long',
};

/**
 * Errors of the router, before any route or error handler runs (a path that does not
 * decode, a path segment over the length limit): the same `{"Message"}` shape, with the
 * router's own status.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ Message: FRAMEWORK_MESSAGES[error.code] ?? STATUS_CODES[status] ?? 'Bad request' });
}

/** Node's only request deadline here is the headers' (HEADERS_TIMEOUT_SECONDS, docs/request-limits.md). */
function headersLateMessage(socket: Socket): string {
  const limitMs = (socket as Socket & { server?: { headersTimeout?: number } }).server?.headersTimeout;
  return limitMs
    ? `The request's headers did not arrive within ${Number((limitMs / 1000).toFixed(1))} s`
    : 'The request took too long to arrive';
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KiB, a
 * broken request line): answered in the same shape, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are over the 16 KiB limit']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, headersLateMessage(socket)]
        : [400, 'The request cannot be parsed as HTTP'];
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * One error shape for every failure: `{"Message": "..."}`. 4xx messages are written
 * for the caller; 5xx details stay in the log, never in the response.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).send({ Message: validationMessage(error) });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Sent or only announced by Content-Length: the limit is the route's (docs/request-limits.md).
        const limit = formatBytes(request.routeOptions.bodyLimit ?? 0, { exact: true });
        return reply.code(413).send({ Message: `The request body is larger than this call's limit of ${limit}` });
      }
      const known = callerErrorOf(error);
      if (known) return reply.code(known.statusCode).send({ Message: known.message });
      const refused = databaseRefusal(error);
      if (refused) return reply.code(400).send({ Message: refused });
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        if (status === 401) reply.header('WWW-Authenticate', 'istoken');
        // Something thrown that is not an Error may have no message at all.
        return reply.code(status).send({ Message: error.message || STATUS_CODES[status] || 'Bad request' });
      }
      request.log.error({ err: error }, 'request failed');
      const code = status >= 500 && status < 600 ? status : 500;
      return reply.code(code).send({ Message: error instanceof HttpError && error.expose ? error.message : INTERNAL });
    });

    app.setNotFoundHandler((request, reply) => {
      // The path only: a query string may hold a token.
      const path = request.url.split('?')[0] ?? '';
      return reply.code(404).send({ Message: `Not found: ${request.method} ${path}` });
    });
  },
  { name: 'error-handling' },
);
