import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { rootCertificates } from 'node:tls';
import type { OutboundGuard } from './outbound-guard.ts';

type Created = (error: Error | null, socket?: Socket) => void;
type CreateConnection = (options: Record<string, unknown>, callback: Created) => Socket | undefined;

/**
 * Connections of an agent go through the guard: a literal address is checked before the
 * socket is made (sockets skip the lookup for those), a name through the guard's lookup.
 */
function guarded(guard: OutboundGuard, create: CreateConnection, defaultPort: number): CreateConnection {
  return function (this: unknown, options, callback) {
    const host = String(options.host ?? 'localhost');
    const port = Number(options.port ?? defaultPort);
    const refused = guard.refusalOf(host, port);
    if (refused) {
      process.nextTick(() => callback(refused));
      return undefined;
    }
    return create.call(this, { ...options, lookup: guard.lookupFor(port) }, callback);
  };
}

export interface GuardedAgents {
  http: http.Agent;
  https: https.Agent;
}

/**
 * HTTP and HTTPS agents whose every connection is checked by the guard: used by the HTTP
 * calls of the destinations and by the S3 client. `ca` adds trusted certificates (tests
 * with a self-signed server).
 */
export function guardedAgents(guard: OutboundGuard, { ca }: { ca?: string | Buffer } = {}): GuardedAgents {
  const httpAgent = new http.Agent({ keepAlive: false });
  const httpsAgent = new https.Agent({ keepAlive: false, ...trusting(ca) });
  const agents = [
    [httpAgent, 80],
    [httpsAgent, 443],
  ] as const;
  for (const [agent, port] of agents) {
    const own = agent as unknown as { createConnection: CreateConnection };
    own.createConnection = guarded(guard, own.createConnection, port);
  }
  return { http: httpAgent, https: httpsAgent };
}

/** TLS options that trust the usual roots plus `ca` (Node's `ca` alone would replace the roots). */
export function trusting(ca: string | Buffer | undefined): { ca?: (string | Buffer)[] } {
  return ca ? { ca: [...rootCertificates, ca] } : {};
}
