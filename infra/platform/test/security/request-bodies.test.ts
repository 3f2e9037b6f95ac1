import { encodeMovie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/assets.ts';
import { batch, createQueue, newRunId, task } from '../helpers/batch.ts';
import { render, tinyMovie } from '../helpers/movies.ts';
import { rawRequest, type RawReply } from './raw-http.ts';
import { withProject } from '../helpers/with-project.ts';

/**
 * Bodies are bounded by what their call needs before they are parsed (docs/request-limits.md):
 * size (413), depth and items of JSON (400), an XML template's size, depth, elements and
 * DOCTYPE (400); big ones are checked on a body worker, so other clients are still answered.
 */

const ctx = withProject('Bodies');

const MiB = 1024 * 1024;
const appData = (name = 'scripts.json') => `${api()}/appdata/${ctx.uid}/${name}`;
const template = (name: string) => `${api()}/compdata/${ctx.uid}/${encodeURIComponent(name)}`;
const trackVersion = () => `${api()}/trackdataversion/${ctx.uid}/clip.mp4/v1`;
/** A call with the default limits (1 MiB, 64 deep, 100,000 items). */
const defaultRoute = () => `${api()}/project/Shaped`;
const putJson = (path: string, body: string) =>
  rawRequest(ctx.server.url, path, {
    method: 'PUT',
    token: ctx.owner,
    headers: { 'content-type': 'application/json' },
    body,
  });
const putXml = (name: string, body: string) =>
  rawRequest(ctx.server.url, template(name), {
    method: 'PUT',
    token: ctx.owner,
    headers: { 'content-type': 'application/xml' },
    body,
  });

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const manyItems = (count: number) => `[${'0,'.repeat(count - 1)}0]`;
const manyArrays = (count: number) => `[${'[],'.repeat(count - 1)}[]]`;
const wideObject = (members: number) => `[{${Array.from({ length: members }, (_, i) => `"k${i}":0`).join(',')}}]`;

function expectRefused(reply: RawReply, status: number, message: RegExp) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.json?.Message).toMatch(message);
}

