import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openRequestCounts } from '../../src/plugins/request-counts.ts';
import { eventually } from '../helpers/eventually.ts';

/** A port nothing listens on: one the system gave and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A logger keeping its warnings. */
function warningsLog() {
  const warnings: string[] = [];
  const quiet = () => {};
  const log = {
    warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
    info: quiet,
    debug: quiet,
    error: quiet,
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('where the request counts live', () => {
  it('in memory without REDIS_URL, and in a worker, which serves no requests', async () => {
    const { log } = warningsLog();
    expect(openRequestCounts({}, log).where).toBe('memory');
    expect(openRequestCounts({ role: 'worker', redisUrl: 'redis://127.0.0.1:1' }, log).where).toBe('memory');
  });

  it('with a Redis that does not answer, count in this process’s memory at once and warn, naming no password', async () => {
    const { log, warnings } = warningsLog();
    const counts = openRequestCounts({ role: 'api', redisUrl: `redis://:secret@127.0.0.1:${await closedPort()}` }, log);
    try {
      expect(counts.where).toBe('redis');
      await counts.ready(200);
      const windows = counts.countsOn(() => 1_000)('rate:test:address', 60_000, 100);
      expect(await windows.add('a')).toEqual({ count: 1, resetMs: 60_000 });
      expect(await windows.add('a')).toEqual({ count: 2, resetMs: 60_000 });
      await eventually(
        async () => warnings,
        (said) => said.some((line) => line.includes('does not answer')),
      );
      expect(warnings.join('\n')).not.toContain('secret');
    } finally {
      await counts.close();
    }
  });
});
