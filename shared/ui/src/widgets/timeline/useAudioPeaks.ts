import { useEffect, useState } from 'react';
import { audioPeaks, type AudioPeaks } from '@reelforge/model';

/** Audio is decoded at this rate: plenty for a waveform, and a long file takes a fraction of the memory. */
const DECODE_RATE = 8_000;
/** A larger file is not read for its waveform (the row shows none). */
export const WAVEFORM_MAX_BYTES = 200 * 1024 * 1024;
/** Sources whose peaks are kept once read; the oldest no row shows goes first. */
const KEPT = 32;

interface Entry {
  peaks: Promise<AudioPeaks | null>;
  controller: AbortController;
  users: number;
  settled: boolean;
}

/** The peaks of each source, read once per address for every row that shows it. */
const read = new Map<string, Entry>();

async function decode(bytes: ArrayBuffer): Promise<AudioBuffer> {
  if (typeof OfflineAudioContext !== 'undefined')
    return new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes);
  if (typeof AudioContext === 'undefined') throw new Error('this browser cannot decode audio');
  const context = new AudioContext();
  try {
    return await context.decodeAudioData(bytes);
  } finally {
    void context.close();
  }
}

async function readPeaks(url: string, signal: AbortSignal): Promise<AudioPeaks | null> {
  try {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const size = Number(response.headers.get('Content-Length') ?? '');
    if (size > WAVEFORM_MAX_BYTES) throw new Error(`the file is ${size} bytes, more than a waveform reads`);
    const buffer = await decode(await response.arrayBuffer());
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
    return audioPeaks(channels, buffer.sampleRate);
  } catch (error) {
    if (signal.aborted) throw error;
    // Kept as null: the source is not read (nor this said) again while the page lasts.
    console.warn(`No waveform for ${url}: it could not be read or decoded`, error);
    return null;
  }
}

function forgetUnused(): void {
  for (const [url, entry] of read) {
    if (read.size <= KEPT) return;
    if (entry.users === 0 && entry.settled) read.delete(url);
  }
}

function retain(url: string): Entry {
  let entry = read.get(url);
  if (!entry) {
    const controller = new AbortController();
    const made: Entry = { controller, users: 0, settled: false, peaks: readPeaks(url, controller.signal) };
    made.peaks.then(
      () => (made.settled = true),
      () => (made.settled = true),
    );
    read.set(url, made);
    entry = made;
    forgetUnused();
  }
  entry.users++;
  return entry;
}

function release(url: string, entry: Entry): void {
  entry.users--;
  // The last row of a source still being read is gone: the read stops, and a later row reads afresh.
  if (entry.users === 0 && !entry.settled) {
    entry.controller.abort();
    if (read.get(url) === entry) read.delete(url);
  }
}

/** The peaks of the audio at `url` (null while it is read, and when it cannot be read or decoded). */
export function useAudioPeaks(url: string): AudioPeaks | null {
  const [shown, setShown] = useState<{ url: string; peaks: AudioPeaks | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    const entry = retain(url);
    let live = true;
    entry.peaks.then(
      (peaks) => live && setShown({ url, peaks }),
      () => {},
    );
    return () => {
      live = false;
      release(url, entry);
    };
  }, [url]);
  return shown?.url === url ? shown.peaks : null;
}
