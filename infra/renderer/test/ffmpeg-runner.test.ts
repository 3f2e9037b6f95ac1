import { chmod, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, FfmpegRunner, MEDIA_DEMUXERS, type FfmpegJob } from '../src/index.js';
import { frameOf, makeMedia, meanColour, run, type TestMedia } from './helpers/media.js';
import { ffmpegFailure } from './helpers/ffmpeg-failure.js';

let media: TestMedia;
/** A distinctive clip outside the files handed over: pure blue, 3 s. */
let secret: string;
beforeAll(async () => {
  media = await makeMedia();
  secret = path.join(media.dir, 'secret', 'private.mp4');
  await mkdir(path.dirname(secret));
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=160x90:d=3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    secret,
  ]);
});
afterAll(() => media.remove());

const at = (name: string) => path.join(media.dir, name);
/** A render of the first file given to a 160x90 png. */
const still = (output: string): Omit<FfmpegJob, 'files'> => ({
  inputs: [{ file: 0 }],
  graph: '[0:v]scale=160:90[v]',
  outputArgs: ['-map', '[v]', '-frames:v', '1'],
  output,
});

/** Files that make ffmpeg's demuxers open other files, each pointing at the secret clip. */
async function traps(): Promise<Record<string, string>> {
  const relative = path.relative(path.join(media.dir, 'traps'), secret);
  const files: Record<string, string> = {
    'absolute.m3u8': `#EXTM3U\n#EXT-X-TARGETDURATION:3\n#EXTINF:3,\n${secret}\n#EXT-X-ENDLIST\n`,
    'relative.m3u8': `#EXTM3U\n#EXT-X-TARGETDURATION:3\n#EXTINF:3,\n${relative}\n#EXT-X-ENDLIST\n`,
    'playlist-named.mp4': `#EXTM3U\n#EXT-X-TARGETDURATION:3\n#EXTINF:3,\n${secret}\n#EXT-X-ENDLIST\n`,
    'playlist-named.ts': `#EXTM3U\n#EXTINF:3,\nfile:${secret}\n`,
    'list.ffconcat': `ffconcat version 1.0\nfile '${secret}'\n`,
    'concat-named.mov': `ffconcat version 1.0\nfile '${secret}'\n`,
  };
  await mkdir(path.join(media.dir, 'traps'), { recursive: true });
  const paths: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) {
    paths[name] = path.join(media.dir, 'traps', name);
    await writeFile(paths[name]!, text);
  }
  return paths;
}

