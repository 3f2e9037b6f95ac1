import type { Movie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { buildFfmpegArgs, planMovie, resolveVariables, type FfmpegCommand, type PlanOptions } from '../src/index.js';
import { escapeForGraph, filterValue, quoteOptionValue } from '../src/escape.js';
import { FilterGraph } from '../src/filter-graph.js';
import { referenceMovie } from '../bench/reference-movie.js';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const paths = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `/media/${name}`]));

function command(
  movie: Movie,
  options: PlanOptions,
  output = '/out/movie',
  params: Record<string, string> = {},
  withAudio: string[] = [],
): FfmpegCommand {
  const plan = planMovie(resolveVariables(movie, { params }).movie, options);
  return buildFfmpegArgs(plan, {
    paths: paths('bg.mp4', 'still.png', 'music.wav', 'logo.png', 'clip.mp4', 'voice.mp3', 'font.ttf'),
    output,
    withAudio: new Set(withAudio),
  });
}

/**
 * The run as a command line, each input shown with the file it is handed (the runner adds
 * its fixed options and reads each as /dev/fd/N; the graph goes in a script file).
 */
function commandLine(run: FfmpegCommand): string[] {
  return [
    ...run.inputs.flatMap((input) => [...input.options!, '-i', run.files[input.file]!]),
    '-filter_complex',
    run.graph,
    ...run.outputArgs,
    run.output,
  ];
}

function args(...parameters: Parameters<typeof command>): string[] {
  return commandLine(command(...parameters));
}

/** The filter graph, one statement a line, for readable snapshots. */
function readable(list: string[]): string {
  const i = list.indexOf('-filter_complex');
  return [list.slice(0, i).join(' '), ...list[i + 1]!.split(/(?<!\\);/), list.slice(i + 2).join(' ')].join('\n');
}

