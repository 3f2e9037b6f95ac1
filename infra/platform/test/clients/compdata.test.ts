import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compdataClient, type CompdataClient } from '@reelforge/api/compdata';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let compdata: CompdataClient;
let prjuid: string;

const SQUARE = [
  '<movie>',
  '  <params><vparams width="500" height="500" videoframerate="30"/></params>',
  '  <scene name="One" length="30"><layer><color color="#00ff00"/></layer></scene>',
  '</movie>',
].join('\n');
const PLAIN = '<movie>\n  <scene length="25"><layer><color color="#ffffff"/></layer></scene>\n</movie>';

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  compdata = demo.api.regional(compdataClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Templates by the client');
});
afterAll(() => server.close());

describe('the compdata client', () => {
  it('saves a template, reads its text back, lists it with its size and rate, and removes it', async () => {
    expect(await compdata.list(prjuid)).toEqual([]);
    const saved = await compdata.save(prjuid, 'Square', SQUARE);
    expect(saved).toMatchObject({
      name: 'Square',
      prjuid,
      region: 'eu-west-1',
      type: 'compdata',
      width: 500,
      height: 500,
      fps: '30/1',
    });
    expect(await compdata.text(prjuid, 'Square')).toBe(SQUARE);
    await compdata.save(prjuid, 'plain', PLAIN);
    expect((await compdata.list(prjuid)).map((item) => [item.name, item.width, item.height, item.fps])).toEqual([
      ['Square', 500, 500, '30/1'],
      ['plain', 640, 360, '25/1'],
    ]);
    await compdata.remove(prjuid, 'plain');
    expect((await compdata.list(prjuid)).map((item) => item.name)).toEqual(['Square']);
    await expect(compdata.text(prjuid, 'plain')).rejects.toMatchObject({ status: 404 });
  });

  it('reads every page and one page at a time', async () => {
    for (const name of ['b', 'c', 'd']) await compdata.save(prjuid, name, PLAIN);
    const first = await compdata.page(prjuid, undefined, 2);
    expect(first.items.map((item) => item.name)).toEqual(['Square', 'b']);
    const second = await compdata.page(prjuid, first.next, 2);
    expect(second).toEqual({
      items: [expect.objectContaining({ name: 'c' }), expect.objectContaining({ name: 'd' })],
      next: undefined,
    });
    const pages: string[][] = [];
    for await (const items of compdata.pages(prjuid, 3)) pages.push(items.map((item) => item.name));
    expect(pages).toEqual([['Square', 'b', 'c'], ['d']]);
    for (const name of ['b', 'c', 'd']) await compdata.remove(prjuid, name);
  });

  it("rejects a template with the platform's message naming the line and column", async () => {
    await expect(compdata.save(prjuid, 'bad', '<movie>\n  <scene length="ten"/>\n</movie>')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^The XML template is not valid: line 2, column 10: length of <scene> must be a whole number/,
      ),
    });
    expect((await compdata.list(prjuid)).map((item) => item.name)).toEqual(['Square']);
  });

  it('refuses names the URL would change before sending them', async () => {
    await expect(compdata.save(prjuid, '..', PLAIN)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/reserved/),
    });
    await expect(compdata.save(prjuid, 'a/b', PLAIN)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/slash/),
    });
    await expect(compdata.text(prjuid, '.')).rejects.toMatchObject({ status: 400 });
    await expect(compdata.remove(prjuid, '..')).rejects.toMatchObject({ status: 400 });
  });

  it("keeps another user's project apart", async () => {
    const theirs = other.api.regional(compdataClient, 'eu-west-1');
    await expect(theirs.list(prjuid)).rejects.toMatchObject({ status: 404 });
    await expect(theirs.text(prjuid, 'Square')).rejects.toMatchObject({ status: 404 });
    await expect(theirs.save(prjuid, 'Square', PLAIN)).rejects.toMatchObject({ status: 404 });
    await expect(theirs.remove(prjuid, 'Square')).rejects.toMatchObject({ status: 404 });
    expect(await compdata.text(prjuid, 'Square')).toBe(SQUARE);
  });
});
