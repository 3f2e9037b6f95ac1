import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrerenderSandbox, type ScriptOwner } from '../../src/sandbox/prerender-sandbox.ts';
import { returnedMovieProblem } from '../../src/sandbox/script-limits.ts';

const sandbox = new PrerenderSandbox({ timeoutMs: 300, memoryBytes: 8 * 1024 * 1024, workers: 2 });
afterAll(() => sandbox.close());

const movie = { scenes: [{ name: 'Only', layers: [{ text: { text: 'Hi' } }] }] };
const context = { record: 4, key: 'eve', row: { name: 'eve', greeting: 'Howdy' } };
const batchOf = (user: number): ScriptOwner => ({ user, kind: 'batch' });
const run = (src: string, params: Record<string, string> = {}, owner = batchOf(1)) =>
  sandbox.run(src, movie, params, context, owner);
const LOOP = 'function prerender(movie) { for (;;) {} }';
const TRIVIAL = 'function prerender(m) { return m; }';

describe('the prerender sandbox', () => {
  it('calls prerender(movie, params, context) and returns the movie it gives back', async () => {
    const outcome = await run(
      `function prerender(movie, params, context) {
         movie.scenes[0].layers[0].text.text = params.title + ' #' + context.record + ' ' + context.row.greeting;
         console.log('set', context.key);
         return movie;
       }`,
      { title: 'Hello' },
    );
    expect(outcome).toEqual({
      ok: true,
      movie: { scenes: [{ name: 'Only', layers: [{ text: { text: 'Hello #4 Howdy' } }] }] },
      logs: ['set eve'],
    });
  });

  it('keeps a movie changed in place when prerender returns nothing', async () => {
    const outcome = await run(`function prerender(movie) { movie.scenes[0].name = 'Changed'; }`);
    expect(outcome.ok && (outcome.movie as typeof movie).scenes[0]!.name).toBe('Changed');
  });

  it('offers no require, process, fetch, file system or timers', async () => {
    const outcome = await run(
      `function prerender(movie) {
         movie.scenes[0].name = [typeof require, typeof process, typeof fetch, typeof XMLHttpRequest, typeof std, typeof os, typeof setTimeout, typeof import_meta].join(',');
         return movie;
       }`,
    );
    expect(outcome.ok && (outcome.movie as typeof movie).scenes[0]!.name).toBe(Array(8).fill('undefined').join(','));
    const imported = await run(`import fs from 'fs'; function prerender(m) { return m; }`);
    expect(imported.ok).toBe(false);
  });

  it('stops a script that runs too long, and goes on working after it', async () => {
    const ends = sandbox.stats().watchdogEnds;
    const outcome = await run('function prerender(movie) { while (true) {} }');
    expect(outcome).toEqual({ ok: false, error: 'The script ran longer than 300 ms', logs: [] });
    // The engine's own deadline ended it: the watchdog had nothing to do.
    expect(sandbox.stats().watchdogEnds).toBe(ends);
    expect((await run('function prerender(m) { return m; }')).ok).toBe(true);
  });

  it('stops a script that takes too much memory', async () => {
    // A generous time limit: it is the memory limit that stops this one.
    const roomy = new PrerenderSandbox({ timeoutMs: 10_000, memoryBytes: 8 * 1024 * 1024, workers: 1 });
    const runRoomy = (src: string) => roomy.run(src, movie, {}, context, batchOf(1));
    try {
      // Loads the workers first: their start is not the script's time.
      expect((await runRoomy(TRIVIAL)).ok).toBe(true);
      // The message says the memory bound stopped it, not the (10 s) time bound.
      const outcome = await runRoomy(
        'function prerender(movie) { var a = []; for (;;) a.push(new Array(10000).join("x") + a.length); }',
      );
      expect(outcome).toMatchObject({
        ok: false,
        error: 'The script ran out of memory: it may take at most 8 MiB',
        logs: [],
      });
      expect((await runRoomy(TRIVIAL)).ok).toBe(true);
      // Many small allocations, which leave the engine unusable: the next script gets a fresh one.
      const small = await runRoomy(
        'function prerender(movie) { var a = []; for (;;) a.push("xxxxxxxxxxxxxxxx" + a.length); }',
      );
      expect(small.ok).toBe(false);
      expect((await runRoomy(TRIVIAL)).ok).toBe(true);
    } finally {
      await roomy.close();
    }
  });

  it('reports scripts that do not work as failures with a message', async () => {
    const cases: Array<[string, RegExp]> = [
      ['function prerender(movie) { throw new Error("no luck"); }', /Error: no luck/],
      ['function prerender(movie) {', /SyntaxError/],
      ['var x = 1;', /defines no function prerender/],
      ['function prerender(movie) { return function () {}; }', /must return the movie/],
    ];
    for (const [src, message] of cases) {
      const outcome = await run(src);
      expect(outcome.ok, src).toBe(false);
      expect(outcome.ok ? '' : outcome.error, src).toMatch(message);
    }
  });

  it('answers each of many scripts asked at once with its own result', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        run(`function prerender(movie, params) { movie.scenes[0].name = params.n; return movie; }`, { n: String(i) }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.ok && (outcome.movie as typeof movie).scenes[0]!.name)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('ends a script stuck inside a built-in at its limit, and replaces its worker by one already loaded', async () => {
    const ends = sandbox.stats().watchdogEnds;
    const outcome = await run(
      'function prerender(movie) { var x = []; x.length = 2 ** 32 - 1; x.sort(); return movie; }',
    );
    expect(outcome).toEqual({ ok: false, error: 'The script ran longer than 300 ms', logs: [] });
    // Stuck in the sort, the engine never reached its deadline: the watchdog ended it, at the
    // limit plus its margin (test/sandbox/sandbox-worker.test.ts shows when on a clock of its own).
    expect(sandbox.stats().watchdogEnds).toBe(ends + 1);
    expect((await run(TRIVIAL)).ok).toBe(true);
    // Two workers and one loaded spare, no more: an ended worker is replaced, not added to.
    expect(sandbox.stats().workers).toBeLessThanOrEqual(3);
  });
});

describe('a returned movie', () => {
  const LARGER = "The script returned a movie larger than 2 MiB, a movie's limit";
  const ITEMS =
    "The movie the script returned holds more than 60,000 array elements and object members, a movie's limit";
  const DEEP = "The movie the script returned nests arrays and objects more than 64 deep, a movie's limit";
  // Room for movies of a few MiB: it is the returned movie's bound that stops these scripts.
  let roomy: PrerenderSandbox;
  beforeAll(
    () => void (roomy = new PrerenderSandbox({ timeoutMs: 10_000, memoryBytes: 32 * 1024 * 1024, workers: 1 })),
  );
  afterAll(() => roomy.close());
  const returning = (body: string) =>
    roomy.run(`function prerender(movie) { ${body} }`, movie, {}, context, batchOf(1));

  it("is refused past a movie's bounds, naming the bound, however it gets there", async () => {
    const cases: Array<[string, string]> = [
      // Characters past the bound; then UTF-8 bytes past it in fewer characters (é is two bytes).
      ['movie.note = "x".repeat(3 * 1024 * 1024); return movie;', LARGER],
      ['movie.note = "\u00e9".repeat(1.1 * 1024 * 1024); return movie;', LARGER],
      // Changed in place and returned by returning nothing.
      ['movie.scenes[0].layers[0].text.text = "y".repeat(2 * 1024 * 1024);', LARGER],
      // Small text, too many items: a parse that costs more than its bytes.
      ['var a = []; for (var i = 0; i < 70000; i++) a.push(0); movie.scenes[0].layers = a; return movie;', ITEMS],
      ['var o = {}; for (var i = 0; i < 70000; i++) o["k" + i] = 1; return o;', ITEMS],
      ['var a = []; for (var i = 0; i < 100; i++) a = [a]; movie.deep = a; return movie;', DEEP],
    ];
    for (const [body, message] of cases)
      expect(await returning(body), body).toEqual({ ok: false, error: message, logs: [] });
  });

  it("is taken within the bounds, up to a movie as large as a render request's", async () => {
    const outcome = await returning('movie.note = "\u00e9".repeat(900 * 1024) + "z".repeat(200 * 1024); return movie;');
    expect(outcome.ok && (outcome.movie as { note: string }).note.length).toBe(1100 * 1024);
    const items = await returning(
      'var a = []; for (var i = 0; i < 50000; i++) a.push(i); movie.scenes[0].layers = a; return movie;',
    );
    expect(items.ok && (items.movie as typeof movie).scenes[0]!.layers).toHaveLength(50000);
  });

  it('is checked by its UTF-8 bytes, its items and its depth', () => {
    const text = (json: string) => new TextEncoder().encode(json);
    expect(returnedMovieProblem(text(JSON.stringify({ scenes: [] })))).toBeUndefined();
    expect(returnedMovieProblem(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x20))).toBe(LARGER);
    expect(returnedMovieProblem(text(`[${'0,'.repeat(60_000)}0]`))).toBe(ITEMS);
    // Brackets and commas inside strings are text, not items.
    expect(returnedMovieProblem(text(JSON.stringify({ note: '[,'.repeat(100_000) })))).toBeUndefined();
    expect(returnedMovieProblem(text(`${'['.repeat(65)}${']'.repeat(65)}`))).toBe(DEEP);
  });
});

