import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Timeline } from '../../src/widgets/timeline/Timeline.js';

describe('the timeline scene blocks', () => {
  it('offer an end handle only on a scene whose length the timeline may change', () => {
    render(
      <Timeline
        frames={100}
        fps={25}
        playhead={0}
        onPlayhead={vi.fn()}
        onSceneLength={vi.fn()}
        scenes={[
          { index: 0, name: 'Fixed', start: 0, length: 50, overlap: 0, maxOverlap: 0 },
          { index: 1, name: 'As its video', start: 50, length: 50, overlap: 0, maxOverlap: 0, resizable: false },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'End of Fixed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End of As its video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scene 2: As its video' })).toBeTruthy();
  });
});
