import { describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { rawRequest } from '../security/raw-http.ts';
import { withProject } from '../helpers/with-project.ts';

const lines = (...parts: string[]) => parts.join('\n');
const HD = lines(
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<movie>',
  '  <params><vparams width="1280" height="720" videoframerate="30000/1001"/></params>',
  '  <scene name="Intro" length="50"><layer><color color="#112233"/></layer></scene>',
  '</movie>',
);
const PLAIN = lines(
  '<movie>',
  '  <scene name="Only" length="25"><layer><color color="#ffffff"/></layer></scene>',
  '</movie>',
);

const url = (name: string, project = ctx.uid) => `${api()}/compdata/${project}/${encodeURIComponent(name)}`;
const xml = (type = 'application/xml') => ({ 'content-type': type });
const put = (name: string, text: string, token = ctx.owner, type = 'application/xml') =>
  ctx.server.request(url(name), { method: 'PUT', token, body: text, headers: xml(type) });
const listed = async (query = '') =>
  ctx.server.request(`${api()}/list/compdata/${ctx.uid}${query}`, { token: ctx.owner });

const ctx = withProject('Templates', { others: ['other'] });

describe('XML templates (compdata)', () => {
  it('are stored, read back as XML, listed with their size and frame rate, replaced and deleted', async () => {
    const created = await put('Promo HD', HD);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Promo HD',
      prjuid: ctx.uid,
      region: 'eu-west-1',
      type: 'compdata',
      width: 1280,
      height: 720,
      fps: '30000/1001',
    });

    const read = await ctx.server.request(url('Promo HD'), { token: ctx.owner });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(read.text).toBe(HD);

    // A template that says no size or rate lists the defaults (640x360 at 25/1).
    expect((await put('plain', PLAIN, ctx.owner, 'text/xml')).json).toMatchObject({
      width: 640,
      height: 360,
      fps: '25/1',
    });
    const list = await listed();
    expect(list.status).toBe(200);
    expect(list.json.Metadata).toEqual({ Count: 2 });
    expect(
      list.json.Compdata.map((c: { name: string; width: number; height: number; fps: string }) => [
        c.name,
        c.width,
        c.height,
        c.fps,
      ]),
    ).toEqual([
      ['Promo HD', 1280, 720, '30000/1001'],
      ['plain', 640, 360, '25/1'],
    ]);

    const replaced = await put('plain', HD);
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      name: 'plain',
      uid: list.json.Compdata[1].uid,
      width: 1280,
      date_created: list.json.Compdata[1].date_created,
    });
    expect((await ctx.server.request(url('plain'), { token: ctx.owner })).text).toBe(HD);

    expect((await ctx.server.request(url('plain'), { method: 'DELETE', token: ctx.owner })).json).toEqual({
      Deleted: 'plain',
    });
    expect((await ctx.server.request(url('plain'), { token: ctx.owner })).status).toBe(404);
    expect((await ctx.server.request(url('plain'), { method: 'DELETE', token: ctx.owner })).status).toBe(404);
    expect((await listed()).json.Compdata.map((c: { name: string }) => c.name)).toEqual(['Promo HD']);
  });

  it('list a page at a time with a page token', async () => {
    for (const name of ['page a', 'page b', 'page c']) expect((await put(name, PLAIN)).status).toBe(201);
    const first = await listed('?pagesize=2');
    expect(first.json.Compdata.map((c: { name: string }) => c.name)).toEqual(['Promo HD', 'page a']);
    expect(first.json.Metadata.PageToken).toEqual(expect.any(String));
    const second = await listed(`?pagesize=2&pagetoken=${first.json.Metadata.PageToken}`);
    expect(second.json.Compdata.map((c: { name: string }) => c.name)).toEqual(['page b', 'page c']);
    expect(second.json.Metadata).toEqual({ Count: 2 });
    const forged = await listed('?pagetoken=abc');
    expect(forged.status).toBe(400);
    expect(forged.json.Message).toMatch(/page token is not valid/);
    for (const name of ['page a', 'page b', 'page c'])
      await ctx.server.request(url(name), { method: 'DELETE', token: ctx.owner });
  });

  it.each([
    [
      'an unknown element',
      lines('<movie>', '  <scene length="10">', '    <layr/>', '  </scene>', '</movie>'),
      /line 3, column \d+: /,
    ],
    [
      'a number that is text',
      lines('<movie>', '  <scene length="ten"/>', '</movie>'),
      /line 2, column 10: length of <scene> must be a whole number/,
    ],
    ['an element never closed', '<movie>\n  <scene length="10">\n', /line 3, column 1: The XML is not well-formed/],
    ['a wrong close tag', lines('<movie>', '  <scene length="10">', '</movie>'), /line 3, column 1: .*not well-formed/],
    ['another root element', '<film/>', /line 1, column \d+: /],
    [
      'a DOCTYPE with an entity',
      '<!DOCTYPE movie [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>\n<movie/>',
      /line 1, column \d+: .*DOCTYPE/,
    ],
    ['not XML at all', '{"movie": {}}', /line 1, column \d+: /],
  ])('refuse %s with its line and column (400, nothing stored)', async (_case, text, message) => {
    const reply = await put('bad', text);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json.Message).toMatch(/^The XML template is not valid: /);
    expect(reply.json.Message).toMatch(message);
    expect((await ctx.server.request(url('bad'), { token: ctx.owner })).status).toBe(404);
  });

  it('name at most five problems and count the rest', async () => {
    const text = lines('<movie>', ...Array.from({ length: 8 }, () => '  <scene length="x"/>'), '</movie>');
    const reply = await put('bad', text);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/line 6, column 10: .*; and 3 more problems$/);
  });

  it.each([
    ['an empty body', '', 'application/xml'],
    ['only spaces', '   \n', 'application/xml'],
    ['JSON', '{"name": "x"}', 'application/json'],
  ])('refuse %s (400)', async (_case, text, type) => {
    const reply = await put('bad', text, ctx.owner, type);
    expect(reply.status).toBe(400);
  });

  it('refuse a body of another content type (415) and one over 4 MiB (413) before reading it', async () => {
    expect((await put('bad', PLAIN, ctx.owner, 'image/png')).status).toBe(415);
    const huge = `<movie>${' '.repeat(4 * 1024 * 1024)}</movie>`;
    const reply = await put('huge', huge);
    expect(reply.status).toBe(413);
    expect((await ctx.server.request(url('huge'), { token: ctx.owner })).status).toBe(404);
  });

  it.each([
    ['%2e%2e', /reserved/],
    ['.', /reserved/],
    ['a%2Fb', /slash/],
    ['..%5Cx', /slash/],
    ['a%00b', /control character U\+0000/],
    ['a%E2%80%AEb', /bidirectional control U\+202E/],
    ['x'.repeat(201), /200/],
  ])('refuse the name %s (400, sent byte for byte)', async (segment, message) => {
    const reply = await rawRequest(ctx.server.url, `${api()}/compdata/${ctx.uid}/${segment}`, {
      method: 'PUT',
      token: ctx.owner,
      body: PLAIN,
      headers: xml(),
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });

  it("of another user's project are a 404 for every call, and theirs stay as they were", async () => {
    const calls = [
      ctx.server.request(`${api()}/list/compdata/${ctx.uid}`, { token: ctx.others.other }),
      ctx.server.request(url('Promo HD'), { token: ctx.others.other }),
      put('Promo HD', PLAIN, ctx.others.other),
      put('theirs', PLAIN, ctx.others.other),
      ctx.server.request(url('Promo HD'), { method: 'DELETE', token: ctx.others.other }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(404);
      expect(reply.json.Message).toBe(`Project ${ctx.uid} not found`);
    }
    expect((await ctx.server.request(url('Promo HD'), { token: ctx.owner })).text).toBe(HD);
    expect((await listed()).json.Compdata.map((c: { name: string }) => c.name)).toEqual(['Promo HD']);
  });

  it('need a signed-in caller', async () => {
    expect((await ctx.server.request(`${api()}/list/compdata/${ctx.uid}`)).status).toBe(401);
    expect((await ctx.server.request(url('Promo HD'))).status).toBe(401);
  });

  it('keep names with spaces, a percent sign and markup as text', async () => {
    const name = '50% <b>off<b> & "more"';
    const saved = await put(name, PLAIN);
    expect(saved.status, saved.text).toBe(201);
    expect((await ctx.server.request(url(name), { token: ctx.owner })).text).toBe(PLAIN);
    expect((await listed()).json.Compdata.map((c: { name: string }) => c.name)).toContain(name);
    await ctx.server.request(url(name), { method: 'DELETE', token: ctx.owner });
  });

  it('go with their project', async () => {
    const temp = await createProject(ctx.server, ctx.owner, 'Short-lived');
    expect(
      (await ctx.server.request(url('t', temp), { method: 'PUT', token: ctx.owner, body: PLAIN, headers: xml() }))
        .status,
    ).toBe(201);
    expect((await ctx.server.request(`${api()}/project/${temp}`, { method: 'DELETE', token: ctx.owner })).status).toBe(
      200,
    );
    expect((await ctx.server.request(url('t', temp), { token: ctx.owner })).status).toBe(404);
  });
});
