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

// Capabilities in paths: render tokens, preview ids and share ids each open content
// to whoever holds them, like a presigned URL.
const CAPABILITY_PATH = /(\/v2\/(?:render|get)\/|\/v1\/hls\/|\/share-api\/(?:video|poster)\/)[0-9a-f]{32}/gi;
const SHARE_QUERY = /(\/share\/player\.html\?(?:[^#]*&)?id=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(BARE_TOKEN, '[redacted]')
    .replace(CAPABILITY_PATH, '$1[redacted]')
    .replace(SHARE_QUERY, '$1[redacted]');
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
