import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { logContext } from './lib/log-context.ts';
import { activeTraceId } from './lib/tracing.ts';
import type { AppOptions } from './plugins/app-options.ts';

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
  // A new API key's answer (accounts/api-key-routes.ts).
  'Secret',
  '*.Secret',
  '*.SessionToken',
];

// Query values that are credentials are masked outright, as before any other rule.
const SECRET_KEY = /^(?:token|access_token|password|secret|sessiontoken)$/i;
// Route parameters that name no one: kept readable in the log.
const PUBLIC_PARAMS = new Set(['region', 'awsregion', 'routing']);
// Routes whose every parameter is public (built console files).
const PUBLIC_ROUTES = new Set(['/remotes/:name/*']);
// A path segment outside any known route parameter that still looks like an id or a
// token: 16 or more hex characters in a row (project uids, render tokens, share ids).
const ID_LIKE = /[0-9a-f]{16,}/i;
// Query values kept as they are: small numbers and flags (frame=3, exists=true).
const PLAIN_VALUE = /^(?:\d{1,6}|true|false)?$/;
const EXTENSION = /^(.+?)(\.[a-z0-9]{1,5})$/i;

/** Replaces ids in logged URLs with a short keyed hash: the same id gives the same mark within one process. */
export type IdHasher = (value: string) => string;

export function idHasher(key: Buffer = randomBytes(32)): IdHasher {
  return (value) => {
    // The extension stays readable: /v2/render/~3fa9c01b2e.mp4
    const [, base = value, extension = ''] = EXTENSION.exec(value) ?? [];
    return `~${createHmac('sha256', key).update(base).digest('hex').slice(0, 10)}${extension}`;
  };
}

function hashedQuery(query: string, hash: IdHasher): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return PLAIN_VALUE.test(pair) ? pair : hash(pair);
      const key = ID_LIKE.test(pair.slice(0, eq)) ? hash(pair.slice(0, eq)) : pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (SECRET_KEY.test(key)) return `${key}=[redacted]`;
      return PLAIN_VALUE.test(value) ? pair : `${key}=${hash(value)}`;
    })
    .join('&');
}

/**
 * The URL as written to the log: the values of route parameters (project uids, run and
 * queue ids, asset and movie names, render tokens, share ids) replaced by keyed hashes,
 * other id-like path segments too, query values other than small numbers hashed, and
 * credentials in the query masked. `route` is the matched route (e.g.
 * /r/:region/api/v1/project/:uid), undefined when none matched.
 */
export function loggedUrl(url: string, route: string | undefined, hash: IdHasher): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = pathname.split('/');
  const pattern = route?.split('/') ?? [];
  const publicRoute = route !== undefined && PUBLIC_ROUTES.has(route);
  const logged = segments.map((segment, index) => {
    if (segment === '') return segment;
    const part = pattern[index];
    const wildcard = pattern.includes('*') && index >= pattern.indexOf('*');
    if (publicRoute) return segment;
    if (part?.startsWith(':') && !wildcard) return PUBLIC_PARAMS.has(part.slice(1)) ? segment : hash(segment);
    return ID_LIKE.test(segment) ? hash(segment) : segment;
  });
  const query = queryAt < 0 ? '' : `?${hashedQuery(url.slice(queryAt + 1), hash)}`;
  return logged.join('/') + query;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string | undefined };
}

/** The loggers Fastify made for requests: they carry the request's id already. */
const requestLoggers = new WeakSet<object>();

/** Fastify's childLoggerFactory: a request's logger, as Fastify makes it, remembered as one. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  const child = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
}

/**
 * What a line gets from the work it is written in (lib/log-context.ts): the request
 * id, a batch task's run and seq, and the trace id when tracing is on. A request's own logger has its id bound already.
 */
function contextOfLine(_line: object, _level: number, logger: object): object {
  const context = logContext();
  const traceId = activeTraceId();
  if (!context) return traceId ? { traceId } : {};
  const { reqId, ...rest } = context;
  return { ...(reqId && !requestLoggers.has(logger) ? { reqId } : {}), ...rest, ...(traceId ? { traceId } : {}) };
}

export function loggerOptions(options: AppOptions): FastifyServerOptions['logger'] {
  const hash = idHasher();
  return {
    level: options.logLevel ?? 'info',
    mixin: contextOfLine,
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url, request.routeOptions?.url, hash),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