describe('golden ffmpeg arguments', () => {
  it('the reference movie: the bare command graph, with its stills made once', () => {
    const list = args(
      referenceMovie(),
      { target: 'mp4', encode: { preset: 'medium', crf: 18, audioBitrate: 320000 } },
      '/out/movie.mp4',
      { name: 'Ada' },
    );
    const text = 'fontfile=/dev/fd/4:fontcolor=0xffffff:expansion=none';
    const box = 'box=1:boxcolor=0x000000@0.501961:boxborderw=20';
    expect(command(referenceMovie(), { target: 'mp4' }, '/out/movie.mp4', { name: 'Ada' }).files).toEqual([
      '/media/bg.mp4',
      FONT,
      '/media/still.png',
      '/media/music.wav',
    ]);
    expect(list).toEqual([
      '-i',
      '/media/bg.mp4',
      '-i',
      '/media/still.png',
      '-i',
      '/media/music.wav',
      '-filter_complex',
      [
        `[0:v]setpts=PTS-STARTPTS,fps=25,scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,tpad=stop=-1:stop_mode=clone,trim=end_frame=106,format=yuv420p,setsar=1,settb=AVTB,drawtext=${text}:text=Hello Ada:fontsize=96:x=(w-text_w)/2:y=(h-text_h)/2:${box}[s0]`,
        `[1:v]format=rgb24,scale=1280:720:force_original_aspect_ratio=increase:out_color_matrix=bt709:out_range=tv,format=yuv420p,crop=1280:720,setsar=1,drawtext=${text}:text=A still image with a caption:fontsize=56:x=0+(1280-text_w)/2:y=640-text_h:${box},loop=loop=-1:size=1,settb=1/25,setpts=N,trim=end_frame=87,fps=25,settb=AVTB[s1]`,
        `color=c=0x1d3557:s=1280x720:r=25:d=0.04,format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,setsar=1,drawtext=${text}:text=Thanks for watching:fontsize=72:x=(w-text_w)/2:y=(h-text_h)/2,loop=loop=-1:size=1,settb=1/25,setpts=N,trim=end_frame=81,fps=25,settb=AVTB[s2]`,
        '[s0][s1]xfade=transition=fade:duration=0.48:offset=3.76,setpts=N/25/TB[x1]',
        '[x1][s2]xfade=transition=wipeleft:duration=0.48:offset=6.76,setpts=N/25/TB[x2]',
        '[2:a]atrim=end=10,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=0.48,afade=t=out:st=9:d=1,apad=whole_dur=10[aout]',
      ].join(';'),
      '-map',
      '[x2]',
      '-map',
      '[aout]',
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-crf',
      '18',
      '-g',
      '250',
      '-pix_fmt',
      'yuv420p',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-color_range',
      'tv',
      '-c:a',
      'aac',
      '-b:a',
      '320000',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '/out/movie.mp4',
    ]);
  });

  it('a preview frame of the reference movie: only the still scene it falls in, one frame', () => {
    const list = args(referenceMovie(), { target: 'jpg', frame: 120 }, '/out/frame.jpg');
    expect(list.slice(0, 2)).toEqual(['-i', '/media/still.png']);
    expect(list[3]).toMatch(
      /^\[0:v\]format=rgb24,.*,drawtext=.*:text=A still image with a caption:.*\[s1\];\[s1\]scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p\[vout\]$/,
    );
    expect(list.slice(4)).toEqual([
      '-map',
      '[vout]',
      '-c:v',
      'mjpeg',
      '-q:v',
      '2',
      '-frames:v',
      '1',
      '-update',
      '1',
      '-f',
      'image2',
      '/out/frame.jpg',
    ]);
  });

  it('a preview frame inside a transition renders the transition from its start, then picks the frame', () => {
    const list = args(referenceMovie(), { target: 'png', frame: 100 }, '/out/frame.png');
    expect(list.filter((a) => a === '-i')).toHaveLength(2);
    expect(list).toContain('/media/bg.mp4');
    expect(list[list.indexOf('/media/bg.mp4') - 1]).toBe('-i');
    expect(list[list.indexOf('/media/bg.mp4') - 2]).toBe('3.76'); // -ss to the transition's start
    const graph = list[list.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('trim=end_frame=12,format=yuv420p');
    expect(graph).toContain(
      '[s0][s1]xfade=transition=fade:duration=0.48:offset=0,setpts=N/25/TB[x1];[x1]trim=start_frame=6:end_frame=7,setpts=PTS-STARTPTS,scale=in_color_matrix=bt709:in_range=tv,format=rgb24[vout]',
    );
  });

  const layered: Movie = {
    params: {
      vparams: { width: 320, height: 180, videoframerate: { num: 30000, den: 1001 } },
      aparams: { audiocodec: 'aac' },
    },
    scenes: [
      {
        name: 'Layers',
        length: 90,
        background: '#202020',
        layers: [
          {
            name: 'clip',
            video: { asset: 'clip.mp4', offset: 15, audio: true, volume: 0.5 },
            position: { x: 10, y: 10, w: 160, h: 90 },
            fit: 'CONTAIN',
            opacity: 0.8,
            fadein: 10,
            fadeout: 15,
          },
          {
            name: 'logo',
            image: { asset: 'logo.png' },
            position: { x: 240, y: 100, w: 64, h: 64 },
            fit: 'NONE',
            start: 30,
          },
          { name: 'tint', color: { color: '#ff000040' }, position: { y: 150, h: 30 } },
          {
            name: 'caption',
            text: {
              text: "It's 50%: [a,b]; c\\d",
              font: 'font.ttf',
              size: 18,
              color: '#ffff00',
              align: 'LEFT',
              valign: 'BOTTOM',
              box: '#00000080',
              boxpadding: 4,
            },
            position: { x: 8, y: 0, h: 172 },
            start: 5,
            duration: 60,
            fadein: 5,
            fadeout: 5,
          },
        ],
      },
    ],
    audio: [{ asset: 'voice.mp3', offset: 20, start: 10, duration: 40, volume: 1.5, fadeout: 10 }],
  };

  it('layers of every kind with timing, fades, opacity and fits (snapshot)', () => {
    expect(readable(args(layered, { target: 'mp4' }, '/out/layers.mp4', {}, ['clip.mp4']))).toMatchSnapshot();
  });

  it('layers seen from half-way through the scene (snapshot)', () => {
    expect(
      readable(args(layered, { target: 'hls', rangeStart: 40 }, '/out/hls/index.m3u8', {}, ['clip.mp4'])),
    ).toMatchSnapshot();
  });

  const transitions: Movie = {
    params: { vparams: { width: 160, height: 90, videocodec: 'vp8' } },
    scenes: [
      { length: 30, layers: [{ image: { asset: 'still.png' }, fit: 'STRETCH' }] },
      { length: 30, transition: { type: 'FADE', duration: 10, color: '#336699' }, background: '#00ff00' },
      {
        length: 30,
        transition: { type: 'PUSH', duration: 6, direction: 4 },
        layers: [{ video: { asset: 'bg.mp4', loop: true } }],
      },
      { length: 20, layers: [{ color: { color: '#0000ff' } }] },
    ],
  };

  it('transitions through a colour, pushes, cuts and silence (snapshot)', () => {
    expect(readable(args(transitions, { target: 'webm' }, '/out/t.webm'))).toMatchSnapshot();
  });

  it('a GIF: palette made from the movie itself, no sound (snapshot)', () => {
    expect(readable(args(transitions, { target: 'gif' }, '/out/t.gif'))).toMatchSnapshot();
  });
});

describe('filter graph escaping', () => {
  it('quotes option values and escapes them again for the graph parser', () => {
    expect(quoteOptionValue("it's")).toBe("'it'\\''s'");
    expect(escapeForGraph("a'b[c],d;e\\f")).toBe("a\\'b\\[c\\]\\,d\\;e\\\\f");
    expect(filterValue('50%: a,b')).toBe("\\'50%: a\\,b\\'");
  });

  it('writes times in microseconds at any frame rate', () => {
    const ntsc = new FilterGraph({ num: 30000, den: 1001 });
    expect([ntsc.seconds(0), ntsc.seconds(1), ntsc.seconds(30), ntsc.seconds(-15)]).toEqual([
      '0',
      '0.033366',
      '1.001',
      '-0.5005',
    ]);
    expect(new FilterGraph({ num: 25, den: 1 }).seconds(94)).toBe('3.76');
  });
});
