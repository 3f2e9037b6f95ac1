import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timeline } from '../../src/widgets/timeline/Timeline.js';
import type { TimelineProps } from '../../src/widgets/timeline/timeline-types.js';

// A long movie: 10,000 frames, one scene, a bar at each end.
const props = (): TimelineProps => ({
  frames: 10_000,
  fps: 25,
  playhead: 0,
  onPlayhead: vi.fn(),
  scenes: [{ index: 0, name: 'Long', start: 0, length: 10_000, overlap: 0, maxOverlap: 0 }],
  rows: 1,
  bars: [
    { key: '0:0', row: 0, start: 0, end: 50, min: 0, max: 10_000, name: 'Opening' },
    { key: '0:1', row: 0, start: 9_000, end: 9_100, min: 0, max: 10_000, name: 'Closing' },
  ],
});

describe('Timeline on a long movie', () => {
  // The scroll box is 400 px wide (the test DOM lays nothing out).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('rf-timeline-scroll') ? 400 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws every bar when the whole movie is in view, and only those near the view when zoomed in', () => {
    render(<Timeline {...props()} />);
    expect(screen.getByRole('button', { name: 'Opening' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Closing' })).toBeTruthy();
    // Zoomed in as far as it goes about the middle of the box: frames around 5,700 are in view.
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '1000' } });
    expect(screen.queryByRole('button', { name: 'Opening' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Closing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scene 1: Long' })).toBeTruthy();
  });

  it('keeps the bar with the focus wherever the view goes', () => {
    render(<Timeline {...props()} />);
    screen.getByRole('button', { name: 'End of Opening' }).focus();
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '1000' } });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End of Opening' }));
    expect(screen.queryByRole('button', { name: 'Closing' })).toBeNull();
  });
});