describe('the ffmpeg runner', () => {
  const runner = new FfmpegRunner();

  it('reads a file handed over whatever its name says (%d, *, concat:, subfile:)', async () => {
    for (const name of ['frame%03d.png', 'any*.png', 'concat:red.png|blue.png', 'subfile:,,start,0,end,0,,:red.png']) {
      const file = path.join(media.dir, 'names', name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await readFile(at('red.png')));
      const output = at(`named-${Buffer.from(name).toString('hex')}.png`);
      await runner.ffmpeg({ files: [file], ...still(output) });
      const { r, b } = meanColour(await frameOf(output));
      expect([r > 200, b < 60]).toEqual([true, true]);
    }
  });

  it('refuses playlists and concat lists, which without the whitelist do open other files', async () => {
    const paths = await traps();
    // Unprotected, ffmpeg follows the playlist to the secret blue clip: what the runner stops.
    const open = at('unprotected.png');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      paths['absolute.m3u8']!,
      '-frames:v',
      '1',
      '-y',
      open,
    ]);
    expect(meanColour(await frameOf(open)).b).toBeGreaterThan(200);

    const said: Record<string, string> = {};
    for (const [name, file] of Object.entries(paths)) {
      const output = at(`trap-${name}.png`);
      const error = await ffmpegFailure(runner.ffmpeg({ files: [file], ...still(output) }));
      said[name] = error.stderr;
      expect(error.failure, name).toBe('failed');
      expect(error.stderr, name).toMatch(/Format not on whitelist|Invalid data found/);
      await expect(readFile(output)).rejects.toThrow();
      await expect(runner.probe(file), name).rejects.toBeInstanceOf(FfmpegError);
    }
    // The demuxers were found by content, and refused by the whitelist.
    expect(said['absolute.m3u8']).toMatch(/\[hls @ \w+\] Format not on whitelist/);
    expect(said['playlist-named.mp4']).toMatch(/\[hls @ \w+\] Format not on whitelist/);
    expect(said['list.ffconcat']).toMatch(/\[concat @ \w+\] Format not on whitelist/);
    expect(MEDIA_DEMUXERS).not.toContain('hls');
    expect(MEDIA_DEMUXERS).not.toContain('concat');
    expect(MEDIA_DEMUXERS).not.toContain('image2');
  });

  it('refuses a text file and an SVG or HTML page named as images', async () => {
    const cases = {
      'text.png': 'just some words\n',
      'drawing.jpg':
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
      'page.jpg': '<!doctype html><html><body><img src="/etc/passwd"></body></html>',
    };
    for (const [name, text] of Object.entries(cases)) {
      await writeFile(at(name), text);
      const error = await ffmpegFailure(runner.ffmpeg({ files: [at(name)], ...still(at(`${name}.out.png`)) }));
      expect(error.failure, name).toBe('failed');
    }
  });

  it('puts neither file names nor graph text on the command line, and removes the graph script', async () => {
    const log = at('argv.log');
    const spy = at('ffmpeg-spy.sh');
    await writeFile(spy, `#!/bin/sh\nprintf '%s\\n' "$@" > '${log}'\nexec ffmpeg "$@"\n`);
    await chmod(spy, 0o755);
    const text = 'A caption of the user; with [brackets] and, commas';
    const output = at('spied.png');
    await new FfmpegRunner({ ffmpegPath: spy }).ffmpeg({
      files: [at('red.png'), '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
      inputs: [{ file: 0 }],
      graph: `[0:v]drawtext=fontfile=/dev/fd/4:expansion=none:text='${text.replace(/[\\'[\],;]/g, '\\$&')}'[v]`,
      outputArgs: ['-map', '[v]', '-frames:v', '1'],
      output,
    });
    const argv = (await readFile(log, 'utf8')).split('\n');
    expect(argv).toContain('/dev/fd/3');
    expect(argv.join(' ')).not.toContain('red.png');
    expect(argv.join(' ')).not.toContain('caption');
    expect(argv.join(' ')).not.toContain('DejaVu');
    const script = argv[argv.indexOf('-filter_complex_script') + 1]!;
    await expect(readFile(script)).rejects.toThrow();
    expect((await readdir(tmpdir())).filter((n) => n === path.basename(path.dirname(script)))).toEqual([]);
    expect(argv.slice(argv.indexOf('-i') - 4, argv.indexOf('-i'))).toEqual([
      '-format_whitelist',
      MEDIA_DEMUXERS.join(','),
      '-protocol_whitelist',
      'file',
    ]);
  });

  it('stops a run past its time limit and says so', async () => {
    const slow = new FfmpegRunner({ timeoutMs: 300 });
    const error = await ffmpegFailure(
      slow.ffmpeg({
        graph: 'testsrc2=s=1280x720:d=600[v]',
        outputArgs: ['-map', '[v]', '-c:v', 'libx264', '-preset', 'veryslow', '-f', 'mp4'],
        output: at('slow.mp4'),
      }),
    );
    expect([error.failure, error.reason]).toEqual(['timeout', 'it ran longer than 300 ms']);
  });

  it('stops an output at its size limit: a file, and an HLS folder', async () => {
    const small = new FfmpegRunner({ outputLimitBytes: 50_000 });
    const noisy = 'testsrc2=s=320x240:r=25:d=20[v]';
    const file = await ffmpegFailure(
      small.ffmpeg({
        graph: noisy,
        outputArgs: ['-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-f', 'mp4'],
        output: at('big.mp4'),
      }),
    );
    expect([file.failure, file.reason]).toEqual(['output-limit', 'its output reached the limit of 50000 bytes']);
    const dir = at('big-hls');
    await mkdir(dir);
    const hls = await ffmpegFailure(
      small.ffmpeg({
        graph: noisy,
        outputArgs: [
          '-map',
          '[v]',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-qp',
          '0',
          '-f',
          'hls',
          '-hls_time',
          '1',
          '-hls_segment_filename',
          path.join(dir, 's%03d.ts'),
        ],
        output: path.join(dir, 'index.m3u8'),
        outputKind: 'dir',
      }),
    );
    expect(hls.failure).toBe('output-limit');
  });

  it('probes real media', async () => {
    const probe = await runner.probe(at('clip.mp4'));
    expect(probe.streams?.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(probe.format?.format_name).toContain('mp4');
  });
});
