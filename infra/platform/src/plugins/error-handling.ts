import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.ts';
import { NAME_RULE } from '../lib/name-rule.ts';

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
