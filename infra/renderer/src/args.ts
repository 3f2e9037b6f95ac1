import path from 'node:path';
import { audioChain } from './audio-graph.js';
import type { FfmpegJob } from './ffmpeg-runner.js';
import { FilterGraph } from './filter-graph.js';
import type { MoviePlan, OutputPlan } from './plan-types.js';
import { sceneChain, type SceneFiles } from './scene-graph.js';

/** Text layers without a font asset use DejaVu Sans. */
export const DEFAULT_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * A render's ffmpeg run, as the runner takes it: the files it reads (handed over as
 * /dev/fd/N), its inputs, the filter graph (a script file) and the output's options.
 */
export type FfmpegCommand = Required<
  Pick<FfmpegJob, 'files' | 'inputs' | 'graph' | 'outputArgs' | 'output' | 'outputKind'>
>;

export interface BuildOptions {
  /** Absolute path of every asset the plan names (layers, fonts, audio). */
  paths: Record<string, string>;
  /** The file written (for hls: the playlist; segments go beside it). */
  output: string;
  defaultFont?: string;
  /** Video assets with a sound track: only their video layers' `audio` is mixed in. */
  withAudio?: ReadonlySet<string>;
}

const BT709 = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];
const ONE_FRAME = ['-frames:v', '1', '-update', '1'];

/** An output path ffmpeg writes as a plain file even if it holds a colon (`a:b` would be a protocol). */
function file(name: string): string {
  return name.includes(':') ? `file:${name}` : name;
}

export function videoArgs({ video, target }: OutputPlan): string[] {
  const rate = ['-b:v', `${video.bitrate}k`];
  const gop = ['-g', String(video.keyint)];
  switch (video.codec) {
    case 'libx264': {
      const quality = video.crf === undefined ? rate : ['-crf', String(video.crf)];
      // HLS: a keyframe every second exactly, so every segment is one second and the first comes fast.
      const hls = target === 'hls' ? ['-keyint_min', String(video.keyint), '-sc_threshold', '0'] : [];
      return [
        '-c:v',
        'libx264',
        '-preset',
        video.preset ?? 'veryfast',
        ...quality,
        ...gop,
        ...hls,
        '-pix_fmt',
        'yuv420p',
        ...BT709,
      ];
    }
    case 'libvpx':
      // VP8's realtime mode: several times faster than "good", at the same bit rate.
      return [
        '-c:v',
        'libvpx',
        ...rate,
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        ...gop,
        '-pix_fmt',
        'yuv420p',
        ...BT709,
      ];
    case 'prores_ks':
      return ['-c:v', 'prores_ks', '-profile:v', '2', '-pix_fmt', 'yuv422p10le', ...BT709];
    case 'mpeg2video':
      return ['-c:v', 'mpeg2video', ...rate, ...gop, '-pix_fmt', 'yuv420p', ...BT709];
    case 'wmv2':
      return ['-c:v', 'wmv2', ...rate, ...gop, '-pix_fmt', 'yuv420p'];
    case 'gif':
      return ['-c:v', 'gif'];
    case 'mjpeg':
      return ['-c:v', 'mjpeg', '-q:v', '2', ...ONE_FRAME];
    default:
      return ['-c:v', video.codec, ...ONE_FRAME];
  }
}

export function audioArgs({ audio }: OutputPlan): string[] {
  if (!audio) return [];
  return [
    '-c:a',
    audio.codec,
    '-b:a',
    String(audio.bitrate),
    '-ar',
    String(audio.sampleRate),
    '-ac',
    String(audio.channels),
  ];
}

function muxerArgs(plan: OutputPlan, output: string): string[] {
  switch (plan.muxer) {
    case 'mp4':
      return ['-movflags', '+faststart'];
    case 'hls':
      return [
        '-hls_time',
        '1',
        '-hls_playlist_type',
        'event',
        '-hls_flags',
        'independent_segments',
        '-hls_segment_filename',
        file(path.join(path.dirname(output), 'segment_%05d.ts')),
      ];
    default:
      return [];
  }
}

/**
 * What follows the graph, for a movie and a story alike: its picture and sound mapped, encoded for
 * the output, muxed.
 */
