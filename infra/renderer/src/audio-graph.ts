import type { FilterGraph } from './filter-graph.js';
import { num } from './colour.js';
import type { MoviePlan } from './plan-types.js';

/** Samples of one frame of each audio encoder at 48 kHz (anullsrc's own frames are 1024). */
const FRAME_SAMPLES: Readonly<Record<string, number>> = { libvorbis: 64, mp2: 1152, libmp3lame: 1152, wmav2: 2048 };

/**
 * A silent track of `duration` for the encoder `codec`: in frames of the encoder's size,
 * since ffmpeg does not cut a graph's sound into them when the run has no input file (a
 * movie of colours and texts only).
 */
export function silence(codec: string | undefined, sampleRate: number, duration: string): string[] {
  const samples = FRAME_SAMPLES[codec ?? ''];
  return [`anullsrc=r=${sampleRate}:cl=stereo${samples ? `:nb_samples=${samples}` : ''}`, `atrim=end=${duration}`];
}

/**
 * The movie's sound for the output window: each track cut from its source, faded, set to
 * its volume and delayed to its place, mixed without normalising (amix normalize=0 keeps
 * every track at the volume it was given), then padded to the window. Silence when there is
 * nothing to play, so that every render of a movie has the same streams.
 */
export function audioChain(
  g: FilterGraph,
  plan: MoviePlan,
  paths: Record<string, string>,
  withAudio: ReadonlySet<string>,
): string {
  const { start, end } = plan.window;
  const tracks: { input: string; filters: string[]; index: number }[] = [];
  plan.audio.forEach((track, index) => {
    if (track.layer && !withAudio.has(track.asset)) return;
    const file = paths[track.asset];
    const from = Math.max(track.at, start);
    const to = Math.min(track.at + track.frames, end);
    if (!file || from >= to) return;
    const input = g.input(file, [
      ...(track.loop ? ['-stream_loop', '-1'] : []),
      ...(track.from > 0 ? ['-ss', g.seconds(track.from)] : []),
    ]);
    const filters = [`atrim=end=${g.seconds(track.frames)}`, 'asetpts=PTS-STARTPTS'];
    if (track.fadein > 0) filters.push(`afade=t=in:st=0:d=${g.seconds(track.fadein)}`);
    if (track.fadeout > 0)
      filters.push(`afade=t=out:st=${g.seconds(track.frames - track.fadeout)}:d=${g.seconds(track.fadeout)}`);
    if (track.volume !== 1) filters.push(`volume=${num(track.volume)}`);
    // The window may begin or end inside the track.
    if (from > track.at || to < track.at + track.frames) {
      filters.push(`atrim=start=${g.seconds(from - track.at)}:end=${g.seconds(to - track.at)}`, 'asetpts=PTS-STARTPTS');
    }
    if (from > start)
      filters.push(`adelay=delays=${num(((from - start) * plan.rate.den * 1000) / plan.rate.num)}:all=1`);
    tracks.push({ input: `${input}:a`, filters, index });
  });
  const duration = g.seconds(end - start);
  const sampleRate = plan.output.audio?.sampleRate ?? 48_000;
  const pad = `apad=whole_dur=${duration}`;
  const [only] = tracks;
  if (!only) return g.add([], silence(plan.output.audio?.codec, sampleRate, duration), 'aout');
  if (tracks.length === 1) return g.add([only.input], [...only.filters, pad], 'aout');
  const labels = tracks.map((track) => g.add([track.input], track.filters, `a${track.index}`));
  return g.add(labels, [`amix=inputs=${labels.length}:normalize=0:duration=longest`, pad], 'aout');
}
