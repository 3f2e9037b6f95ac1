import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore } from '../objects/object-store.ts';

const PLAYLIST = 'index.m3u8';
const SEGMENT_TYPE = 'video/mp2t';
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export interface HlsMirrorOptions {
  /** How often the playlist is read while the stream is written. */
  intervalMs?: number;
  /** The mirror stops when the playlist has not changed for this long (a render that failed or stopped). */
  idleMs?: number;
}

/**
 * Copies an HLS stream that ffmpeg is still writing in `dir` into the object store under
 * `prefix`: each time the playlist changes, every segment it lists that is not there yet is
 * put first, then the playlist, so the store's playlist never names a segment the store lacks.
 * It ends with the stream (`#EXT-X-ENDLIST`, then the local folder is removed), or once the
 * playlist has not changed for `idleMs`. `first` resolves once the playlist is in the store.
 */
export function mirrorHls(
  objects: ObjectStore,
  dir: string,
  prefix: string,
  log: FastifyBaseLogger,
  { intervalMs = 250, idleMs = 60_000 }: HlsMirrorOptions = {},
) {
  const stored = new Set<string>();
  let last = '';

  /** One pass; whether the stream has ended. */
  const sync = async (): Promise<boolean> => {
    const text = await readFile(path.join(dir, PLAYLIST), 'utf8').catch(() => undefined);
    if (text === undefined || text === last) return text?.includes('#EXT-X-ENDLIST') ?? false;
    for (const line of text.split('\n')) {
      const name = line.trim();
      if (!name || name.startsWith('#') || stored.has(name) || name.includes('/')) continue;
      await objects.put(prefix + name, createReadStream(path.join(dir, name)), { contentType: SEGMENT_TYPE });
      stored.add(name);
    }
    await objects.put(prefix + PLAYLIST, text, { contentType: PLAYLIST_TYPE });
    last = text;
    return text.includes('#EXT-X-ENDLIST');
  };

  const first = sync();
  const finished = (async () => {
    let ended = await first;
    let changed = Date.now();
    while (!ended) {
      await sleep(intervalMs, undefined, { ref: false });
      const before = last;
      ended = await sync();
      if (last !== before) changed = Date.now();
      else if (Date.now() - changed > idleMs) return;
    }
    await rm(dir, { recursive: true, force: true });
  })().catch((error: unknown) => log.warn({ err: error }, 'could not copy a preview stream into the object store'));
  return { first: first.then(() => undefined), finished };
}
