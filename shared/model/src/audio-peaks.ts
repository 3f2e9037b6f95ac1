/** An audio source's waveform: its mono samples kept as min/max peaks, and the peaks of a window of it. */

/** Peaks kept per second of audio, for a file short enough (MAX_PEAKS). */
export const PEAKS_PER_SECOND = 200;
/** At most this many peaks per file (an hour at 200 a second, 5.8 MB); a longer file keeps fewer a second. */
export const MAX_PEAKS = 720_000;

/** Min/max pairs of the mono signal, one pair per 1/rate second from the start of the source. */
export interface AudioPeaks {
  /** peaks per second */
  rate: number;
  /** seconds */
  duration: number;
  /** the largest magnitude of any sample (0 for silence): a waveform drawn to it fills its height at the loudest */
  loudest: number;
  min: Float32Array;
  max: Float32Array;
}

/** The peaks a second a source of this length keeps: PEAKS_PER_SECOND, fewer past MAX_PEAKS in all. */
export function peakRate(duration: number): number {
  if (!(duration > 0)) return PEAKS_PER_SECOND;
  return Math.min(PEAKS_PER_SECOND, MAX_PEAKS / duration);
}

/**
 * The peaks of decoded audio: the channels mixed to mono (their mean), each 1/rate second's lowest and highest
 * sample. The last peak covers what is left of the samples.
 */
export function audioPeaks(channels: readonly ArrayLike<number>[], sampleRate: number, rate?: number): AudioPeaks {
  const length = channels.reduce((shortest, channel) => Math.min(shortest, channel.length), Infinity);
  const samples = Number.isFinite(length) ? length : 0;
  const duration = sampleRate > 0 ? samples / sampleRate : 0;
  const perSecond = rate && rate > 0 ? rate : peakRate(duration);
  const count = Math.min(MAX_PEAKS, Math.ceil(duration * perSecond));
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  const step = samples / Math.max(1, count);
  const mix = channels.length;
  let loudest = 0;
  for (let peak = 0; peak < count; peak++) {
    const start = Math.floor(peak * step);
    const end = peak === count - 1 ? samples : Math.max(start + 1, Math.floor((peak + 1) * step));
    let low = Infinity;
    let high = -Infinity;
    for (let i = start; i < end; i++) {
      let sum = 0;
      for (let c = 0; c < mix; c++) sum += (channels[c] as ArrayLike<number>)[i] as number;
      const value = sum / mix;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    min[peak] = low === Infinity ? 0 : low;
    max[peak] = high === -Infinity ? 0 : high;
    loudest = Math.max(loudest, Math.abs(min[peak] as number), Math.abs(max[peak] as number));
  }
  return { rate: duration > 0 ? count / duration : perSecond, duration, loudest, min, max };
}

/**
 * The peaks of [from, from + seconds] of the source in `columns` columns: each column's lowest and highest peak.
 * A column narrower than a peak takes the peak it falls in; a column before the start or past the end is silent.
 */
export function peaksWindow(
  peaks: AudioPeaks,
  from: number,
  seconds: number,
  columns: number,
): { min: Float32Array; max: Float32Array } {
  const width = Math.max(0, Math.floor(columns));
  const min = new Float32Array(width);
  const max = new Float32Array(width);
  const count = peaks.min.length;
  if (!(seconds > 0) || count === 0 || !Number.isFinite(from)) return { min, max };
  const perColumn = (seconds * peaks.rate) / Math.max(1, width);
  const first = from * peaks.rate;
  for (let column = 0; column < width; column++) {
    const start = Math.floor(first + column * perColumn);
    const end = Math.max(start + 1, Math.floor(first + (column + 1) * perColumn));
    const lo = Math.max(0, start);
    const hi = Math.min(count, end);
    if (lo >= hi) continue;
    let low = Infinity;
    let high = -Infinity;
    for (let i = lo; i < hi; i++) {
      if ((peaks.min[i] as number) < low) low = peaks.min[i] as number;
      if ((peaks.max[i] as number) > high) high = peaks.max[i] as number;
    }
    min[column] = low;
    max[column] = high;
  }
  return { min, max };
}