export function mappedOutputArgs(video: string, audio: string | undefined, plan: OutputPlan, output: string): string[] {
  return [
    '-map',
    `[${video}]`,
    ...(audio ? ['-map', `[${audio}]`] : []),
    ...videoArgs(plan),
    ...audioArgs(plan),
    ...muxerArgs(plan, output),
    '-f',
    plan.muxer,
  ];
}

/**
 * The picture of a plan's window in a graph: a chain per scene joined by xfade or concat;
 * returns its label. A story's movie scene is drawn by it too, in the story's graph.
 */
export function movieVideo(g: FilterGraph, plan: MoviePlan, files: SceneFiles): string {
  const { window } = plan;
  // FADE through a colour: the old scene fades to it, the new one from it, crossfaded between.
  const tails = new Map<number, string[]>();
  window.scenes.forEach((ws, i) => {
    const through = plan.scenes[ws.scene]!.transition;
    const previous = window.scenes[i - 1];
    if (!ws.transition || !through?.through || !previous) return;
    const colour = through.through.hex;
    const half = through.frames / 2;
    const previousFrames = previous.to - previous.from;
    (tails.get(previous.scene) ?? tails.set(previous.scene, []).get(previous.scene)!).push(
      `fade=t=out:st=${g.seconds(previousFrames - through.frames)}:d=${g.seconds(half)}:color=${colour}`,
    );
    tails.set(ws.scene, [`fade=t=in:st=${g.seconds(half)}:d=${g.seconds(half)}:color=${colour}`]);
  });

  const chains = window.scenes.map((ws) => ({ ws, label: sceneChain(g, plan, ws, files, tails.get(ws.scene) ?? []) }));
  let video = chains[0]!.label;
  for (const { ws, label } of chains.slice(1)) {
    const transition = plan.scenes[ws.scene]!.transition;
    const join =
      ws.transition && transition
        ? [
            `xfade=transition=${transition.xfade}:duration=${g.seconds(transition.frames)}` +
              `:offset=${g.seconds(plan.scenes[ws.scene]!.start - window.renderStart)}`,
            // ffmpeg 5.1's xfade sometimes skips a timestamp where the old scene ends (the frame
            // count is right): number the frames again so the next offset and the output hold.
            `setpts=${g.frameTimes}`,
          ]
        : ['concat=n=2:v=1:a=0'];
    video = g.add([video, label], join, `x${ws.scene}`);
  }

  return video;
}

/**
 * Step 3 of the pipeline (pure): the ffmpeg run of a plan. All compositing is one
 * filter graph: a chain per scene (normalised to the movie's size, rate, yuv420p, sar 1 and
 * timebase, as xfade needs), scenes joined by xfade or concat, the sound mixed beside it.
 */
export function buildFfmpegArgs(plan: MoviePlan, options: BuildOptions): FfmpegCommand {
  const g = new FilterGraph(plan.rate);
  const files: SceneFiles = { paths: options.paths, defaultFont: options.defaultFont ?? DEFAULT_FONT };
  const { window } = plan;
  let video = movieVideo(g, plan, files);

  const finish: string[] = [];
  if (window.renderStart < window.start || window.renderEnd > window.end) {
    const first = window.start - window.renderStart;
    finish.push(
      `trim=${first > 0 ? `start_frame=${first}:` : ''}end_frame=${window.end - window.renderStart}`,
      'setpts=PTS-STARTPTS',
    );
  }
  const target = plan.output.target;
  // Frames and GIFs leave YUV: say which matrix and range the pictures are in (BT.709, limited).
  if (target === 'jpg')
    finish.push('scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc', 'format=yuvj420p');
  if (target === 'png' || target === 'tif' || target === 'gif')
    finish.push('scale=in_color_matrix=bt709:in_range=tv', 'format=rgb24');
  if (target === 'gif') {
    g.addMany([video], [...finish, 'split'], ['g0', 'g1']);
    g.add(['g0'], ['palettegen'], 'gp');
    video = g.add(['g1', 'gp'], ['paletteuse'], 'vout');
  } else if (finish.length) video = g.add([video], finish, 'vout');

  const audio = plan.output.audio ? audioChain(g, plan, options.paths, options.withAudio ?? new Set()) : undefined;

  return {
    files: g.files,
    inputs: g.inputs,
    graph: g.toString(),
    outputArgs: mappedOutputArgs(video, audio, plan.output, options.output),
    output: options.output,
    outputKind: plan.output.muxer === 'hls' ? 'dir' : 'file',
  };
}
