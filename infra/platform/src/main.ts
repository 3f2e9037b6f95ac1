import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { dataDirFromEnv } from './config/data-dir.ts';
import { demoFromEnv } from './config/demo.ts';
import { editorsFromEnv } from './config/editors.ts';
import { metricsFromEnv } from './config/metrics.ts';
import { signInFromEnv } from './config/oidc.ts';
import * as env from './config/env.ts';
import { scaleOutFromEnv } from './config/scale-out.ts';
import { trustProxy } from './config/trust-proxy.ts';
import { startTracing } from './lib/tracing.ts';
import { ONE_HOUR_MS } from './plugins/app-options.ts';
import { DEMO_ACCOUNTS } from './seed/seed.ts';
import { REPO_ROOT, startServer } from './server.ts';
import { startWorker } from './worker.ts';

export { startServer, type RunningServer, type StartServerOptions } from './server.ts';

const hours = (value: number | undefined) => (value === undefined ? undefined : value * ONE_HOUR_MS);
const seconds = (value: number | undefined) => (value === undefined ? undefined : value * 1000);

async function main(): Promise<void> {
  const dataDir = dataDirFromEnv(process.env);
  const consoleDir = path.join(REPO_ROOT, 'host', 'dist');
  const scaleOut = scaleOutFromEnv(process.env, process.argv.slice(2));
  // Traces over OTLP when an endpoint is named (docs/operations.md, "Traces"); before any request.
  const tracing = env.text(process.env, 'OTEL_EXPORTER_OTLP_ENDPOINT')
    ? startTracing({
        serviceName: env.text(process.env, 'OTEL_SERVICE_NAME') ?? 'reelforge',
        role: scaleOut.role,
        scheduledDelayMs: env.wholeNumber(process.env, 'OTEL_BSP_SCHEDULE_DELAY', { min: 0 }),
      })
    : undefined;
  // The demo accounts and sample project on a fresh data folder (config/demo.ts).
  const demo = demoFromEnv(process.env);
  const options = {
    ...scaleOut,
    host: env.text(process.env, 'HOST') ?? 'localhost',
    dataDir,
    consoleDir,
    remotesDir: path.join(REPO_ROOT, 'remotes'),
    remotesManifest: env.text(process.env, 'REMOTES_MANIFEST'),
    logLevel: env.logLevel(process.env, 'LOG_LEVEL'),
    uploadLimitBytes: env.wholeNumber(process.env, 'UPLOAD_LIMIT_BYTES'),
    userfsQuotaBytes: env.wholeNumber(process.env, 'USERFS_QUOTA_BYTES'),
    projectQuotaBytes: env.wholeNumber(process.env, 'PROJECT_QUOTA_BYTES'),
    batchConcurrency: env.wholeNumber(process.env, 'BATCH_CONCURRENCY'),
    scriptWorkers: env.wholeNumber(process.env, 'SCRIPT_WORKERS', { max: 64 }),
    renderConcurrency: env.wholeNumber(process.env, 'RENDER_CONCURRENCY', { max: 1024 }),
    // Unset: undefined, the default.
    ffmpegTimeoutMs: (env.wholeNumber(process.env, 'FFMPEG_TIMEOUT_SECONDS') ?? 0) * 1000 || undefined,
    ffmpegOutputLimitBytes: env.wholeNumber(process.env, 'FFMPEG_OUTPUT_LIMIT_BYTES'),
    ffmpegMemoryLimitBytes: env.wholeNumber(process.env, 'FFMPEG_MEMORY_LIMIT_BYTES', { min: 0 }),
    mediaMaxPixels: env.wholeNumber(process.env, 'MEDIA_MAX_PIXELS'),
    mediaMaxSide: env.wholeNumber(process.env, 'MEDIA_MAX_SIDE', { max: 65535 }),
    outboundAllowHosts: env.list(process.env, 'OUTBOUND_ALLOW_HOSTS'),
    deliveryAttempts: env.wholeNumber(process.env, 'DELIVERY_ATTEMPTS', { max: 10 }),
    webhookAttempts: env.wholeNumber(process.env, 'WEBHOOK_ATTEMPTS', { max: 10 }),
    datasourceLimits: {
      maxCells: env.wholeNumber(process.env, 'DATASOURCE_MAX_CELLS'),
      maxColumns: env.wholeNumber(process.env, 'DATASOURCE_MAX_COLUMNS'),
      maxCellChars: env.wholeNumber(process.env, 'DATASOURCE_MAX_CELL_CHARS'),
      maxSheets: env.wholeNumber(process.env, 'SPREADSHEET_MAX_SHEETS'),
      maxUncompressedBytes: env.wholeNumber(process.env, 'SPREADSHEET_MAX_UNCOMPRESSED_BYTES'),
      maxZipEntries: env.wholeNumber(process.env, 'SPREADSHEET_MAX_ZIP_ENTRIES'),
      timeoutMs: env.wholeNumber(process.env, 'DATASOURCE_IMPORT_TIMEOUT_MS'),
      memoryMb: env.wholeNumber(process.env, 'DATASOURCE_IMPORT_MEMORY_MB', { min: 64 }),
      concurrency: env.wholeNumber(process.env, 'DATASOURCE_IMPORT_CONCURRENCY', { max: 64 }),
    },
    trustProxy: trustProxy(process.env, 'TRUST_PROXY'),
    requestLimits: {
      headersTimeoutMs: seconds(env.wholeNumber(process.env, 'HEADERS_TIMEOUT_SECONDS', { max: 3600 })),
      bodyMinBytesPerSecond: env.wholeNumber(process.env, 'BODY_MIN_BYTES_PER_SECOND'),
      bodyRateWindowMs: seconds(env.wholeNumber(process.env, 'BODY_RATE_WINDOW_SECONDS', { max: 3600 })),
      connectionsPerClient: env.wholeNumber(process.env, 'CONNECTIONS_PER_CLIENT', { max: 100_000 }),
    },
    editors: editorsFromEnv(process.env),
    // Single sign-on and password sign-in (docs/accounts.md, "Single sign-on").
    ...signInFromEnv(process.env),
    sessionMaxMs: hours(env.wholeNumber(process.env, 'SESSION_MAX_HOURS', { max: 24 * 365 })),
    rateLimits: {
      signIn: env.wholeNumber(process.env, 'RATE_LIMIT_SIGN_IN'),
      renders: env.wholeNumber(process.env, 'RATE_LIMIT_RENDERS'),
      shares: env.wholeNumber(process.env, 'RATE_LIMIT_SHARES'),
      uploads: env.wholeNumber(process.env, 'RATE_LIMIT_UPLOADS'),
      clientErrors: env.wholeNumber(process.env, 'RATE_LIMIT_CLIENT_ERRORS'),
      scripts: env.wholeNumber(process.env, 'RATE_LIMIT_SCRIPTS'),
      sessions: env.wholeNumber(process.env, 'RATE_LIMIT_SESSIONS'),
      saves: env.wholeNumber(process.env, 'RATE_LIMIT_SAVES'),
      copies: env.wholeNumber(process.env, 'RATE_LIMIT_COPIES'),
      windowMs: seconds(env.wholeNumber(process.env, 'RATE_LIMIT_WINDOW_SECONDS', { max: 24 * 3600 })),
    },
  };

  if (scaleOut.role === 'worker') {
    // Its only listener is the probes' (health, readiness, metrics): on PORT when set, else a
    // free port, so workers beside an api process on one machine do not fight over 8080.
    const worker = await startWorker({ ...options, port: process.env.PORT ? env.port(process.env, 'PORT') : 0 });
    console.log(`\nReelforge worker is running: probes and metrics at ${worker.url}, data ${dataDir}\n`);
    stopOnSignals(worker.app.log, async () => {
      await worker.close();
      await tracing?.stop();
    });
    return;
  }

  const server = await startServer({
    ...options,
    ...metricsFromEnv(process.env),
    port: env.port(process.env, 'PORT'),
    seed: demo,
  });
  const accounts = DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}${a.isAdmin ? ' (admin)' : ''}`);
  console.log(
    [
      '',
      `Reelforge is running at ${server.url}`,
      demo
        ? `  Sign in as ${accounts.join('  or  ')}`
        : '  No demo accounts: make the first admin with  pnpm reelforge account create <name> --admin',
      `  Data: ${dataDir}`,
      ...(server.metricsUrl ? [`  Metrics: ${server.metricsUrl}/metrics`] : []),
      ...(existsSync(path.join(consoleDir, 'index.html')) ? [] : ['  The console is not built yet: run npm start']),
      '',
    ].join('\n'),
  );

  stopOnSignals(server.app.log, async () => {
    await server.close();
    await tracing?.stop();
  });
}

/** SIGINT and SIGTERM stop the process cleanly; a second one means "now": do not wait for slow work. */
function stopOnSignals(log: FastifyBaseLogger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Importable (for startServer) without starting a server as a side effect.
function isEntryPoint(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
