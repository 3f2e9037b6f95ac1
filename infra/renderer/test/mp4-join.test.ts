import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderError } from '../src/api.js';
import { joinLayout } from '../src/mp4-join.js';
import { type Mp4Track, readMp4Track } from '../src/mp4-track.js';
import { joinSegments } from '../src/segment-join.js';
import { run } from './helpers/media.js';

const q = ['-hide_banner', '-loglevel', 'error', '-y'];
/** The encoder settings of a row's segments (stitchable x264). */
const encode = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-g',
  '250',
  '-pix_fmt',
  'yuv420p',
  '-x264-params',
  'stitchable=1',
  '-an',
  '-movflags',
  '+faststart',
];

let dir: string;
const at = (name: string) => path.join(dir, name);
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'renderer-mp4-join-'));
  const source = ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=2'];
  await Promise.all([
    // Frames 0-29 and 30-49 of one moving picture.
    run('ffmpeg', [...q, ...source, '-frames:v', '30', ...encode, at('a.mp4')]),
    run('ffmpeg', [...q, ...source, '-vf', 'trim=start_frame=30,setpts=PTS-STARTPTS', ...encode, at('b.mp4')]),
    // The same first segment with its moov after the media (no +faststart).
    run('ffmpeg', [...q, ...source, '-frames:v', '30', ...encode.slice(0, -2), at('a-moov-last.mp4')]),
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=2',
      '-ac',
      '2',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-f',
      'mp4',
      at('sound.m4a'),
    ]),
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function track(name: string): Promise<Mp4Track> {
  const read = await readMp4Track(at(name));
  if (!read) throw new Error(`${name} was not read`);
  return read;
}

/** The md5 of each decoded picture (or of each packet as stored, with `packets`), in order. */
async function md5s(file: string, packets = false): Promise<string[]> {
  const { stdout } = await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    file,
    '-map',
    '0:v',
    ...(packets ? ['-c', 'copy'] : []),
    '-f',
    'framemd5',
    '-',
  ]);
  return stdout
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split(',').at(-1)!.trim());
}

async function streams(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,duration,nb_frames,start_time:format=duration',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; duration: string; nb_frames: string; start_time: string }[];
    format: { duration: string };
  };
}

/** Presentation times of the decoded pictures, in the stream's time base. */
async function pictureTimes(file: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v',
    '-show_entries',
    'frame=best_effort_timestamp',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(stdout) as { frames: { best_effort_timestamp: number }[] }).frames.map(
    (f) => f.best_effort_timestamp,
  );
}

async function join(
  name: string,
  segments: Mp4Track[],
  sound?: Mp4Track,
  limitBytes = 1 << 30,
  signal?: AbortSignal,
): Promise<string> {
  const output = at(name);
  await joinSegments({ segments, sound, output, limitBytes, signal });
  return output;
}

