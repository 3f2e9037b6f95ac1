/**
 * Analytics figures (docs/analytics.md), over real HTTP against the real app in a temporary
 * data dir: POST /search with a 30 s bucket histogram over 1,000,000 render sessions of one
 * user, all in the hour searched (the default range of docs/reference.md §9), median of 20
 * runs; goal < 200 ms. Also errors only, one project, and a deep hits page.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/analytics.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { newUid } from '../src/lib/secrets.ts';
import type { NewRenderSessionRow } from '../src/render/render-session-store.ts';
import { count as fmt, seconds, startBenchApp, withBenchRoot } from './bench-app.ts';

const SESSIONS = 1_000_000;
const RUNS = 20;
const RANGE = 3600;
const INTERVAL = 30;
const CHUNK = 20_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  await withBenchRoot('analytics', async (root) => {
    const { app, origin, user: newUser, close } = await startBenchApp(root);
    try {
      const { user, headers, prjuid } = await newUser('bench');
      const projects = [prjuid, newUid(), newUid()];
      const regions = ['eu-west-1', 'us-east-1'];
      const movies = ['Intro', 'Offer', 'Outro', 'Teaser', 'Recap'];
      const to = Math.floor(Date.now() / 1000 / INTERVAL) * INTERVAL;
      const from = to - RANGE;

      const filled = performance.now();
      for (let start = 0; start < SESSIONS; start += CHUNK) {
        const rows: NewRenderSessionRow[] = [];
        for (let i = start; i < Math.min(SESSIONS, start + CHUNK); i++) {
          rows.push({
            id: newUid(),
            timestamp: from * 1000 + Math.floor((i / SESSIONS) * RANGE * 1000),
            owner_id: user.id,
            prjuid: projects[i % projects.length]!,
            movie: movies[i % movies.length]!,
            region: regions[i % regions.length]!,
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
      console.log(
        `  ${fmt(SESSIONS)} render sessions of one user in one hour recorded (with their rollup) in ${seconds(performance.now() - filled)}`,
      );

      const time = async (body: object) => {
        const times: number[] = [];
        let last: any;
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now();
          const response = await fetch(`${origin}/r/eu-west-1/analytics/search`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ from, to, interval: INTERVAL, ...body }),
          });
          last = await response.json();
          if (!response.ok) throw new Error(`search: ${response.status} ${JSON.stringify(last)}`);
          times.push(performance.now() - started);
        }
        return { ms: median(times), reply: last };
      };

      const all = await time({});
      if (all.reply.hits.total !== SESSIONS) throw new Error(`counted ${all.reply.hits.total}, not ${SESSIONS}`);
      const goal = all.ms < 200 ? 'goal < 200 ms: met' : 'goal < 200 ms: MISSED';
      console.log(
        `  POST /search, ${RANGE / INTERVAL} buckets of ${INTERVAL} s over ${fmt(SESSIONS)} sessions: median ${all.ms.toFixed(1)} ms of ${RUNS} (${goal})`,
      );
      const errors = await time({ errorsOnly: true });
      console.log(`  the same, errors only (${fmt(errors.reply.hits.total)}): median ${errors.ms.toFixed(1)} ms`);
      const project = await time({ project: prjuid });
      console.log(`  the same, one project (${fmt(project.reply.hits.total)}): median ${project.ms.toFixed(1)} ms`);
      const deep = await time({ size: 100, offset: 50_000 });
      console.log(`  the same, 100 hits from the 50,000th: median ${deep.ms.toFixed(1)} ms`);
    } finally {
      await close();
    }
  });
}

console.log('Analytics (infra/platform/bench/analytics.bench.ts)');
await main();
