import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { listData, putData } from '../helpers/assets.ts';
import { cutWoff2, withGarbage, woff2Junk, woff2WithGarbageTables, woffOf } from '../helpers/font-files.ts';
import { DEJAVU } from '../helpers/media.ts';
import { putUserFile } from '../helpers/userfs.ts';
import { movieUsing, renderThrough } from './renderer-attack.ts';
import { withProject } from '../helpers/with-project.ts';

/**
 * A font is read whole at upload: WOFF2 decompressed (wawoff2), WOFF inflated, every table
 * parsed. ffmpeg draws with another font, silently, when its font does not load, so junk
 * under a font's name is refused with a 400 that says why, and a real WOFF2 renders as itself.
 *
 * fixtures/DejaVuSans-ExtraLight.woff2 is /usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf
 * compressed by wawoff2.compress (about 15 s, so it is kept rather than made per run).
 */

const EXTRA_LIGHT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf';
const WOFF2_FIXTURE = fileURLToPath(new URL('../fixtures/DejaVuSans-ExtraLight.woff2', import.meta.url));

let ttf: Buffer;
let light: Buffer;
let woff2: Buffer;

const ctx = withProject('Fonts');

beforeAll(async () => {
  [ttf, light, woff2] = await Promise.all([readFile(DEJAVU), readFile(EXTRA_LIGHT), readFile(WOFF2_FIXTURE)]);
});

const refused = (name: string, why: string) => `${name} is not a font that can be read: ${why}`;

describe('fonts at upload', () => {
  it('refuses every kind of junk under a font name with a 400 saying why, and stores none of it', async () => {
    const junk: [string, Buffer, string | RegExp][] = [
      ['header-only.woff2', woff2Junk(2000), 'its WOFF2 data cannot be decompressed'],
      ['bare-header.woff2', woff2Junk(48), 'its WOFF2 data cannot be decompressed'],
      ['cut.woff2', cutWoff2(woff2, 30_000, false), 'the file is truncated'],
      ['cut-relabelled.woff2', cutWoff2(woff2, 30_000), 'its WOFF2 data cannot be decompressed'],
      ['garbage-tables.woff2', woff2WithGarbageTables(woff2), 'its WOFF2 data cannot be decompressed'],
      ['renamed-ttf.woff2', ttf, 'it is not a WOFF2 file'],
      ['bad-zlib.woff', woffOf(ttf, true), /^its table \S+ cannot be decompressed$/],
      ['cut.woff', woffOf(ttf).subarray(0, 50_000), 'the file is truncated'],
      ['garbage-tables.ttf', withGarbage(ttf, '*'), 'cmap table version should be 0.'],
      ['garbage-head.ttf', withGarbage(ttf, 'head'), 'Font header has wrong magic number.'],
      ['garbage-outlines.ttf', withGarbage(ttf, 'glyf'), /^glyph \d+ cannot be read/],
      ['cut.ttf', ttf.subarray(0, 300_000), 'the file is truncated or damaged'],
      ['text.otf', Buffer.from('not a font at all, only words\n'.repeat(40)), 'Unsupported OpenType signature not '],
    ];
    for (const [name, bytes, why] of junk) {
      const reply = await putData(ctx.server, ctx.owner, ctx.uid, name, bytes);
      expect(reply.status, name).toBe(400);
      const prefix = refused(name, '');
      expect(reply.json.Message.startsWith(prefix), `${name}: ${reply.json.Message}`).toBe(true);
      const said = reply.json.Message.slice(prefix.length);
      if (typeof why === 'string') expect(said, name).toBe(why);
      else expect(said, name).toMatch(why);
    }
    const stored = JSON.stringify((await listData(ctx.server, ctx.owner, ctx.uid)).json);
    for (const [name] of junk) expect(stored).not.toContain(name);
    // The user file store reads fonts the same way.
    const user = await putUserFile(ctx.server, ctx.owner, 'fonts/header-only.woff2', woff2Junk(2000));
    expect([user.status, user.json.Message]).toEqual([
      400,
      refused('header-only.woff2', 'its WOFF2 data cannot be decompressed'),
    ]);
  });

  it('takes real WOFF2, WOFF and TrueType fonts', async () => {
    for (const [name, bytes] of [
      ['Light.woff2', woff2],
      ['Light.ttf', light],
      ['Sans.woff', woffOf(ttf)],
      ['Sans.ttf', ttf],
    ] as const) {
      const reply = await putData(ctx.server, ctx.owner, ctx.uid, name, bytes);
      expect(reply.status, `${name}: ${JSON.stringify(reply.json)}`).toBe(201);
    }
  });

  it('renders a WOFF2 font as the same font in TrueType, not as the default font', async () => {
    const frame = async (font: string) => {
      const reply = await renderThrough(ctx.server, ctx.owner, ctx.uid, 'renderframe', movieUsing('font', font));
      expect(reply.status, `${font}: ${reply.bytes.toString().slice(0, 200)}`).toBe(200);
      return reply.bytes;
    };
    const [fromWoff2, fromTtf, fromDefault] = [
      await frame('Light.woff2'),
      await frame('Light.ttf'),
      await frame('Sans.ttf'),
    ];
    expect(fromWoff2.equals(fromTtf)).toBe(true);
    expect(fromWoff2.equals(fromDefault)).toBe(false);
  });
});
