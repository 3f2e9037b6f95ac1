import type { FastifyBaseLogger } from 'fastify';

const quiet = () => {};

/** A logger that says nothing, for adapters built outside an app. */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
