import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontChecks } from '../../src/media-tools/font-check-workers.ts';
import { listData, putData } from '../helpers/assets.ts';
import { DEJAVU } from '../helpers/media.ts';
import { withProject } from '../helpers/with-project.ts';

// A font's check (a second of CPU for a large one) runs on a thread of its own, not on the event loop.
let ttf: Buffer;

const ctx = withProject('Font threads');

beforeAll(async () => {
  ttf = await readFile(DEJAVU);
});

describe('font checks', () => {
  it('run on font-check threads, several at once, and answer as before', async () => {
    const before = fontChecks.onThreads;
    const junk = Buffer.concat([ttf.subarray(0, 12), Buffer.alloc(4000, 7)]);
    const [fonts, cut, renamed] = await Promise.all([
      Promise.all(['a.ttf', 'b.ttf', 'c.otf'].map((name) => putData(ctx.server, ctx.owner, ctx.uid, name, ttf))),
      putData(ctx.server, ctx.owner, ctx.uid, 'cut.ttf', junk),
      putData(ctx.server, ctx.owner, ctx.uid, 'fake.woff2', ttf),
    ]);
    for (const reply of fonts) expect(reply.status, reply.bytes.toString()).toBe(201);
    expect(cut.status).toBe(400);
    expect(cut.json.Message).toMatch(/^cut\.ttf is not a font that can be read: /);
    expect(renamed.status).toBe(400);
    expect(renamed.json.Message).toBe('fake.woff2 is not a font that can be read: it is not a WOFF2 file');
    expect(fontChecks.onThreads).toBe(before + 5);
    const names = (await listData(ctx.server, ctx.owner, ctx.uid)).json.Fonts?.map(
      (font: { name: string }) => font.name,
    );
    expect(names?.sort()).toEqual(['a.ttf', 'b.ttf', 'c.otf']);
  });
});
