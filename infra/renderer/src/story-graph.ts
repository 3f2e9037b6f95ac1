import { audioChain as movieAudio, silence } from './audio-graph.js';
import { DEFAULT_FONT, mappedOutputArgs, movieVideo, type FfmpegCommand } from './args.js';
import { num } from './colour.js';
import { expr, FilterGraph, ScopedGraph } from './filter-graph.js';
import type { StoryPlan, StoryPlanScene } from './story-plan.js';

/** Mask channels as ffmpeg picks them from an RGBA picture. */
const CHANNEL: Record<string, string[]> = {
  luma: ['format=gray'],
  red: ['format=gbrap', 'extractplanes=r'],
  green: ['format=gbrap', 'extractplanes=g'],
  blue: ['format=gbrap', 'extractplanes=b'],
  alpha: ['format=gbrap', 'extractplanes=a'],
};

/**
 * A scene's picture made exactly its length: its last frame held, cut at its frame count, in the
 * story's pixel format and time base.
 */
function heldFor(scene: StoryPlanScene, tail: string[]): string[] {
  return [
    'tpad=stop=-1:stop_mode=clone',
    `trim=end_frame=${scene.frames}`,
    'format=yuv420p',
    'setsar=1',
    'settb=AVTB',
    ...tail,
  ];
}

/**
 * One scene's picture: its video from the offset, at the story's size and rate, its last frame held
 * as long as needed.
 */
function sceneChain(
  g: FilterGraph,
  plan: StoryPlan,
  scene: StoryPlanScene,
  paths: Record<string, string>,
  tail: string[],
): string {
  const { width: w, height: h } = plan;
  const { movie } = scene;
  if (movie) {
    // The movie's own scenes, drawn at the story's size and rate (its plan was made so).
    const part = new ScopedGraph(g, `mv${scene.index}_`);
    const label = part.label(movieVideo(part, movie.plan, { paths: movie.paths, defaultFont: DEFAULT_FONT }));
    return g.add(
      [label],
      [
        ...(scene.offset > 0 ? [`trim=start_frame=${scene.offset}`, 'setpts=PTS-STARTPTS'] : []),
        ...heldFor(scene, tail),
      ],
      `s${scene.index}`,
    );
  }
  const input = g.input(paths[scene.asset]!, scene.offset > 0 ? ['-ss', g.seconds(scene.offset)] : []);
  return g.add(
    [`${input}:v`],
    [
      'setpts=PTS-STARTPTS',
      `fps=${g.fps}`,
      `scale=${w}:${h}:force_original_aspect_ratio=increase`,
      `crop=${w}:${h}`,
      ...heldFor(scene, tail),
    ],
    `s${scene.index}`,
  );
}

/**
 * A mask transition: the new scene is laid over the old one through its mask, a picture
 * whose channel (inverted if asked) says where it appears first: dark parts first, light
 * parts last, the whole picture by the transition's end.
 */
function maskJoin(
  g: FilterGraph,
  plan: StoryPlan,
  scene: StoryPlanScene,
  join: Extract<StoryPlanScene['join'], { kind: 'mask' }>,
  previous: string,
  label: string,
  paths: Record<string, string>,
): string {
  const t = join.frames;
  const rest = scene.frames - t;
  const input = g.input(paths[join.asset]!);
  const mask = g.add(
    [`${input}:v`],
    [
      'format=rgba',
      `scale=${plan.width}:${plan.height}`,
      ...CHANNEL[join.channel]!,
      ...(join.invert ? ['negate'] : []),
      'loop=loop=-1:size=1',
      `settb=${g.frameDuration}`,
      'setpts=N',
      `trim=end_frame=${t}`,
      `geq=lum=${expr(`if(lte(lum(X,Y),255*(N+1)/${t + 1}),255,0)`)}`,
      ...(rest > 0 ? [`tpad=stop=${rest}:stop_mode=add:color=white`] : []),
      'settb=AVTB',
    ],
    `m${scene.index}`,
  );
  const shown = g.add(
    [label, mask],
    ['alphamerge', `setpts=PTS-STARTPTS+${g.seconds(scene.start)}/TB`],
    `n${scene.index}`,
  );
  const under = rest > 0 ? g.add([previous], [`tpad=stop=${rest}:stop_mode=clone`], `u${scene.index}`) : previous;
  return g.add(
    [under, shown],
    ['overlay=eof_action=pass:format=yuv420', 'format=yuv420p', `setpts=${g.frameTimes}`],
    `x${scene.index}`,
  );
}

