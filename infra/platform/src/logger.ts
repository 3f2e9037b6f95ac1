import type { FastifyServerOptions } from 'fastify';
import type { AppOptions } from './options.ts';

// Anything that could carry a credential if some code ever logs it.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'Password',
  'token',
  'Token',
  '*.password',
  '*.Password',
  '*.token',
  '*.Token',
  '*.SecretAccessKey',
  '*.SessionToken',
];

// Tokens travel in URLs (`/?token=...` after sign-in, and inside an encoded `return`
// address), so the logged URL has token-like query values and any 64-hex run masked.
const SECRET_QUERY = /([?&](?:token|access_token|password|secret|sessiontoken)=)[^&#]*/gi;
// 64 or more: a token right after an encoded `=` (%3D) makes a longer hex run.
const BARE_TOKEN = /[0-9a-f]{64,}/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(BARE_TOKEN, '[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

export function loggerOptions(options: AppOptions): FastifyServerOptions['logger'] {
  return {
    level: options.logLevel ?? 'info',
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
