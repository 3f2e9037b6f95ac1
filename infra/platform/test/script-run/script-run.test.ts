import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, putDatasource } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let people: string;

const run = (body: unknown, token = demo, project = prjuid) =>
  server.request(`${api()}/script/run/${project}`, { method: 'POST', token, body });
const saveScripts = (list: unknown[]) =>
  server.request(`${api()}/appdata/${prjuid}/scripts.json`, { method: 'PUT', token: demo, body: list });

const GREET =
  'function prerender(movie, params, context) {\n  console.log("hello " + context.row.name, params.city);\n  return { greeting: "Hi " + context.row.name, key: context.key, record: context.record };\n}';

beforeAll(async () => {
  // A short time bound keeps the endless loop below quick.
  server = await startTestServer({ prerenderTimeoutMs: 300 });
  demo = await server.login('demo');
  other = await server.login('other');
  prjuid = await createProject(server, demo, 'Scripts');
  const uploaded = await putDatasource(
    server,
    demo,
    prjuid,
    'people.csv',
    { delimiter: ',', first_line_is_header: 'true', replace: '0' },
    'name,city\nAnn,Oslo\nBob,Rome\n',
  );
  people = uploaded.json.Datasources[0].uid;
  expect(
    (
      await saveScripts([
        { name: 'greet', src: GREET, sdk: 'fx' },
        { name: 'legacy', src: 'function prerender(m) { return 1; }', language: '' },
        { name: 'odd', src: '', sdk: 'lua' },
      ])
    ).status,
  ).toBeLessThan(300);
});
afterAll(() => server.close());

describe('a script run', () => {
  it('runs a saved script on a datasource row: console lines and the returned value, with the SDK it declares', async () => {
    const reply = await run({ name: 'greet', datasource: people, row: 1 });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      ok: true,
      sdk: 'fx',
      logs: ['hello Bob Rome'],
      value: JSON.stringify({ greeting: 'Hi Bob', key: 'Bob', record: 1 }),
    });
    // A legacy script with an empty language runs as api.
    expect((await run({ name: 'legacy', datasource: people, row: 0 })).json).toEqual({
      ok: true,
      sdk: 'api',
      logs: [],
      value: '1',
    });
  });

  it('runs the source being edited, with the SDK given (api unless told)', async () => {
    const reply = await run({
      src: 'function prerender(movie, params) { console.log(params.row); }',
      datasource: people,
      row: 0,
    });
    // Returning nothing hands back the movie it was given: an empty one.
    expect(reply.json).toEqual({ ok: true, sdk: 'api', logs: ['0'], value: JSON.stringify({ scenes: [] }) });
    expect((await run({ src: GREET, sdk: 'fx', datasource: people, row: 0 })).json.sdk).toBe('fx');
  });

  it('answers a thrown error with its message and stack, and the lines logged before it', async () => {
    const src =
      'function check(name) {\n  throw new TypeError("no city for " + name);\n}\nfunction prerender(movie, params, context) {\n  console.log("checking");\n  check(context.row.name);\n}';
    const reply = await run({ src, datasource: people, row: 0 });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ ok: false, logs: ['checking'], error: 'TypeError: no city for Ann' });
    expect(reply.json.stack).toMatch(/at check/);
    expect(reply.json.stack).toMatch(/at prerender/);
    expect(reply.json.value).toBeUndefined();
    // A syntax error and a script without prerender are errors of the run too.
    expect((await run({ src: 'function prerender( {', datasource: people, row: 0 })).json).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^SyntaxError/),
    });
    expect((await run({ src: 'var x = 1;', datasource: people, row: 0 })).json).toMatchObject({
      ok: false,
      error: expect.stringContaining('defines no function prerender'),
    });
  });

  it('stops an endless loop at the time bound and a runaway allocation at the memory bound, and runs again afterwards', async () => {
    const loop = await run({ src: 'function prerender() { for (;;) {} }', datasource: people, row: 0 });
    expect(loop.json).toMatchObject({ ok: false, error: 'The script ran longer than 300 ms' });
    const hog = await run({
      src: 'function prerender() { var a = []; for (;;) a.push(new Array(100000).fill("x")); }',
      datasource: people,
      row: 0,
    });
    expect(hog.json.ok).toBe(false);
    expect(hog.json.error).toMatch(/out of memory|ran longer/);
    expect((await run({ name: 'greet', datasource: people, row: 0 })).json.ok).toBe(true);
  });

  it('gives the script no files, network, process or module loader', async () => {
    const probes = [
      'typeof require',
      'typeof process',
      'typeof fetch',
      'typeof XMLHttpRequest',
      'typeof std',
      'typeof os',
      'typeof globalThis.Deno',
      'typeof import_meta',
    ];
    const src = `function prerender() { return [${probes.join(', ')}]; }`;
    const reply = await run({ src, datasource: people, row: 0 });
    expect(JSON.parse(reply.json.value)).toEqual(probes.map(() => 'undefined'));
    for (const attack of [
      'require("fs").readFileSync("/etc/passwd")',
      'process.env',
      'fetch("http://127.0.0.1/")',
      'std.loadFile("/etc/passwd")',
      'os.exec(["id"])',
    ]) {
      const attempt = await run({ src: `function prerender() { return ${attack}; }`, datasource: people, row: 0 });
      expect(attempt.json, attack).toMatchObject({ ok: false, error: expect.stringMatching(/^ReferenceError/) });
      expect(JSON.stringify(attempt.json)).not.toContain('root:');
    }
    // A dynamic import gives only a promise that never holds a module (nothing to load from).
    const imported = await run({
      src: 'var got = "nothing"; function prerender() { import("/etc/passwd").then(function (m) { got = m; }); return got; }',
      datasource: people,
      row: 0,
    });
    expect(imported.json.value).toBe('"nothing"');
  });
});