/** The story's sound: scene sounds and story sounds, placed, faded, mixed by the level mode. */
function audioChain(g: FilterGraph, plan: StoryPlan, paths: Record<string, string>): string {
  const ms = (frames: number) => num((frames * plan.rate.den * 1000) / plan.rate.num);
  const tracks: string[] = [];
  const place = (stream: string, filters: string[], at: number) => {
    if (at > 0) filters.push(`adelay=delays=${ms(at)}:all=1`);
    tracks.push(g.add([stream], ['aformat=channel_layouts=stereo', ...filters], `a${tracks.length}`));
  };
  for (const scene of plan.scenes) {
    if (!scene.audio) continue;
    const { movie } = scene;
    if (movie) {
      const part = new ScopedGraph(g, `ma${scene.index}_`);
      const label = part.label(movieAudio(part, movie.plan, movie.paths, movie.withAudio));
      place(
        label,
        [
          `atrim=start=${g.seconds(scene.offset)}:end=${g.seconds(scene.offset + scene.frames)}`,
          'asetpts=PTS-STARTPTS',
        ],
        scene.start,
      );
      continue;
    }
    const input = g.input(paths[scene.asset]!, scene.offset > 0 ? ['-ss', g.seconds(scene.offset)] : []);
    place(`${input}:a`, [`atrim=end=${g.seconds(scene.frames)}`, 'asetpts=PTS-STARTPTS'], scene.start);
  }
  for (const sound of plan.sounds) {
    const input = g.input(paths[sound.asset]!, sound.loop ? ['-stream_loop', '-1'] : []);
    const filters = [`atrim=end=${g.seconds(sound.frames)}`, 'asetpts=PTS-STARTPTS'];
    if (sound.fadein > 0) filters.push(`afade=t=in:st=0:d=${g.seconds(sound.fadein)}`);
    if (sound.fadeout > 0)
      filters.push(`afade=t=out:st=${g.seconds(sound.frames - sound.fadeout)}:d=${g.seconds(sound.fadeout)}`);
    if (sound.volume !== 1) filters.push(`volume=${num(sound.volume)}`);
    place(`${input}:a`, filters, sound.at);
  }
  const duration = g.seconds(plan.frames);
  const sampleRate = plan.output.audio!.sampleRate;
  if (tracks.length === 0) return g.add([], silence(plan.output.audio!.codec, sampleRate, duration), 'aout');
  const mix =
    tracks.length === 1
      ? []
      : [`amix=inputs=${tracks.length}:duration=longest${plan.level === 'legacy' ? '' : ':normalize=0'}`];
  const level = {
    legacy: [],
    hardclip: ['asoftclip=type=hard'],
    softclip: ['asoftclip=type=tanh'],
    softclip4x: ['asoftclip=type=tanh:oversample=4'],
  }[plan.level];
  return g.add(
    tracks,
    [
      ...mix,
      ...(plan.volume !== 1 ? [`volume=${num(plan.volume)}`] : []),
      ...level,
      `apad=whole_dur=${duration}`,
      `atrim=end=${duration}`,
    ],
    'aout',
  );
}

/**
 * A story's ffmpeg run, one filter graph like a movie's: a chain per scene, joined by xfade
 * (crossfade, fades, wipes, pushes), by a fade through a colour, by a mask overlay, or
 * concatenated; the sound mixed beside it. Files are handed over like every render's.
 */
export function buildStoryArgs(plan: StoryPlan, paths: Record<string, string>, output: string): FfmpegCommand {
  const g = new FilterGraph(plan.rate);
  const tails = new Map<number, string[]>(plan.scenes.map((scene) => [scene.index, []]));
  plan.scenes.forEach((scene, i) => {
    const previous = plan.scenes[i - 1];
    if (scene.join?.kind !== 'through' || !previous) return;
    const { frames, colour } = scene.join;
    const half = frames / 2;
    tails
      .get(previous.index)!
      .push(`fade=t=out:st=${g.seconds(previous.frames - frames)}:d=${g.seconds(half)}:color=${colour.hex}`);
    tails.get(scene.index)!.push(`fade=t=in:st=${g.seconds(half)}:d=${g.seconds(half)}:color=${colour.hex}`);
  });
  let video = '';
  for (const scene of plan.scenes) {
    const label = sceneChain(g, plan, scene, paths, tails.get(scene.index)!);
    const join = scene.join;
    if (!video) video = label;
    else if (join?.kind === 'mask') video = maskJoin(g, plan, scene, join, video, label, paths);
    else if (join) {
      const xfade = join.kind === 'xfade' ? join.xfade : 'fade';
      video = g.add(
        [video, label],
        [
          `xfade=transition=${xfade}:duration=${g.seconds(join.frames)}:offset=${g.seconds(scene.start)}`,
          `setpts=${g.frameTimes}`,
        ],
        `x${scene.index}`,
      );
    } else video = g.add([video, label], ['concat=n=2:v=1:a=0'], `x${scene.index}`);
  }
  const audio = plan.output.audio ? audioChain(g, plan, paths) : undefined;
  return {
    files: g.files,
    inputs: g.inputs,
    graph: g.toString(),
    outputArgs: mappedOutputArgs(video, audio, plan.output, output),
    output,
    outputKind: 'file',
  };
}
