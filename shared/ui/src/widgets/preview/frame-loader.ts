import type { MoviesClient, PreviewOptions } from '@reelforge/api';
import {
  FRAME_CACHE_BYTES,
  FRAME_CACHE_FRAMES,
  FrameLru,
  frameKey,
  isNearFrame,
  messageOf,
  prefetchOrder,
  scrubDirection,
} from '@reelforge/model';

/** What the stage shows: the frame's object URL, which frame of the current movie it is, and how the wanted one goes. */
export interface FrameImage {
  url: string | null;
  /** The frame `url` shows, or null when it is of an earlier version of the movie or its values. */
  frame: number | null;
  /** The wanted frame is on its way (the last shown url stays meanwhile). */
  loading: boolean;
  error: string | null;
}

/** The frame asked for, with what it is drawn from (`content`: frameContentKey of the model). */
export interface WantedFrame {
  client: Pick<MoviesClient, 'previewFrame'>;
  prjuid: string;
  movie: PreviewOptions['movie'];
  params: Record<string, string>;
  username: string;
  frame: number;
  /** The movie's number of frames: neighbours are fetched within it. */
  frames: number;
  content: string;
}

/** The name of the performance measure of each frame shown: from being asked for to decoded. */
export const FRAME_MEASURE = 'reelforge:frame';
/** Requests fetching neighbours ahead at once: beside the wanted frame's, so it never waits for a render slot. */
const PREFETCHING = 1;

interface Flight {
  key: string;
  content: string;
  frame: number;
  controller: AbortController;
  prefetch: boolean;
}

interface Wanted extends WantedFrame {
  key: string;
  askedAt: number;
}

interface Shown {
  url: string;
  key: string;
  content: string;
  frame: number;
}

/** Resolves once the image at `url` is decoded: a frame counts as shown only then. */
export async function decodeImage(url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  await image.decode();
}

/**
 * The frames of one stage: the wanted frame fetched (or taken from the cache of object URLs)
 * and decoded, then its neighbours fetched ahead one at a time; a request for a frame no longer
 * wanted is aborted (so the preview host stops its render), unless it fetches a neighbour
 * near the new wanted frame. The rules (keys, neighbours, the LRU) are the model's
 * (frame-cache.ts); this holds the requests and the URLs, and says each change to `changed`.
 */
export class FrameLoader {
  private readonly cache = new FrameLru<string>({ frames: FRAME_CACHE_FRAMES, bytes: FRAME_CACHE_BYTES });
  private readonly flights = new Map<string, Flight>();
  /** Neighbours whose fetch failed: not asked again for this content. */
  private readonly failedAhead = new Set<string>();
  /** URLs evicted while shown or being decoded, revoked once neither. */
  private readonly evictedInUse = new Set<string>();
  private readonly decoding = new Set<string>();
  private wanted: Wanted | null = null;
  private shown: Shown | null = null;
  private error: string | null = null;
  private direction = 1;
  private closed = false;
  private last: FrameImage = { url: null, frame: null, loading: false, error: null };

  constructor(
    private readonly changed: (image: FrameImage) => void,
    private readonly decode: (url: string) => Promise<void> = decodeImage,
  ) {}

  want(next: WantedFrame): void {
    if (this.closed) return;
    const key = frameKey(next.content, next.frame);
    const before = this.wanted;
    if (before?.key === key) {
      this.wanted = { ...before, ...next, key, askedAt: before.askedAt };
      return;
    }
    if (before?.content === next.content) this.direction = scrubDirection(before.frame, next.frame);
    else this.failedAhead.clear();
    this.wanted = { ...next, key, askedAt: performance.now() };
    this.error = null;
    for (const flight of [...this.flights.values()]) {
      const near =
        flight.prefetch &&
        flight.content === next.content &&
        isNearFrame(flight.frame, next.frame, next.frames, this.direction);
      if (flight.key !== key && !near) this.abort(flight);
    }
    const url = this.cache.get(key);
    const flight = this.flights.get(key);
    if (url) void this.show(key, url, true);
    else if (flight) flight.prefetch = false;
    else this.fetch(key, next.frame, false);
    this.tell();
  }

