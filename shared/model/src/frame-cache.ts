// The rules of the console's frame cache (docs/reference.md, "Frames while scrubbing"):
// which rendered frame a key names, which frames are kept, and which neighbours of the
// wanted frame are fetched ahead. The console's hook (useFrameImage of @reelforge/ui/preview)
// does the fetching; nothing here does I/O.

/** At most this many frames are kept… */
export const FRAME_CACHE_FRAMES = 120;
/** …and at most this many bytes of them (about 60 MB). */
export const FRAME_CACHE_BYTES = 60 * 1024 * 1024;

/** Two 53-bit hashes (cyrb53) of the text with different seeds, as hex: a key, not a secret. */
export function textHash(text: string): string {
  const half = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return half(0) + half(0x9e3779b9);
}

/** What a movie's frames are drawn from: the project, the movie's content and its values. */
export interface FrameSource {
  prjuid: string;
  movie: unknown;
  params: Record<string, string>;
}

/**
 * The key of everything a frame is drawn from but its number: the same whatever order the
 * values were given in; any edit of the movie or a value gives another key.
 */
export function frameContentKey({ prjuid, movie, params }: FrameSource): string {
  const values = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return textHash(JSON.stringify([prjuid, movie ?? null, values]));
}

/** The key of one frame of that content. */
export const frameKey = (content: string, frame: number): string => `${content}:${frame}`;

/**
 * The order neighbours of the wanted frame are fetched in: the three nearest frames in the
 * direction the playhead moves, then the three behind, then 5 and 10 frames ahead and behind.
 * Only frames of the movie (0 to frames - 1); `direction` is +1 (forward, the default) or -1.
 */
export function prefetchOrder(frame: number, frames: number, direction = 1): number[] {
  const ahead = direction < 0 ? -1 : 1;
  const offsets = [1, 2, 3, -1, -2, -3, 5, 10, -5, -10].map((offset) => offset * ahead);
  const order: number[] = [];
  for (const offset of offsets) {
    const neighbour = frame + offset;
    if (neighbour >= 0 && neighbour < frames && !order.includes(neighbour)) order.push(neighbour);
  }
  return order;
}

/** Whether a frame being fetched ahead is still worth having once `wanted` is the wanted frame. */
export const isNearFrame = (frame: number, wanted: number, frames: number, direction = 1): boolean =>
  frame === wanted || prefetchOrder(wanted, frames, direction).includes(frame);

/** Which way the playhead went: +1 forward (and when it stayed), -1 back. */
export const scrubDirection = (from: number | null, to: number): number => (from !== null && to < from ? -1 : 1);

/** The least recently used entries past the limits, dropped by `FrameLru.set`. */
export interface Evicted<V> {
  key: string;
  value: V;
}

/**
 * A least-recently-used store bounded by count and by bytes. Reading an entry makes it the
 * most recent; adding one drops the oldest until both limits hold again (the entry just added
 * stays, however big) and answers what it dropped, for the caller to release.
 */
export class FrameLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly limits: { frames: number; bytes: number }) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): Evicted<V>[] {
    const evicted: Evicted<V>[] = [];
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.bytes;
      if (old.value !== value) evicted.push({ key, value: old.value });
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.frames && this.total <= this.limits.bytes) break;
      if (oldest === key) continue;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
      evicted.push({ key: oldest, value: entry.value });
    }
    return evicted;
  }

  /** Empties the store; answers every value it held. */
  clear(): V[] {
    const values = [...this.entries.values()].map((entry) => entry.value);
    this.entries.clear();
    this.total = 0;
    return values;
  }
}
