import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Timeline } from '../../src/widgets/timeline/Timeline.js';
import type { TimelineProps } from '../../src/widgets/timeline/timeline-types.js';

const props = (more: Partial<TimelineProps> = {}): TimelineProps => ({
  frames: 138,
  fps: 25,
  playhead: 10,
  onPlayhead: vi.fn(),
  scenes: [
    { index: 0, name: 'Intro', start: 0, length: 75, overlap: 0, maxOverlap: 0 },
    { index: 1, name: 'Outro', start: 63, length: 75, overlap: 12, maxOverlap: 75 },
  ],
  rows: 1,
  bars: [{ key: '0:1', row: 0, start: 0, end: 75, min: 0, max: 75, name: 'Title', badge: 'title' }],
  audio: [{ key: 'audio:0', name: 'music.wav', start: 0, end: 138 }],
  ...more,
});

describe('Timeline', () => {
  it('names its scenes, bars and handles for people who do not see it', () => {
    render(<Timeline {...props()} />);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('button', { name: 'Scene 1: Intro' })).toBeTruthy();
    expect(within(timeline).getByRole('button', { name: 'Scene 2: Outro' })).toBeTruthy();
    expect(within(timeline).getByRole('button', { name: 'Title' }).title).toBe('Title: bound to the variable title');
    for (const name of ['Start of Title', 'End of Title', 'End of Intro', 'Transition into Outro', 'End of music.wav'])
      expect(within(timeline).getByRole('button', { name })).toBeTruthy();
    expect(within(timeline).getByRole('slider', { name: 'Playhead' }).getAttribute('aria-valuenow')).toBe('10');
  });

  it('trims, moves and changes scenes from the keyboard', async () => {
    const onBar = vi.fn();
    const onSceneLength = vi.fn();
    const onTransition = vi.fn();
    render(<Timeline {...props({ onBar, onSceneLength, onTransition })} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'End of Title' }), { key: 'ArrowLeft' });
    expect(onBar).toHaveBeenLastCalledWith('0:1', { start: 0, end: 74 }, 'end');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start of Title' }), { key: 'ArrowRight', shiftKey: true });
    expect(onBar).toHaveBeenLastCalledWith('0:1', { start: 25, end: 75 }, 'start');
    fireEvent.keyDown(screen.getByRole('button', { name: 'End of Intro' }), { key: 'ArrowRight' });
    expect(onSceneLength).toHaveBeenLastCalledWith(0, 76);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Transition into Outro' }), { key: 'ArrowLeft' });
    expect(onTransition).toHaveBeenLastCalledWith(1, 11);
  });

  it('steps the playhead a frame, a second with shift, and jumps to the ends', () => {
    const onPlayhead = vi.fn();
    render(<Timeline {...props({ onPlayhead })} />);
    const playhead = screen.getByRole('slider', { name: 'Playhead' });
    fireEvent.keyDown(playhead, { key: 'ArrowRight' });
    expect(onPlayhead).toHaveBeenLastCalledWith(11);
    fireEvent.keyDown(playhead, { key: 'ArrowLeft', shiftKey: true });
    expect(onPlayhead).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(playhead, { key: 'End' });
    expect(onPlayhead).toHaveBeenLastCalledWith(137);
  });

  it('selects a bar, adding with shift, and reorders scenes with ctrl+arrows when it may', async () => {
    const onBarSelect = vi.fn();
    const onSceneMove = vi.fn();
    render(<Timeline {...props({ onBarSelect, onSceneMove })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onBarSelect).toHaveBeenLastCalledWith('0:1', false);
    fireEvent.click(screen.getByRole('button', { name: 'Title' }), { shiftKey: true });
    expect(onBarSelect).toHaveBeenLastCalledWith('0:1', true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Scene 1: Intro' }), { key: 'ArrowRight', ctrlKey: true });
    expect(onSceneMove).toHaveBeenLastCalledWith(0, 1);
  });

  it('draws a bar’s marks as diamonds that the arrows move inside the bar and a click selects', () => {
    const onMark = vi.fn();
    const onMarkSelect = vi.fn();
    const marks = [
      { frame: 0, label: 'Keyframe 1 of Title, frame 0' },
      { frame: 74, label: 'Keyframe 2 of Title, frame 74', selected: true },
    ];
    const bars = [{ key: '0:1', row: 0, start: 0, end: 75, min: 0, max: 75, name: 'Title', marks }];
    render(<Timeline {...props({ bars, onMark, onMarkSelect })} />);
    const first = screen.getByRole('button', { name: 'Keyframe 1 of Title, frame 0' });
    const last = screen.getByRole('button', { name: 'Keyframe 2 of Title, frame 74' });
    expect(last.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(first, { key: 'ArrowRight', shiftKey: true });
    expect(onMark).toHaveBeenLastCalledWith('0:1', 0, 25);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(onMark).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(onMark).toHaveBeenCalledTimes(1);
    fireEvent.click(first, { shiftKey: true });
    expect(onMarkSelect).toHaveBeenLastCalledWith('0:1', 0, true);
  });
});
