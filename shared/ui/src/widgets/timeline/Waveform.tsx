import { useEffect, useRef } from 'react';
import { peaksWindow, type AudioPeaks } from '@reelforge/model';
import { useAudioPeaks } from './useAudioPeaks.js';

/** A canvas wider than this (device pixels) is drawn at this width and stretched. */
export const WAVEFORM_MAX_CANVAS = 4096;

interface Props {
  url: string;
  /** seconds into the source */
  from: number;
  /** how long the row shows */
  seconds: number;
  /** CSS pixels */
  width: number;
  height: number;
}

function draw(canvas: HTMLCanvasElement, peaks: AudioPeaks | null, from: number, seconds: number): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  if (!peaks || !(seconds > 0)) return;
  const { min, max } = peaksWindow(peaks, from, seconds, width);
  context.fillStyle = getComputedStyle(canvas).color || '#5d6778';
  const middle = height / 2;
  // Drawn to the source's loudest sample: a quiet recording is as readable as a loud one.
  const scale = middle / (peaks.loudest > 0 ? peaks.loudest : 1);
  for (let x = 0; x < width; x++) {
    const top = middle - Math.min(middle, Math.max(-middle, (max[x] as number) * scale));
    const bottom = middle - Math.min(middle, Math.max(-middle, (min[x] as number) * scale));
    context.fillRect(x, top, 1, Math.max(1, bottom - top));
  }
}

/**
 * The waveform of [from, from + seconds] of an audio source, in the colour of the text around it, as tall as the
 * row at the source's loudest. Nothing is drawn while the source is read, or when it cannot be read or decoded.
 */
export function Waveform({ url, from, seconds, width, height }: Props) {
  const peaks = useAudioPeaks(url);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.min(WAVEFORM_MAX_CANVAS, Math.round(width * ratio)));
    element.height = Math.max(1, Math.round(height * ratio));
    draw(element, peaks, from, seconds);
  }, [peaks, from, seconds, width, height]);
  return (
    <canvas
      ref={canvas}
      className="rf-waveform"
      aria-hidden="true"
      style={{ display: 'block', width: Math.max(0, width), height: Math.max(0, height) }}
    />
  );
}
