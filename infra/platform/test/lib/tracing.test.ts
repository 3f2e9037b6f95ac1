import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';

// The platform as `npm start` runs it, with OTEL_EXPORTER_OTLP_ENDPOINT naming a collector:
// here a real HTTP server that keeps what the OTLP/HTTP exporter posts to /v1/traces.
const PLATFORM = path.resolve(import.meta.dirname, '..', '..');

interface OtlpSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const exports: { path: string; body: OtlpExport }[] = [];
let collector: Server;
let platform: ChildProcess;
let url: string;
const data = mkdtempSync(path.join(tmpdir(), 'tracing-'));

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const attribute = (attributes: OtlpSpan['attributes'], key: string) => {
  const value = attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};
const spans = () =>
  exports.flatMap(({ body }) => body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      exports.push({ path: request.url ?? '', body: JSON.parse(body) as OtlpExport });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorPort = (collector.address() as { port: number }).port;
  const port = await freePort();
  platform = spawn(path.join(PLATFORM, 'node_modules', '.bin', 'tsx'), [path.join(PLATFORM, 'src', 'main.ts')], {
    cwd: PLATFORM,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_SERVICE_NAME: 'reelforge-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: 'ignore',
  });
  url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/regions/regions.json`).then(
        (reply) => reply.status,
        () => 0,
      ),
    (status) => status === 200,
  );
}, 90_000);
afterAll(async () => {
  platform?.kill('SIGTERM');
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(data, { recursive: true, force: true });
});

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('export a server span per request, named by its route, with its request id and status', async () => {
    const reply = await fetch(`${url}/accounts/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'nobody', Password: 'wrong password' }),
    });
    const requestId = reply.headers.get('x-request-id');
    const span = await eventually(
      async () => spans().find((found) => attribute(found.attributes, 'reelforge.request_id') === requestId),
      Boolean,
    );
    expect(span?.name).toBe('POST /accounts/auth/login');
    expect(attribute(span!.attributes, 'http.response.status_code')).toBe(reply.status);
    expect(exports.every((posted) => posted.path === '/v1/traces')).toBe(true);
    const resource = exports[0]!.body.resourceSpans[0]!.resource.attributes;
    expect(attribute(resource, 'service.name')).toBe('reelforge-under-test');
    expect(attribute(resource, 'reelforge.role')).toBe('all');
  });

  it("continue a caller's trace named in traceparent", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const reply = await fetch(`${url}/regions/regions.json`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const requestId = reply.headers.get('x-request-id');
    const span = await eventually(
      async () => spans().find((found) => attribute(found.attributes, 'reelforge.request_id') === requestId),
      Boolean,
    );
    expect(span).toMatchObject({ traceId, parentSpanId: '00f067aa0ba902b7', name: 'GET /regions/regions.json' });
  });
});