describe('segments joined into one mp4 without ffmpeg', () => {
  it("plays the segments' pictures in order, packets as encoded, with the sound beside", async () => {
    const output = await join('joined.mp4', [await track('a.mp4'), await track('b.mp4')], await track('sound.m4a'));
    const [a, b, joined] = await Promise.all([md5s(at('a.mp4')), md5s(at('b.mp4')), md5s(output)]);
    expect(joined).toHaveLength(50);
    expect(joined).toEqual([...a, ...b]);
    const [pa, pb, pj] = await Promise.all([md5s(at('a.mp4'), true), md5s(at('b.mp4'), true), md5s(output, true)]);
    expect(pj).toEqual([...pa, ...pb]);
    const probed = await streams(output);
    const video = probed.streams.find((s) => s.codec_type === 'video')!;
    const audio = probed.streams.find((s) => s.codec_type === 'audio')!;
    expect(video).toMatchObject({ codec_name: 'h264', nb_frames: '50', start_time: '0.000000' });
    expect(Number(video.duration)).toBeCloseTo(2, 3);
    expect(audio).toMatchObject({ codec_name: 'aac', start_time: '0.000000' });
    expect(Number(audio.duration)).toBeCloseTo(2, 2);
    expect(Number(probed.format.duration)).toBeCloseTo(2, 2);
    // Every picture at its frame: 512 ticks of 1/12800 s apart from 0.
    expect(await pictureTimes(output)).toEqual(Array.from({ length: 50 }, (_, i) => i * 512));
    // The sound's samples are those of the sound file, byte for byte.
    const audioMd5 = async (file: string) =>
      (
        await run('ffmpeg', [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          file,
          '-map',
          '0:a',
          '-c',
          'copy',
          '-f',
          'md5',
          '-',
        ])
      ).stdout.trim();
    expect(await audioMd5(output)).toBe(await audioMd5(at('sound.m4a')));
    // ffmpeg decodes it whole without a complaint.
    const { stderr } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'warning', '-i', output, '-f', 'null', '-']);
    expect(stderr).toBe('');
  });

  it('a segment whose pictures start later in its track (a longer reordering delay) still plays each picture at its frame', async () => {
    // The same pictures, described with one more frame of delay: the edit list starts later and every composition offset is larger.
    const later = (t: Mp4Track): Mp4Track => ({
      ...t,
      edits: t.edits.map((e) => ({ ...e, mediaTime: e.mediaTime + 512 })),
      samples: t.samples.map((s) => ({ ...s, cts: s.cts + 512 })),
    });
    const [a, b] = [await track('a.mp4'), await track('b.mp4')];
    const expected = [...(await md5s(at('a.mp4'))), ...(await md5s(at('b.mp4')))];
    for (const [name, segments] of [
      ['later-second.mp4', [a, later(b)]],
      ['later-first.mp4', [later(a), b]],
    ] as const) {
      const output = await join(name, [...segments]);
      expect(await md5s(output)).toEqual(expected);
      expect(await pictureTimes(output)).toEqual(Array.from({ length: 50 }, (_, i) => i * 512));
      const video = (await streams(output)).streams[0]!;
      expect(Number(video.duration)).toBeCloseTo(2, 3);
    }
  });

  it('reads a segment whatever the place of its moov, and refuses what is not a one-track mp4', async () => {
    const first = await track('a.mp4');
    const last = await track('a-moov-last.mp4');
    expect(last.samples.map((s) => s.size)).toEqual(first.samples.map((s) => s.size));
    expect(last).toMatchObject({ codec: 'avc1', width: 160, height: 90, handler: 'vide', timescale: 12800 });
    expect(last.avcC.equals(first.avcC)).toBe(true);

    await writeFile(at('text.mp4'), 'not a video at all');
    expect(await readMp4Track(at('text.mp4'))).toBeUndefined();
    // Two tracks.
    await join('two-tracks.mp4', [first], await track('sound.m4a'));
    expect(await readMp4Track(at('two-tracks.mp4'))).toBeUndefined();
    // Cut inside its moov.
    const whole = await readFile(at('a.mp4'));
    await writeFile(at('cut.mp4'), whole.subarray(0, 200));
    expect(await readMp4Track(at('cut.mp4'))).toBeUndefined();
    // A sample table that names more samples than it sizes.
    const broken = Buffer.from(whole);
    const stsz = broken.indexOf('stsz', 0, 'latin1');
    broken.writeUInt32BE(broken.readUInt32BE(stsz + 12) + 5, stsz + 12);
    await writeFile(at('broken.mp4'), broken);
    expect(await readMp4Track(at('broken.mp4'))).toBeUndefined();
    await writeFile(at('empty.mp4'), '');
    expect(await readMp4Track(at('empty.mp4'))).toBeUndefined();
  });

  it('refuses tracks of the wrong kind with the reason', async () => {
    const sound = await track('sound.m4a');
    const a = await track('a.mp4');
    expect(joinLayout([sound])).toBe('segment 1 is not a video track like the first');
    expect(joinLayout([a, sound])).toBe('segment 2 is not a video track like the first');
    expect(joinLayout([a], a)).toBe('the sound is not an audio track');
    expect(joinLayout([])).toBe('there is no segment');
    expect(joinLayout([{ ...a, edits: [{ duration: 100, mediaTime: -1 }, ...a.edits] }])).toBe(
      'segment 1 has an edit list the join does not carry',
    );
    await expect(
      joinSegments({ segments: [a, sound], output: at('never.mp4'), limitBytes: 1 << 30 }),
    ).rejects.toMatchObject({
      kind: 'ffmpeg',
      message: "The row's segments cannot be joined: segment 2 is not a video track like the first.",
    });
  });

  it('a row past the output limit is refused before it is written; a stopped one ends as stopped', async () => {
    const segments = [await track('a.mp4'), await track('b.mp4')];
    const bytes = (await stat(at('a.mp4'))).size;
    const refused = join('too-big.mp4', segments, undefined, bytes);
    await expect(refused).rejects.toBeInstanceOf(RenderError);
    await expect(refused).rejects.toMatchObject({ kind: 'input', message: expect.stringContaining('output limit') });
    await expect(stat(at('too-big.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
    const stop = new AbortController();
    stop.abort();
    await expect(join('stopped.mp4', segments, undefined, 1 << 30, stop.signal)).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
