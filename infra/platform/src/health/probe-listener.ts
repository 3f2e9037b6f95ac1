import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { METRICS_CONTENT_TYPE } from '../metrics/registry.ts';
import type { ReadinessReport } from './readiness.ts';

/** What a process's probes answer (plugins/probes.ts builds them per app). */
export interface Probes {
  /** The role /healthz and /readyz name. */
  role: string;
  /** GET /readyz's report: every check, each bounded. */
  readiness(): Promise<ReadinessReport>;
  /** GET /metrics's text: the process's metrics and the app's queues' depth. */
  metrics(): Promise<string>;
}

export interface ProbeListener {
  /** Where it answers, e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

export interface ProbeListenerOptions {
  port: number;
  host: string;
  /** The answer to any other GET (a worker's: `{"role":"worker"}`); default a 404. */
  otherwise?: () => object;
}

/**
 * A small listener of its own for what operators protect (docs/operations.md): GET /healthz,
 * /readyz and /metrics of the app's probes, nothing else of the platform. A worker's only
 * listener; beside an api or `all` process's public port with METRICS_PORT.
 */
export async function listenForProbes(
  probes: Probes,
  log: FastifyBaseLogger,
  options: ProbeListenerOptions,
): Promise<ProbeListener> {
  const server = createServer((request, response) => {
    answer(probes, request, response, options).catch((error: unknown) => {
      log.error({ err: error }, 'a probe could not be answered');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ Message: 'The probe could not be answered' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => closeServer(server),
  };
}

async function answer(
  probes: Probes,
  request: IncomingMessage,
  response: ServerResponse,
  options: ProbeListenerOptions,
): Promise<void> {
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const json = (status: number, body: object) => send(status, 'application/json; charset=utf-8', JSON.stringify(body));
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { Message: 'Only GET' });
  const pathname = new URL(request.url ?? '/', 'http://probe').pathname;
  if (pathname === '/healthz') return json(200, { status: 'ok', role: probes.role });
  if (pathname === '/readyz') {
    const report = await probes.readiness();
    return json(report.status === 'ready' ? 200 : 503, report);
  }
  if (pathname === '/metrics') return send(200, METRICS_CONTENT_TYPE, await probes.metrics());
  if (options.otherwise) return json(200, options.otherwise());
  return json(404, { Message: `No ${pathname} here: /healthz, /readyz and /metrics` });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