describe('JSON bodies', () => {
  it('refuse nesting deeper than 64, however it is spelled, before parsing', async () => {
    expectRefused(await putJson(appData(), nested(65)), 400, /nests arrays and objects more than 64 deep/);
    expectRefused(await putJson(appData(), `[${'{"a":'.repeat(100)}1${'}'.repeat(100)}]`), 400, /more than 64 deep/);
    // Brackets inside strings are text, not nesting: accepted.
    expect((await putJson(appData(), JSON.stringify([{ name: 'Brackets', src: '['.repeat(10_000) }]))).status).toBe(
      201,
    );
    // Brackets as many as the call takes (the 15 MiB freeze's shape), on a route with the default limits too.
    expectRefused(await putJson(appData(), nested(700_000)), 400, /more than 64 deep/);
    expectRefused(await putJson(defaultRoute(), nested(200_000)), 400, /more than 64 deep/);
  });

  it('refuse more items than the route needs: huge arrays, many small arrays, wide objects', async () => {
    expectRefused(
      await putJson(appData(), manyItems(20_001)),
      400,
      /more than 20,000 array elements and object members/,
    );
    expectRefused(await putJson(appData(), manyArrays(250_000)), 400, /more than 20,000/);
    expectRefused(await putJson(appData(), wideObject(20_001)), 400, /more than 20,000/);
    // A route with the default limits: 100,000.
    expectRefused(await putJson(defaultRoute(), manyItems(100_001)), 400, /more than 100,000/);
    // Within the limit the body goes on to the route's own checks.
    expect((await putJson(appData('jobs.json'), manyItems(15_000))).status).toBeLessThan(500);
  });

  it('refuse bodies over each route’s size limit, sent or only announced, naming the limit', async () => {
    const long = (bytes: number) => JSON.stringify([{ name: 'Long', src: 'x'.repeat(bytes) }]);
    expectRefused(await putJson(appData(), long(3 * MiB)), 413, /limit of 1.5 MiB/);
    expectRefused(await putJson(trackVersion(), JSON.stringify({ name: 'x'.repeat(9 * MiB) })), 413, /limit of 8 MiB/);
    expectRefused(await putJson(defaultRoute(), long(2 * MiB)), 413, /limit of 1 MiB/);
    expectRefused(await putXml('Big', `<movie><!--${'x'.repeat(5 * MiB)}--></movie>`), 413, /limit of 4 MiB/);
    // Announced only: refused before a byte of it arrives.
    const announced = await rawRequest(ctx.server.url, appData(), {
      method: 'PUT',
      token: ctx.owner,
      headers: { 'content-type': 'application/json', 'content-length': String(100 * MiB) },
      body: '',
    });
    expectRefused(announced, 413, /limit of 1.5 MiB/);
  });

  it('keep what real use sends: a long script, a list, a big body checked on a worker', async () => {
    const before = ctx.server.app.bodyWorkers.offloaded;
    const scripts = [
      { name: 'Long', src: 'x'.repeat(MiB) },
      { name: 'Short', src: 'return 1;' },
    ];
    expect((await putJson(appData(), JSON.stringify(scripts))).status).toBe(200);
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 1);
    const read = await ctx.server.request(appData(), { token: ctx.owner });
    expect(read.json).toEqual(scripts);
  });

  it('answer malformed and poisoned JSON with a 400, never a 500', async () => {
    for (const body of [
      '[',
      '[1,]',
      '{"a":1',
      `[${'1,'.repeat(100_000)}`,
      '["\\u00"]',
      '[{"__proto__":{"x":1}}]',
      '[{"constructor":{"prototype":{"x":1}}}]',
    ]) {
      const reply = await putJson(appData('stories.json'), body);
      expect(reply.status, body.slice(0, 40)).toBe(400);
      expect(reply.json?.Message).toBeTruthy();
    }
    // A big poisoned body: checked on the worker, refused by the parser's guard.
    const poisoned = `[${'{"a":1},'.repeat(9_000)}{"__proto__":{"x":1}}]`;
    expectRefused(await putJson(appData('stories.json'), poisoned), 400, /not valid JSON/);
  });

  it('of the calls read whole from JSON are refused in any other type with a 415 naming it, plain text included', async () => {
    const calls = [
      { method: 'POST', path: `${render()}/v2/render/${ctx.uid}` },
      { method: 'PUT', path: `${render()}/v2/render/${ctx.uid}` },
      { method: 'PUT', path: `${api()}/sdl/${ctx.uid}/typed` },
      { method: 'PUT', path: trackVersion() },
    ];
    for (const { method, path } of calls) {
      for (const type of ['text/plain', 'text/plain; charset=utf-8']) {
        const reply = await rawRequest(ctx.server.url, path, {
          method,
          token: ctx.owner,
          headers: { 'content-type': type },
          body: '{"movie":"x","scenes":[]}',
        });
        expect(reply.status, `${method} ${path} as ${type}: ${reply.text}`).toBe(415);
        expect(reply.json?.Message).toContain('text/plain');
      }
    }
  });
});

