/**
 * What an API key costs a call (docs/api.md, "API keys"), over real HTTP against the real app on
 * SQLite: the same cheap GET (the project list) 2,000 times with a sign-in token and 2,000 times
 * with an API key, interleaved (token, key, token, key…) so that both see the same machine, after
 * 200 of each to warm up. Prints both medians and the key's extra; the goal is under 1 ms.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/api-keys.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { API, count, startBenchApp, withBenchRoot } from './bench-app.ts';

const RUNS = 2_000;
const WARM_UP = 200;
const GOAL_MS = 1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await withBenchRoot('api-keys', async (root) => {
  const { app, origin, user, close } = await startBenchApp(root);
  try {
    const bench = await user('bench');
    const { secret } = await app.apiKeys.create(
      { userId: bench.user.id, name: 'bench', projects: null, access: 'read-write', expiresAt: null },
      app.clock(),
    );
    const url = `${origin}${API}/list/project/`;
    const ways = { token: bench.headers.authorization!, key: `Bearer ${secret}` };
    const once = async (authorization: string): Promise<number> => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization } });
      await response.arrayBuffer();
      const took = performance.now() - started;
      if (response.status !== 200) throw new Error(`project list: ${response.status}`);
      return took;
    };
    for (let i = 0; i < WARM_UP; i++) {
      await once(ways.token);
      await once(ways.key);
    }
    const times = { token: [] as number[], key: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.token.push(await once(ways.token));
      times.key.push(await once(ways.key));
    }
    const token = median(times.token);
    const key = median(times.key);
    const extra = key - token;
    console.log(`API keys (${count(RUNS)} project lists each way, interleaved, SQLite):`);
    console.log(
      `  median ${token.toFixed(3)} ms with a token, ${key.toFixed(3)} ms with an API key: ` +
        `${extra >= 0 ? '+' : ''}${extra.toFixed(3)} ms (goal < ${GOAL_MS} ms)`,
    );
  } finally {
    await close();
  }
});
