import { describe, expect, it } from 'vitest';
import { audioPeaks, MAX_PEAKS, PEAKS_PER_SECOND, peakRate, peaksWindow } from '../src/index.js';

/** A second of samples at `rate`, each from `at(seconds)`. */
function samples(seconds: number, rate: number, at: (t: number) => number): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => at(i / rate));
}

describe('the peaks of decoded audio', () => {
  it('keeps each 1/200 second lowest and highest sample', () => {
    // 1 s at 800 Hz: 4 samples a peak.
    const ramp = samples(1, 800, (t) => t * 2 - 1);
    const peaks = audioPeaks([ramp], 800);
    expect(peaks.rate).toBe(PEAKS_PER_SECOND);
    expect(peaks.duration).toBe(1);
    expect(peaks.min).toHaveLength(200);
    expect(peaks.min[0]).toBeCloseTo(-1);
    expect(peaks.max[0]).toBeCloseTo(-1 + 3 / 400);
    expect(peaks.max[199]).toBeCloseTo(1 - 2 / 800);
  });

  it('mixes the channels to mono', () => {
    const left = new Float32Array([1, 1, 1, 1]);
    const right = new Float32Array([0, -1, 0, -1]);
    const peaks = audioPeaks([left, right], 4, 2);
    expect(Array.from(peaks.min)).toEqual([0, 0]);
    expect(Array.from(peaks.max)).toEqual([0.5, 0.5]);
  });

  it('knows its loudest sample, to draw a quiet source as tall as a loud one', () => {
    expect(audioPeaks([new Float32Array([0, 0.25, -0.5, 0.1])], 4, 2).loudest).toBe(0.5);
    expect(audioPeaks([new Float32Array(8)], 4).loudest).toBe(0);
  });

  it('is empty for no samples', () => {
    expect(audioPeaks([], 44_100).min).toHaveLength(0);
    expect(audioPeaks([new Float32Array(0)], 44_100).max).toHaveLength(0);
  });

  it('keeps fewer a second for a long file, never more than the bound', () => {
    expect(peakRate(60)).toBe(PEAKS_PER_SECOND);
    expect(peakRate(7_200)).toBe(MAX_PEAKS / 7_200);
    // Two hours at 100 Hz, far past the bound at 200 peaks a second.
    const peaks = audioPeaks([new Float32Array(7_200 * 100)], 100);
    expect(peaks.min.length).toBeLessThanOrEqual(MAX_PEAKS);
    expect(peaks.rate).toBeCloseTo(100);
  });
});

describe('the peaks of a window of the source', () => {
  // Two seconds: silent, then a full swing.
  const rate = 1_000;
  const source = audioPeaks([samples(2, rate, (t) => (t < 1 ? 0 : Math.sin(t * 2 * Math.PI * 50)))], rate);

  it('gives each column the lowest and highest peak of its time', () => {
    const { min, max } = peaksWindow(source, 0, 2, 4);
    expect(Array.from(max.slice(0, 2))).toEqual([0, 0]);
    expect(max[2]).toBeCloseTo(1, 1);
    expect(min[3]).toBeCloseTo(-1, 1);
  });

  it('reads from a point into the source', () => {
    const { max } = peaksWindow(source, 1, 1, 10);
    expect(Array.from(max).every((value) => value > 0.9)).toBe(true);
  });

  it('takes the peak a column falls in when columns are narrower than peaks', () => {
    const { max } = peaksWindow(source, 1, 0.01, 100);
    expect(max).toHaveLength(100);
    expect(Array.from(max).every((value) => value > 0)).toBe(true);
  });

  it('is silent before the start and past the end of the source', () => {
    const { min, max } = peaksWindow(source, 1.5, 1, 2);
    expect(max[0]).toBeGreaterThan(0.9);
    expect([min[1], max[1]]).toEqual([0, 0]);
    const before = peaksWindow(source, -1, 1, 3);
    expect(Array.from(before.max)).toEqual([0, 0, 0]);
  });

  it('is silent for no time or no peaks, and has as many columns as asked', () => {
    expect(Array.from(peaksWindow(source, 0, 0, 3).max)).toEqual([0, 0, 0]);
    expect(peaksWindow(audioPeaks([], 8_000), 0, 1, 5).min).toHaveLength(5);
    expect(peaksWindow(source, 0, 1, 0).min).toHaveLength(0);
  });
});