describe('XML templates', () => {
  const layer = '<layer name="Back"><color color="#000000"/></layer>';

  it('refuse a DOCTYPE (billion laughs, external entities), deep nesting and too many elements', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>' +
      '<movie><variable key="a" value="&lol2;"/></movie>';
    expectRefused(await putXml('Laughs', laughs), 400, /DOCTYPE/i);
    expectRefused(await putXml('External', '<!DOCTYPE movie SYSTEM "file:///etc/passwd"><movie/>'), 400, /DOCTYPE/i);
    expectRefused(await putXml('Deep', `<movie>${'<scene>'.repeat(30)}${'</scene>'.repeat(30)}</movie>`), 400, /24/);
    // 150,000 elements in under 2 MB: read on a body worker, refused there.
    const before = ctx.server.app.bodyWorkers.offloaded;
    expectRefused(
      await putXml('Many', `<movie><scene name="A" length="1">${'<bind/>'.repeat(150_000)}</scene></movie>`),
      400,
      /at most 100000 elements/,
    );
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 1);
    expectRefused(await putXml('Broken', `<movie><scene>${'x'.repeat(200_000)}`), 400, /./);
  });

  it('save a big legal template, read on a body worker', async () => {
    const before = ctx.server.app.bodyWorkers.offloaded;
    const big = `<?xml version="1.0"?>\n<!--${'x'.repeat(3 * MiB)}-->\n<movie><scene name="Only" length="10">${layer}</scene></movie>`;
    const saved = await putXml('Big legal', big);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json).toMatchObject({ width: 640, height: 360 });
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 1);
    // A render of it reads its movie on a body worker too.
    const render = await ctx.server.request(`/r/eu-west-1/render/v2/render/${ctx.uid}`, {
      method: 'POST',
      token: ctx.owner,
      body: { compdata: 'Big legal' },
    });
    expect(render.status, render.text).toBe(200);
    expect(render.json.token).toMatch(/^[0-9a-f]+$/);
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 2);
  });
});

describe('while big bodies are checked', () => {
  it('another client is answered before the attacks are, and app data still answers', async () => {
    const order: string[] = [];
    const attacks = Array.from({ length: 4 }, (_, i) =>
      putJson(appData(), manyArrays(450_000)).then((reply) => {
        order.push(`attack ${i}`);
        return reply;
      }),
    );
    const templates = Array.from({ length: 3 }, (_, i) =>
      putXml(
        `Flood ${i}`,
        `<movie><!--${'y'.repeat(3 * MiB)}--><scene name="A" length="1"><layer><color color="#000000"/></layer></scene></movie>`,
      ).then((reply) => {
        order.push(`template ${i}`);
        return reply;
      }),
    );
    // The other client's request starts once every attack's body is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await ctx.server.request('/regions/regions.json').then((reply) => {
      order.push('other');
      return reply;
    });
    expect(other.status).toBe(200);
    for (const reply of await Promise.all(attacks)) expectRefused(reply, 400, /more than 20,000/);
    for (const reply of await Promise.all(templates)) expect(reply.status).toBeLessThan(300);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
    expect((await ctx.server.request(`${api()}/list/appdata/${ctx.uid}`, { token: ctx.owner })).status).toBe(200);
  });
});

describe('batch uploads, read whole on a body worker', () => {
  const putTasks = (queue: string, body: string) =>
    rawRequest(ctx.server.url, `${batch()}/eu-west-1/default/${queue}`, {
      method: 'PUT',
      token: ctx.owner,
      headers: { 'content-type': 'application/json' },
      body,
    });
  const upload = (tasks: unknown[]) =>
    JSON.stringify({ jobid: 'job-bodies-01', runid: newRunId(), projectid: ctx.uid, tasks });

  it('take a full chunk of long values, and refuse what the schema, the JSON or the limits refuse', async () => {
    const queue = await createQueue(ctx.server, ctx.owner, 1000);
    const before = ctx.server.app.bodyWorkers.offloaded;
    // 500 tasks of 50 values of 100 characters: what a wide datasource uploads.
    const values = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`column ${i}`, 'v'.repeat(100)]));
    const full = await putTasks(queue, upload(Array.from({ length: 500 }, (_, i) => task(i, values, `row-${i}.mp4`))));
    expect(full.status, full.text).toBe(200);
    expect(full.json).toEqual({ Id: queue, total: 500 });
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 1);

    const long = { title: 'x'.repeat(70_000) };
    expectRefused(
      await putTasks(queue, upload([{ ...task(0, long), record: 'first' }])),
      400,
      /tasks\/0\/record must be integer/,
    );
    expectRefused(
      await putTasks(queue, upload(Array.from({ length: 501 }, (_, i) => task(i)))),
      400,
      /must NOT have more than 500 items/,
    );
    expectRefused(await putTasks(queue, upload([task(0, long)]).slice(0, -2)), 400, /not valid JSON/);
    expectRefused(
      await putTasks(queue, upload([task(0, long)]).replace('"title"', '"__proto__":{"x":1},"title"')),
      400,
      /not valid JSON/,
    );
    expectRefused(await putTasks(queue, `{"tasks":[${nested(65)}]}`), 400, /more than 64 deep/);
    // 500 tasks of 121 values each: more values than the call's item limit counts.
    const wide = Object.fromEntries(Array.from({ length: 121 }, (_, i) => [`c${i}`, '']));
    expectRefused(
      await putTasks(queue, upload(Array.from({ length: 500 }, (_, i) => task(i, wide)))),
      400,
      /more than 60,000/,
    );
    expectRefused(await putTasks(queue, upload([task(0, { title: 'x'.repeat(5 * MiB) })])), 413, /limit of 4 MiB/);
    // None of the refused uploads added a task.
    expect((await ctx.server.request(`${batch()}/${queue}`, { token: ctx.owner })).json.total).toBe(500);
  });
});

