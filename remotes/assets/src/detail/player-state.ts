/** The audio player's states (docs/reference.md §4: paused, playing, loading) and what its one button says. */

export type PlayerState = 'loading' | 'paused' | 'playing';

export interface PlayButton {
  text: string;
  disabled: boolean;
}

export function playButton(state: PlayerState): PlayButton {
  switch (state) {
    case 'loading':
      return { text: 'Loading…', disabled: true };
    case 'paused':
      return { text: 'Play', disabled: false };
    case 'playing':
      return { text: 'Pause', disabled: false };
  }
}

/** The player events that move the state; anything else leaves it. */
export type PlayerEvent = 'load' | 'ready' | 'play' | 'pause' | 'finish';

export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event) {
    case 'load':
      return 'loading';
    case 'ready':
      return state === 'playing' ? 'playing' : 'paused';
    case 'play':
      return 'playing';
    case 'pause':
    case 'finish':
      return state === 'loading' ? 'loading' : 'paused';
  }
}
