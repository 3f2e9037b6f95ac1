import type { ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { formatBytes } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BodyRate } from '../lib/body-rate.ts';
import { clientAddress, peerAddress } from '../lib/client-address.ts';

/** How long and how slowly a client may take to send a request (docs/request-limits.md). */
export interface RequestLimits {
  /** The request line and headers must have arrived this long after the request began (HEADERS_TIMEOUT_SECONDS). */
  headersTimeoutMs: number;
  /** A body must average at least this many bytes a second (BODY_MIN_BYTES_PER_SECOND)... */
  bodyMinBytesPerSecond: number;
  /** ...over every window of this length (BODY_RATE_WINDOW_SECONDS). */
  bodyRateWindowMs: number;
  /** Connections (behind trusted proxies: requests) open at once per client address (CONNECTIONS_PER_CLIENT). */
  connectionsPerClient: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  headersTimeoutMs: 10_000,
  bodyMinBytesPerSecond: 8 * 1024,
  bodyRateWindowMs: 20_000,
  connectionsPerClient: 64,
};

/** The defaults with what is set (an unset setting is undefined, not a value). */
export const requestLimitsOf = (limits: Partial<RequestLimits> = {}): RequestLimits => ({
  ...DEFAULT_REQUEST_LIMITS,
  ...Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
});

/** How often open bodies are looked at: a quarter window, at most a second. */
const tickOf = (limits: RequestLimits) => Math.max(50, Math.min(1000, limits.bodyRateWindowMs / 4));

/**
 * Node's HTTP server options for the headers' deadline: Node answers a request whose headers
 * are late with a 408 (clientErrorHandler), checking every `connectionsCheckingInterval`.
 */
export function httpServerOptions(limits: RequestLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.headersTimeoutMs / 4)),
  };
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

interface OpenBody {
  request: FastifyRequest;
  response: ServerResponse;
  rate: BodyRate;
}

/**
 * Slow clients cannot hold the server's connections (docs/request-limits.md):
 * - a body that arrives slower than `bodyMinBytesPerSecond` over `bodyRateWindowMs` is
 *   answered 408 and its connection closed, uploads included (their partial file is removed
 *   by the upload itself, which sees the connection end);
 * - a client address has at most `connectionsPerClient` connections open; with trusted
 *   proxies in front (TRUST_PROXY), whose connections carry many clients, at most that many
 *   requests open per address they name, answered 429 beyond it.
 * The headers' deadline is Node's own (httpServerOptions).
 */
export default fp<{ requestLimits?: Partial<RequestLimits>; trustProxy?: unknown }>(
  async (app, options) => {
    const limits = requestLimitsOf(options.requestLimits);
    const behindProxy = Boolean(options.trustProxy);

    // Connections per peer address: only without trusted proxies, whose own address is every client's.
    const connections = new Map<string, number>();
    if (!behindProxy) {
      app.server.on('connection', (socket: Socket) => {
        const address = peerAddress(socket);
        const open = connections.get(address) ?? 0;
        if (open >= limits.connectionsPerClient) {
          socket.destroy();
          return;
        }
        connections.set(address, open + 1);
        socket.once('close', () => {
          const left = (connections.get(address) ?? 1) - 1;
          if (left > 0) connections.set(address, left);
          else connections.delete(address);
        });
      });
    }

    // Open requests per client address (the one trusted proxies name).
    const requests = new Map<string, number>();
    const openBodies = new Set<OpenBody>();
    let ticker: NodeJS.Timeout | undefined;

    const watch = () => {
      const now = Date.now();
      for (const body of openBodies) {
        const { raw } = body.request;
        const socket = raw.socket;
        // After an early answer the body is still read (and dropped) on its connection: it is watched until it ends.
        if (raw.complete || raw.destroyed || socket.destroyed) {
          openBodies.delete(body);
          continue;
        }
        // Bytes waiting to be read: this server is the slow one, not the client.
        if (raw.readableLength > 0) {
          body.rate.restart(now, socket.bytesRead);
          continue;
        }
        if (body.rate.tooSlow(now, socket.bytesRead)) {
          openBodies.delete(body);
          refuseSlowBody(body);
        }
      }
      if (openBodies.size === 0 && ticker) {
        clearInterval(ticker);
        ticker = undefined;
      }
    };

    const refuseSlowBody = ({ request, response: res }: OpenBody) => {
      const socket = request.raw.socket;
      const message =
        `The request body arrived slower than ${formatBytes(limits.bodyMinBytesPerSecond)}/s over ` +
        `${seconds(limits.bodyRateWindowMs)}`;
      request.log.info({ limit: limits.bodyMinBytesPerSecond }, 'slow request body refused');
      if (res.headersSent) {
        socket.destroy();
        return;
      }
      const body = JSON.stringify({ Message: message });
      res.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      res.end(body, () => socket.destroy());
    };

    app.addHook('onRequest', async (request, reply) => {
      const address = clientAddress(request);
      const open = requests.get(address) ?? 0;
      if (open >= limits.connectionsPerClient) {
        reply.header('connection', 'close');
        return reply.code(429).send({
          Message: `Too many open requests from your address: at most ${limits.connectionsPerClient} at once`,
        });
      }
      requests.set(address, open + 1);
      let counted = true;
      const done = () => {
        if (!counted) return;
        counted = false;
        const left = (requests.get(address) ?? 1) - 1;
        if (left > 0) requests.set(address, left);
        else requests.delete(address);
      };
      reply.raw.once('close', done);
      reply.raw.once('finish', done);

      if (request.raw.complete) return;
      openBodies.add({
        request,
        response: reply.raw,
        rate: new BodyRate(
          limits.bodyMinBytesPerSecond,
          limits.bodyRateWindowMs,
          Date.now(),
          request.raw.socket.bytesRead,
        ),
      });
      if (!ticker) {
        ticker = setInterval(watch, tickOf(limits));
        ticker.unref();
      }
    });

    app.addHook('onClose', async () => {
      if (ticker) clearInterval(ticker);
      openBodies.clear();
    });
  },
  { name: 'slow-connections' },
);