describe('a script run refuses', () => {
  it('another user’s project, and unknown ones, as not found', async () => {
    const reply = await run({ name: 'greet', datasource: people, row: 0 }, other);
    expect(reply.status).toBe(404);
    expect(JSON.stringify(reply.json)).not.toContain('hello');
    expect((await run({ name: 'greet', datasource: people, row: 0 }, demo, '0'.repeat(32))).status).toBe(404);
    expect((await run({ name: 'greet', datasource: people, row: 0 }, '')).status).toBe(401);
  });

  it('an unknown script or datasource as not found', async () => {
    const missing = await run({ name: 'nothing', datasource: people, row: 0 });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Script nothing not found');
    const noData = await run({ name: 'greet', datasource: 'no-such-uid', row: 0 });
    expect(noData.status).toBe(404);
    expect(noData.text).toContain('Datasource no-such-uid not found');
  });

  it('bad input with a 400 that says what is wrong, before anything runs', async () => {
    const bad: [unknown, RegExp][] = [
      [{ datasource: people, row: 0 }, /either the name of a saved script or its source/],
      [{ name: 'greet', src: GREET, datasource: people, row: 0 }, /either the name of a saved script or its source/],
      [{ name: 'greet', datasource: people, row: 2 }, /Row 2 is past the datasource's end: it has 2 rows/],
      [{ name: 'greet', datasource: people, row: -1 }, /row/],
      [{ name: 'greet', datasource: people, row: 1.5 }, /row/],
      [{ name: 'greet', datasource: people }, /row/],
      [{ src: GREET, sdk: 'lua', datasource: people, row: 0 }, /sdk/],
      [{ name: 'greet', sdk: 'api', datasource: people, row: 0 }, /declares the SDK fx, not api/],
      [{ name: 'odd', datasource: people, row: 0 }, /declares the SDK lua, which is neither api nor fx/],
      [{ src: 'x'.repeat(1024 * 1024 + 1), datasource: people, row: 0 }, /src/],
      ['not json', /./],
    ];
    for (const [body, message] of bad) {
      const reply = await run(body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.text).toMatch(message);
    }
  });
});
