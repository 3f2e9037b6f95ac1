import { afterAll, describe, expect, it } from 'vitest';
import { PrerenderSandbox } from '../../src/sandbox/prerender-sandbox.ts';

const sandbox = new PrerenderSandbox({ timeoutMs: 300, memoryBytes: 8 * 1024 * 1024 });
afterAll(() => sandbox.close());

const movie = { scenes: [{ name: 'Only', layers: [{ text: { text: 'Hi' } }] }] };
const context = { record: 4, key: 'eve', row: { name: 'eve', greeting: 'Howdy' } };
const run = (src: string, params: Record<string, string> = {}) => sandbox.run(src, movie, params, context);

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
    expect(outcome).toEqual({ ok: true, movie: { scenes: [{ name: 'Only', layers: [{ text: { text: 'Hello #4 Howdy' } }] }] }, logs: ['set eve'] });
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
    const started = Date.now();
    const outcome = await run('function prerender(movie) { while (true) {} }');
    expect(outcome).toEqual({ ok: false, error: 'The script ran longer than 300 ms', logs: [] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await run('function prerender(m) { return m; }')).ok).toBe(true);
  });

  it('stops a script that takes too much memory', async () => {
    // A generous time limit: it is the memory limit that stops this one.
    const roomy = new PrerenderSandbox({ timeoutMs: 10_000, memoryBytes: 8 * 1024 * 1024 });
    try {
      const started = Date.now();
      const outcome = await roomy.run('function prerender(movie) { var a = []; for (;;) a.push(new Array(10000).join("x") + a.length); }', movie, {}, context);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? '' : outcome.error).toMatch(/out of memory/);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await roomy.run('function prerender(m) { return m; }', movie, {}, context)).ok).toBe(true);
      // Many small allocations, which leave the engine unusable: the next script gets a fresh one.
      const small = await roomy.run('function prerender(movie) { var a = []; for (;;) a.push("xxxxxxxxxxxxxxxx" + a.length); }', movie, {}, context);
      expect(small.ok).toBe(false);
      expect((await roomy.run('function prerender(m) { return m; }', movie, {}, context)).ok).toBe(true);
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

  it('runs scripts one after another when asked at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => run(`function prerender(movie, params) { movie.scenes[0].name = params.n; return movie; }`, { n: String(i) })),
    );
    expect(outcomes.map((outcome) => outcome.ok && (outcome.movie as typeof movie).scenes[0]!.name)).toEqual(['0', '1', '2', '3', '4']);
  });
});