describe('movie saves, read whole on a body worker', () => {
  const movie = (name: string) => `${api()}/sdl/${ctx.uid}/${encodeURIComponent(name)}`;
  const putBinary = (path: string, body: Uint8Array) =>
    rawRequest(ctx.server.url, path, {
      method: 'PUT',
      token: ctx.owner,
      headers: { 'content-type': 'application/x-protobuf' },
      body: Buffer.from(body),
    });
  /** 1,000 scenes of five layers: the most a movie may hold (MOVIE_LIMITS). */
  const biggest = (text: string) =>
    tinyMovie({
      scenes: Array.from({ length: 1000 }, (_, i) => ({
        name: `Scene ${i}`,
        length: 25,
        layers: Array.from({ length: 5 }, (_, j) => ({
          name: `Layer ${j}`,
          text: { text, size: 20, color: '#ffffff' },
        })),
      })),
    });

  it('store the biggest movie in both forms, checked and encoded off the event loop', async () => {
    const before = ctx.server.app.bodyWorkers.offloaded;
    const big = biggest('t'.repeat(100));
    const saved = await putJson(movie('Biggest'), JSON.stringify(big));
    expect(saved.status, saved.text).toBe(201);
    const binary = await putBinary(movie('Biggest binary'), encodeMovie(big));
    expect(binary.status, binary.text).toBe(201);
    expect(ctx.server.app.bodyWorkers.offloaded).toBe(before + 2);
    for (const name of ['Biggest', 'Biggest binary']) {
      const read = await ctx.server.request(`${movie(name)}?json=1`, { token: ctx.owner });
      expect(read.json.scenes).toHaveLength(1000);
      expect(read.json.scenes[999].layers[4]).toEqual({
        name: 'Layer 4',
        text: { text: 't'.repeat(100), size: 20, color: '#ffffff' },
      });
    }
  });

  it('refuse on the worker what a save on the event loop refused, in the same words, and keep the movie saved', async () => {
    const pad = 't'.repeat(100);
    const wrongEnum = biggest(pad);
    (wrongEnum.scenes![999] as Record<string, unknown>).transition = { type: 'SPIN' };
    expectRefused(
      await putJson(movie('Biggest'), JSON.stringify(wrongEnum)),
      400,
      /scenes\[999\]\.transition\.type cannot be "SPIN"/,
    );
    const unknownField = biggest(pad);
    (unknownField.scenes![998]!.layers![2] as Record<string, unknown>).blur = 3;
    expectRefused(
      await putJson(movie('Biggest'), JSON.stringify(unknownField)),
      400,
      /scenes\[998\]\.layers\[2\]\.blur is not a field of Layer/,
    );
    const tooManyScenes = biggest(pad);
    tooManyScenes.scenes!.push({ name: 'One more', length: 25 });
    expectRefused(await putJson(movie('Biggest'), JSON.stringify(tooManyScenes)), 400, /scenes must be at most 1000/);
    const tooLong = biggest(pad);
    tooLong.scenes![0]!.length = 4 * 60 * 60 * 25;
    expectRefused(await putBinary(movie('Biggest'), encodeMovie(tooLong)), 400, /at most/);
    expectRefused(
      await putBinary(movie('Biggest'), new Uint8Array(100_000).fill(0xff)),
      400,
      /not a valid scene description/,
    );
    expectRefused(
      await putJson(movie('Biggest'), `{"scenes":[${'{"name":"a"},'.repeat(8_000)}{"__proto__":{"x":1}}]}`),
      400,
      /not valid JSON/,
    );
    expectRefused(await putJson(movie('Biggest'), 'null'), 400, /Send the movie/);
    const read = await ctx.server.request(`${movie('Biggest')}?json=1`, { token: ctx.owner });
    expect(read.json.scenes[0].layers[0].text.text).toBe(pad);
  });
});

