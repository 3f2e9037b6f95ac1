import type { Bindings, Layer, Movie, Variable } from '@reelforge/sdl';
import type { MoviePlan } from './plan-types.js';

/** Frames [start, end) of the movie, rendered once per run (static) or for every row (dynamic). */
export interface ReuseRange {
  start: number;
  end: number;
  static: boolean;
}

/** How a movie's rows are made: whole, or from its ranges (docs/render-reuse.md). */
export type ReuseLayout =
  | { whole: true; reason: string }
  | {
      whole: false;
      /** In order, covering the movie; static and dynamic alternate. */
      ranges: ReuseRange[];
      /** No varying value reaches the sound: it is made once for the run. */
      staticSound: boolean;
    };

/** A static range shorter than this many seconds is rendered with its row (a segment costs a run of its own). */
const MIN_STATIC_SECONDS = 1;
/** Layer fields that move the layer's frames in its scene. */
const LAYER_TIMING = new Set(['start', 'duration']);

/** The variables whose value may differ from row to row: those given, datasource ones, and formats using either. */
export function varyingVariables(movie: Movie, varying: Iterable<string>): Set<string> {
  const given = new Set(varying);
  const variables: Variable[] = movie.variables ?? [];
  const out = new Set<string>();
  for (const v of variables) {
    // A datasource variable reads the row's record: it varies whatever keys the row sets.
    if (v.key && (given.has(v.key) || v.type === 'DATASOURCE')) out.add(v.key);
  }
  // A format varies when any variable it names varies; until nothing changes.
  let grew = true;
  while (grew) {
    grew = false;
    for (const v of variables) {
      if (!v.key || out.has(v.key) || v.type !== 'FORMAT') continue;
      const refs = [...(v.format ?? '').matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]!);
      if (refs.some((ref) => out.has(ref))) {
        out.add(v.key);
        grew = true;
      }
    }
  }
  return out;
}

/** The fields of `bindings` bound to a varying variable. */
export function touched(bindings: Bindings | undefined, varying: ReadonlySet<string>): string[] {
  return Object.entries(bindings ?? {}).flatMap(([field, key]) => (varying.has(key) ? [field] : []));
}

/** Every field of a layer bound to a varying variable, on the layer and on any content (whatever its kind). */
export function layerTouched(layer: Layer, varying: ReadonlySet<string>): string[] {
  const contents = [layer.video, layer.image, layer.text, layer.color];
  return [...touched(layer.bindings, varying), ...contents.flatMap((c) => touched(c?.bindings, varying))];
}

type Span = [number, number];

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

/**
 * Which frames of a movie no varying value can change (pure; docs/render-reuse.md). `movie`
 * is the movie as stored (with its bindings), `plan` its plan for one row, `varying` the
 * variable keys a row may set. A scene bound to a varying value (any of its own fields, or
 * a layer's start or duration) is dynamic whole; a layer bound to one makes its own frames
 * dynamic; a transition touching a dynamic frame is dynamic whole. A varying length makes
 * the timeline itself vary: the movie is rendered whole. When unsure, dynamic.
 */
export function reuseLayout(movie: Movie, plan: MoviePlan, varying: Iterable<string>): ReuseLayout {
  const keys = varyingVariables(movie, varying);
  const scenes = movie.scenes ?? [];
  if (scenes.length !== plan.scenes.length) return { whole: true, reason: 'the plan does not match the movie' };
  const dynamic: Span[] = [];
  let staticSound = !(movie.audio ?? []).some((track) => touched(track.bindings, keys).length > 0);

  for (const [s, scene] of scenes.entries()) {
    const planned = plan.scenes[s]!;
    const whole: Span = [planned.start, planned.start + planned.length];
    const own = touched(scene.bindings, keys);
    if (own.includes('length'))
      return { whole: true, reason: `the length of scene ${s + 1} is bound to a varying value` };
    if (own.length) dynamic.push(whole);
    for (const [l, layer] of (scene.layers ?? []).entries()) {
      const fields = layerTouched(layer, keys);
      if (!fields.length) continue;
      // A video's sound is mixed into the track: a varying video layer makes the sound vary.
      if (layer.video || fields.some((f) => ['asset', 'audio', 'volume', 'offset', 'loop'].includes(f)))
        staticSound = false;
      const at = planned.layers.find((p) => p.index === l);
      if (!at || fields.some((f) => LAYER_TIMING.has(f))) dynamic.push(whole);
      else dynamic.push([planned.start + at.start, planned.start + at.end]);
    }
  }

  // A transition draws both scenes: touching a dynamic frame, it is dynamic whole.
  let spans = merge(dynamic);
  for (const scene of plan.scenes) {
    const frames = scene.transition?.frames ?? 0;
    if (!frames) continue;
    const t: Span = [scene.start, scene.start + frames];
    if (spans.some(([a, b]) => a < t[1] && t[0] < b)) spans.push(t);
  }
  spans = merge(spans);

  const minStatic = Math.max(1, Math.round((MIN_STATIC_SECONDS * plan.rate.num) / plan.rate.den));
  const ranges: ReuseRange[] = [];
  let at = 0;
  for (const [a, b] of [...spans, [plan.frames, plan.frames] as Span]) {
    if (a > at) {
      // Too short to be worth a segment of its own: rendered with the row.
      if (a - at < minStatic) spans.push([at, a]);
      else ranges.push({ start: at, end: a, static: true });
    }
    at = Math.max(at, b);
  }
  if (!ranges.length) return { whole: true, reason: 'no part of the movie is static' };
  for (const [a, b] of merge(spans)) ranges.push({ start: a, end: Math.min(b, plan.frames), static: false });
  ranges.sort((x, y) => x.start - y.start);
  return { whole: false, ranges: ranges.filter((r) => r.end > r.start), staticSound };
}