  /** Aborts every request and revokes every URL: the stage is gone. */
  close(): void {
    this.closed = true;
    for (const flight of [...this.flights.values()]) this.abort(flight);
    const urls = new Set([...this.cache.clear(), ...this.evictedInUse]);
    if (this.shown) urls.add(this.shown.url);
    for (const url of urls) URL.revokeObjectURL(url);
    this.evictedInUse.clear();
  }

  private fetch(key: string, frame: number, prefetch: boolean): void {
    const wanted = this.wanted;
    if (!wanted) return;
    const controller = new AbortController();
    const flight: Flight = { key, content: wanted.content, frame, controller, prefetch };
    this.flights.set(key, flight);
    const { client, prjuid, movie, params, username } = wanted;
    client.previewFrame(prjuid, { movie, params, username, frame, signal: controller.signal }).then(
      (blob) => {
        if (this.flights.get(key) !== flight) return;
        this.flights.delete(key);
        const url = URL.createObjectURL(blob);
        for (const evicted of this.cache.set(key, url, blob.size)) this.release(evicted.value);
        if (this.wanted?.key === key) void this.show(key, url, false);
        else this.prefetchNext();
      },
      (error: unknown) => {
        if (this.flights.get(key) !== flight) return;
        this.flights.delete(key);
        if (this.wanted?.key === key) {
          this.error = messageOf(error);
          this.tell();
        } else {
          this.failedAhead.add(key);
          this.prefetchNext();
        }
      },
    );
  }

  private abort(flight: Flight): void {
    this.flights.delete(flight.key);
    flight.controller.abort();
  }

  private async show(key: string, url: string, cached: boolean): Promise<void> {
    this.decoding.add(url);
    try {
      await this.decode(url);
    } catch {
      if (this.wanted?.key === key && !this.closed) {
        this.error = 'The frame could not be shown';
        this.tell();
      }
      return;
    } finally {
      this.decoding.delete(url);
    }
    // Another frame was asked for meanwhile: the one shown before stays until that one is.
    const asked = this.wanted;
    if (this.closed || asked?.key !== key) return this.releaseIfEvicted(url);
    const previous = this.shown;
    this.shown = { url, key, content: asked.content, frame: asked.frame };
    if (previous && previous.url !== url) this.releaseIfEvicted(previous.url);
    performance.measure(FRAME_MEASURE, {
      start: asked.askedAt,
      end: performance.now(),
      detail: { frame: asked.frame, cached },
    });
    this.tell();
    this.prefetchNext();
  }

  /** Fetches the next neighbour not cached yet, once the wanted frame is shown, one at a time. */
  private prefetchNext(): void {
    const wanted = this.wanted;
    if (this.closed || !wanted || this.shown?.key !== wanted.key) return;
    const prefetching = [...this.flights.values()].filter((flight) => flight.prefetch).length;
    if (prefetching >= PREFETCHING) return;
    for (const frame of prefetchOrder(wanted.frame, wanted.frames, this.direction)) {
      const key = frameKey(wanted.content, frame);
      if (this.cache.has(key) || this.flights.has(key) || this.failedAhead.has(key)) continue;
      this.fetch(key, frame, true);
      return;
    }
  }

  /** An evicted URL is revoked unless it is on the stage or being decoded (then once it no longer is). */
  private release(url: string): void {
    if (url === this.shown?.url || this.decoding.has(url)) this.evictedInUse.add(url);
    else URL.revokeObjectURL(url);
  }

  private releaseIfEvicted(url: string): void {
    if (!this.evictedInUse.has(url) || url === this.shown?.url || this.decoding.has(url)) return;
    this.evictedInUse.delete(url);
    URL.revokeObjectURL(url);
  }

  private tell(): void {
    const { shown, wanted, error } = this;
    const image: FrameImage = {
      url: shown?.url ?? null,
      frame: shown && (!wanted || shown.content === wanted.content) ? shown.frame : null,
      loading: wanted !== null && shown?.key !== wanted.key && error === null,
      error,
    };
    const last = this.last;
    if (
      image.url === last.url &&
      image.frame === last.frame &&
      image.loading === last.loading &&
      image.error === last.error
    )
      return;
    this.last = image;
    this.changed(image);
  }
}