describe('render requests of the biggest movie, checked on a render-check worker', () => {
  const postRender = (body: unknown) =>
    rawRequest(ctx.server.url, `${render()}/v2/render/${ctx.uid}`, {
      method: 'POST',
      token: ctx.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const biggest = (layer: (scene: number, index: number) => Record<string, unknown>) =>
    tinyMovie({
      scenes: Array.from({ length: 1000 }, (_, i) => ({
        name: `Scene ${i}`,
        length: 25,
        layers: Array.from({ length: 5 }, (_, j) => layer(i, j)),
      })),
    });
  const text = (scene: number, index: number) => ({
    name: `Layer ${index}`,
    text: { text: `Text ${scene}.${index} ${'t'.repeat(60)}`, size: 20, color: '#ffffff' },
  });

  it('give a token for the biggest movie, sent or stored, its inputs looked up by the server', async () => {
    const before = ctx.server.app.renderTokens.checks.offloaded;
    const sent = await postRender({ movie: biggest(text), params: { title: 'Sent' } });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json?.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await putJson(`${api()}/sdl/${ctx.uid}/Stored%20biggest`, JSON.stringify(biggest(text)))).status).toBe(201);
    const stored = await postRender({ movie: 'Stored biggest', format: 'jpg' });
    expect(stored.status, stored.text).toBe(200);
    expect(ctx.server.app.renderTokens.checks.offloaded).toBe(before + 2);
    // A small movie is checked in place.
    expect((await postRender({ movie: tinyMovie() })).status).toBe(200);
    expect(ctx.server.app.renderTokens.checks.offloaded).toBe(before + 2);
  });

  it('refuse on the worker what a check on the event loop refused, naming the layer', async () => {
    const missing = biggest((scene, index) =>
      scene === 999 && index === 3 ? { name: 'Logo', image: { asset: 'missing.png' } } : text(scene, index),
    );
    expectRefused(
      await postRender({ movie: missing }),
      400,
      /^Scene 1000 "Scene 999", layer 4 "Logo" uses the asset "missing.png", which does not exist in the project\./,
    );
    const wrongEnum = biggest(text);
    (wrongEnum.scenes![500] as Record<string, unknown>).transition = { type: 'SPIN' };
    expectRefused(await postRender({ movie: wrongEnum }), 400, /scenes\[500\]\.transition\.type cannot be "SPIN"/);
    expectRefused(
      await postRender({ movie: biggest(text), params: { title: 'a\u0000b' } }),
      400,
      /The value of title holds a NUL character/,
    );
    expectRefused(await postRender({ movie: biggest(text), story: 'Welcome' }), 400, /not several/);
  });
});
