import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, putDatasource } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The run console's scripts against their bounds (docs/scripts.md "Limits"): scripts stuck
 * inside one built-in, endless loops, deep recursion, memory hogs and returned values larger
 * than a movie each end at their limit with a message naming it; and one user's maximal scripts do not hold another user's
 * trivial one (docs/scripts.md "Sharing the workers").
 */

const LIMIT_MS = 300;
const TIME = `The script ran longer than ${LIMIT_MS} ms`;
const MEMORY = 'The script ran out of memory: it may take at most 8 MiB';
const STACK = 'The script nested its calls too deeply: its stack is at most 512 KiB';
const LARGER = "The script returned a movie larger than 2 MiB, a movie's limit";
const ITEMS = "The movie the script returned holds more than 60,000 array elements and object members, a movie's limit";

let server: TestServer;
interface Caller {
  token: string;
  prjuid: string;
  datasource: string;
}
let demo: Caller;
let other: Caller;

async function caller(username: string): Promise<Caller> {
  const token = await server.login(username);
  const prjuid = await createProject(server, token, `Limits of ${username}`);
  const uploaded = await putDatasource(
    server,
    token,
    prjuid,
    'rows.csv',
    { delimiter: ',', first_line_is_header: 'true', replace: '0' },
    'name\nAnn\n',
  );
  return { token, prjuid, datasource: uploaded.json.Datasources[0].uid };
}

const run = (who: Caller, body: string) =>
  server.request(`${api()}/script/run/${who.prjuid}`, {
    method: 'POST',
    token: who.token,
    body: { src: `function prerender(movie) {\n${body}\n}`, datasource: who.datasource, row: 0 },
  });

beforeAll(async () => {
  // Two workers: one user's scripts hold at most one of them. The run console's request rate
  // (docs/rate-limits.md) is not what this file tests: its allowance is lifted.
  server = await startTestServer({
    prerenderTimeoutMs: LIMIT_MS,
    prerenderMemoryBytes: 8 * 1024 * 1024,
    scriptWorkers: 2,
    rateLimits: { scripts: 1_000 },
  });
  [demo, other] = await Promise.all([caller('demo'), caller('other')]);
});
afterAll(() => server.close());

/** Each attack runs alone for its caller; the two callers' lists run side by side. */
async function attack(who: Caller, cases: ReadonlyArray<[src: string, message: string]>): Promise<void> {
  for (const [src, message] of cases) {
    const reply = await run(who, src);
    expect(reply.status, src).toBe(200);
    expect(reply.json, src).toMatchObject({ ok: false, error: message });
  }
}

describe('a script at its limits', () => {
  it('ends scripts stuck inside built-ins, endless loops, deep recursion, memory hogs and oversized returns at their limit, saying which', async () => {
    const huge = 'var x = []; x.length = 2 ** 32 - 1;';
    const ends = server.app.scriptSandbox.stats().watchdogEnds;
    await Promise.all([
      attack(demo, [
        [`${huge} x.sort();`, TIME],
        [`${huge} x.join();`, TIME],
        [`${huge} x.copyWithin(0, 1);`, TIME],
        ['Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1);', TIME],
        ['var x = [1]; for (var i = 0; i < 40; i++) x = [x, x]; return JSON.stringify(x);', TIME],
        ['return /(a+)+$/.test("a".repeat(40) + "b");', TIME],
        // The engine's interrupt cannot be caught.
        ['for (;;) { try { for (;;) {} } catch (e) {} }', TIME],
        // What it returns is a movie: bounded as one sent in a request, before it is read.
        ['var a = []; for (var i = 0; i < 70000; i++) a.push(0); return a;', ITEMS],
      ]),
      attack(other, [
        [`${huge} x.reverse();`, TIME],
        ['return "x".repeat(2 ** 29).length;', MEMORY],
        ['return "".padEnd(2 ** 28, "ab").length;', MEMORY],
        ['return new ArrayBuffer(2 ** 30).byteLength;', MEMORY],
        // A hog that grows in big steps: the memory bound comes long before the time bound.
        ['var a = []; for (;;) a.push(new ArrayBuffer(1 << 20));', MEMORY],
        ['function down(n) { return down(n + 1) + 1; } return down(0);', STACK],
        ['function ping(n) { return pong(n) + 1; } function pong(n) { return ping(n); } return ping(0);', STACK],
        ['return JSON.parse("[".repeat(100000) + "]".repeat(100000));', STACK],
        ['return "x".repeat(2.1 * 1024 * 1024);', LARGER],
      ]),
    ]);
    // Before the limits held, a script stuck in a built-in ran 5 s past its limit: the four
    // stuck in a sort, a join, a copy and a reverse were ended by the watchdog, at the limit
    // plus its margin (test/sandbox/sandbox-worker.test.ts shows when on a clock of its own).
    expect(server.app.scriptSandbox.stats().watchdogEnds - ends).toBeGreaterThanOrEqual(4);
    // The replaced workers work, and there are no more of them than the pool and its spare.
    expect((await run(demo, 'return 42;')).json).toMatchObject({ ok: true, value: '42' });
    expect(server.app.scriptSandbox.stats().workers).toBeLessThanOrEqual(3);
  });
});

describe('a script among other users’ scripts', () => {
  it('answers another user’s trivial script while one user runs several maximal ones', async () => {
    const maximal = [
      'for (;;) {}',
      'var x = []; x.length = 2 ** 32 - 1; x.sort();',
      'while (true) {}',
      'var x = []; x.length = 2 ** 32 - 1; x.join();',
      'for (;;) {}',
      'for (;;) {}',
    ];
    const order: string[] = [];
    const heavy = maximal.map((src, i) =>
      run(demo, src).then((reply) => {
        order.push(`maximal ${i}`);
        expect(reply.json).toMatchObject({ ok: false, error: TIME });
      }),
    );
    // Every maximal script has reached the sandbox (running or waiting) before the trivial one is asked.
    while (server.app.scriptSandbox.stats().running + server.app.scriptSandbox.stats().waiting < maximal.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const trivial = await run(other, 'return "quick";');
    order.push('trivial');
    expect(trivial.json).toMatchObject({ ok: true, value: '"quick"' });
    await Promise.all(heavy);
    // One at a time for the heavy user (one worker of two): in one lane the trivial script came last.
    expect(order.indexOf('trivial')).toBeLessThanOrEqual(2);
  });
});
