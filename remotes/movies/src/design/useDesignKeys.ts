import type { KeyboardEvent } from 'react';
import { nudgeOf } from '@reelforge/model';

export interface DesignKeyActions {
  /** Whether layers of the stage's scene are selected. */
  hasLayers: boolean;
  togglePlay: () => void;
  pause: () => void;
  /** Moves the playhead by frames (pausing playback), or to the first or last frame. */
  step: (by: number) => void;
  jump: (to: 'start' | 'end') => void;
  fps: number;
  nudge: (dx: number, dy: number) => void;
  remove: () => void;
  duplicate: () => void;
  reorder: (by: 1 | -1) => void;
  clear: () => void;
}

/** Keys typed into a field, or already taken by the element they were pressed on, are not shortcuts. */
function taken(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    event.defaultPrevented || Boolean(target.closest('input, textarea, select, [contenteditable], .monaco-editor'))
  );
}

/**
 * The Design tab's keys (docs/design-tab.md): space plays and pauses, K pauses, J and L step
 * a frame; arrows nudge the selected layers (shift: 10 px) or, with none selected, step a
 * frame (shift: a second); Home and End; Delete removes, ctrl+D duplicates, ctrl+] and ctrl+[
 * bring forward and send back; Escape clears the selection.
 */
export function designKeyHandler(actions: () => DesignKeyActions) {
  return (event: KeyboardEvent) => {
    if (taken(event) || event.altKey) return;
    const a = actions();
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    let handled = true;
    if (ctrl && (key === 'd' || key === 'D')) a.duplicate();
    else if (ctrl && key === ']') a.reorder(1);
    else if (ctrl && key === '[') a.reorder(-1);
    else if (ctrl) handled = false;
    else if (key === ' ') a.togglePlay();
    else if (key === 'k' || key === 'K') a.pause();
    else if (key === 'j' || key === 'J') a.step(-1);
    else if (key === 'l' || key === 'L') a.step(1);
    else if (key === 'Home') a.jump('start');
    else if (key === 'End') a.jump('end');
    else if (key === 'Escape') a.clear();
    else if ((key === 'Delete' || key === 'Backspace') && a.hasLayers) a.remove();
    else {
      const nudge = nudgeOf(key, event.shiftKey);
      if (nudge && a.hasLayers) a.nudge(nudge.dx, nudge.dy);
      else if (nudge && nudge.dx) a.step(Math.sign(nudge.dx) * (event.shiftKey ? Math.max(1, Math.round(a.fps)) : 1));
      else handled = false;
    }
    if (handled) event.preventDefault();
  };
}