describe('sharing the sandbox between accounts', () => {
  /** Starts the scripts in order and gives the labels in the order their answers came. */
  async function answerOrder(
    scripts: Array<[label: string, src: string, owner: ScriptOwner]>,
    waitUntilQueued = 0,
  ): Promise<string[]> {
    const order: string[] = [];
    const runs: Promise<void>[] = [];
    for (const [i, [label, src, owner]] of scripts.entries()) {
      if (i === waitUntilQueued)
        while (sandbox.stats().running + sandbox.stats().waiting < waitUntilQueued)
          await new Promise((resolve) => setTimeout(resolve, 5));
      runs.push(run(src, {}, owner).then(() => void order.push(label)));
    }
    await Promise.all(runs);
    return order;
  }

  it("answers another account's trivial script while one account's batch scripts loop to their limit", async () => {
    const heavy = Array.from({ length: 4 }, (_, i): [string, string, ScriptOwner] => [`loop${i}`, LOOP, batchOf(1)]);
    const order = await answerOrder([...heavy, ['trivial', TRIVIAL, { user: 2, kind: 'console' }]], 4);
    // One account holds at most one of the two workers: the other is free for the second account.
    expect(order.indexOf('trivial')).toBeLessThanOrEqual(1);
  });

  it('drops a script whose requester went away while it waited, before the one it waited behind ends', async () => {
    const order: string[] = [];
    const running = run(LOOP).then(() => void order.push('loop'));
    const controller = new AbortController();
    const waiting = sandbox.run(TRIVIAL, movie, {}, context, batchOf(1), controller.signal).then((outcome) => {
      order.push('dropped');
      return outcome;
    });
    while (sandbox.stats().waiting < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await waiting).toEqual({ ok: false, error: 'The script did not run: its requester went away', logs: [] });
    await running;
    expect(order).toEqual(['dropped', 'loop']);
  });

  it("counts an account's batch and console scripts together", async () => {
    const heavy: Array<[string, string, ScriptOwner]> = [
      ['batch0', LOOP, batchOf(1)],
      ['console0', LOOP, { user: 1, kind: 'console' }],
      ['batch1', LOOP, batchOf(1)],
      ['console1', LOOP, { user: 1, kind: 'console' }],
    ];
    const order = await answerOrder([...heavy, ['trivial', TRIVIAL, batchOf(3)]], 4);
    expect(order.indexOf('trivial')).toBeLessThanOrEqual(1);
  });
});
