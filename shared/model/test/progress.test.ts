import { describe, expect, it } from 'vitest';
import { progressFraction, progressText, stepPercent, stepText } from '../src/progress.js';

describe('progress figures', () => {
  it('counts failed items as ended: the bar moves for every item that finished', () => {
    expect(progressFraction({ done: 3, failed: 1, remaining: 6 })).toBe(0.4);
    expect(progressFraction({ done: 10, failed: 0, remaining: 0 })).toBe(1);
  });

  it('is at the start, not undefined, before any item is known', () => {
    expect(progressFraction({ done: 0, failed: 0, remaining: 0 })).toBe(0);
  });

  it('says done, failed and remaining in words, with nonsense figures read as none', () => {
    expect(progressText({ done: 3, failed: 1, remaining: 6 })).toBe('3 done, 1 failed, 6 remaining');
    expect(progressText({ done: Number.NaN, failed: -2, remaining: 1e400 })).toBe('0 done, 0 failed, 0 remaining');
  });

  it('says a step count of a known total, and only the phase when the total is unknown', () => {
    expect(stepText(12, 40, 'files', 'Copying')).toBe('Copying: 12 of 40 files');
    expect(stepText(50, 40, 'files', 'Copying')).toBe('Copying: 40 of 40 files');
    expect(stepText(0, undefined, 'files', 'Starting')).toBe('Starting');
    expect(stepPercent(10, 40)).toBe(25);
    expect(stepPercent(3, 0)).toBeUndefined();
  });
});
