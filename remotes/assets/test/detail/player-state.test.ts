import { describe, expect, it } from 'vitest';
import { nextPlayerState, playButton } from '../../src/detail/player-state.js';

describe('the play button follows the player state', () => {
  it('says Loading… and cannot be pressed while loading', () => {
    expect(playButton('loading')).toEqual({ text: 'Loading…', disabled: true });
  });

  it('offers Play when paused and Pause when playing', () => {
    expect(playButton('paused')).toEqual({ text: 'Play', disabled: false });
    expect(playButton('playing')).toEqual({ text: 'Pause', disabled: false });
  });
});

describe('player state transitions', () => {
  it('is paused once ready, playing on play, paused again on pause or at the end', () => {
    let state = nextPlayerState('loading', 'ready');
    expect(state).toBe('paused');
    state = nextPlayerState(state, 'play');
    expect(state).toBe('playing');
    expect(nextPlayerState(state, 'pause')).toBe('paused');
    expect(nextPlayerState(state, 'finish')).toBe('paused');
  });

  it('loads again on a new load, and a pause while loading does not enable the button', () => {
    expect(nextPlayerState('playing', 'load')).toBe('loading');
    expect(nextPlayerState('loading', 'pause')).toBe('loading');
  });
});
