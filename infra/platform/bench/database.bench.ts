/**
 * The same requests on the two databases (docs/database.md), over real HTTP against the real
 * app: the SQLite file, then a throwaway PostgreSQL cluster (scripts/engines/postgres.mjs) on
 * this machine. Each figure is the median of 20 runs after 3 to warm up:
 *   - sign in;
 *   - GET /v1/list/data of a project with 10,000 assets;
 *   - POST /search (120 buckets of 30 s) over 100,000 render sessions recorded with their rollup.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/database.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { assetTypeOf, mimetypeOf } from '@reelforge/model';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start as startPostgres } from '../../../scripts/engines/postgres.mjs';
import { newUid } from '../src/lib/secrets.ts';
import type { NewRenderSessionRow } from '../src/render/render-session-store.ts';
import { API, count as fmt, seconds, startBenchApp, withBenchRoot } from './bench-app.ts';

const ASSETS = 10_000;
const SESSIONS = 100_000;
const RUNS = 20;
const RANGE = 3600;
const INTERVAL = 30;
const EXTENSIONS = ['mp4', 'png', 'jpg', 'mp3', 'wav', 'ttf', 'csv', 'json', 'txt'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<void>): Promise<number> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function figures(name: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchRoot(`database-${name}`, async (root) => {
    const { app, origin, user: newUser, close } = await startBenchApp(root, 'data', databaseUrl ? { databaseUrl } : {});
    try {
      const { user, headers, prjuid } = await newUser('bench');
      await app.users.create({ username: 'signer', password: 'signer-password' });
      const signIn = await timed(async () => {
        const response = await fetch(`${origin}/accounts/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Username: 'signer', Password: 'signer-password' }),
        });
        if (response.status !== 200) throw new Error(`sign in: ${response.status}`);
        await response.arrayBuffer();
      });

      const ref = (await app.projects.locate(user, 'eu-west-1', prjuid))!;
      const now = new Date().toISOString();
      await app.assets.repo.insertMany(
        Array.from({ length: ASSETS }, (_, i) => {
          const file = `asset_${String(i).padStart(5, '0')}.${EXTENSIONS[i % EXTENSIONS.length]}`;
          return {
            uid: newUid(),
            project_id: ref.id,
            name: file,
            type: assetTypeOf(file),
            mimetype: mimetypeOf(file),
            size: 1000 + i,
            media_info: null,
            date_created: now,
            date_modified: now,
          };
        }),
      );
      const list = await timed(async () => {
        const response = await fetch(`${origin}${API}/list/data/${prjuid}/`, { headers });
        const body = (await response.json()) as { Metadata: { Count: number } };
        if (response.status !== 200 || body.Metadata.Count !== ASSETS) throw new Error(`list: ${response.status}`);
      });

      const to = Math.floor(Date.now() / 1000 / INTERVAL) * INTERVAL;
      const from = to - RANGE;
      const filled = performance.now();
      for (let start = 0; start < SESSIONS; start += 10_000) {
        const rows: NewRenderSessionRow[] = [];
        for (let i = start; i < start + 10_000; i++) {
          rows.push({
            id: newUid(),
            timestamp: from * 1000 + Math.floor((i / SESSIONS) * RANGE * 1000),
            owner_id: user.id,
            prjuid,
            movie: `movie ${i % 5}`,
            region: i % 2 ? 'eu-west-1' : 'us-east-1',
            render_id: null,
            parent_token: null,
            origin: 'render',
            format: 'mp4',
            width: 1280,
            height: 720,
            duration: 10,
            frames: 250,
            success: i % 20 === 0 ? 0 : 1,
            elapsed_ms: 900,
          });
        }
        await app.renderSessions.recordMany(rows);
      }
      const recorded = performance.now() - filled;
      const search = await timed(async () => {
        const response = await fetch(`${origin}/r/eu-west-1/analytics/search`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ from, to, interval: INTERVAL }),
        });
        const body = (await response.json()) as { hits: { total: number } };
        if (!response.ok || body.hits.total !== SESSIONS) throw new Error(`search: ${response.status}`);
      });
      console.log(
        `  ${name}: sign in ${signIn.toFixed(1)} ms; list data of ${fmt(ASSETS)} assets ${list.toFixed(1)} ms; ` +
          `${fmt(SESSIONS)} sessions recorded in ${seconds(recorded)}, POST /search ${search.toFixed(1)} ms (medians of ${RUNS})`,
      );
    } finally {
      await close();
    }
  });
}

async function main(): Promise<void> {
  console.log('The database, SQLite against PostgreSQL (same machine, same requests):');
  await figures('SQLite', undefined);
  const cluster = (await startPostgres()) as { url: string; stop: () => Promise<void> };
  try {
    await figures('PostgreSQL', cluster.url);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
