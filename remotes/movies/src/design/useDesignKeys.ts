import { useEffect, useRef, type RefObject } from 'react';
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

/** The parts of a key event the shortcuts read (a DOM or a React event). */
type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target' | 'preventDefault'
>;

/** Keys typed into a field, or already taken by the element they were pressed on, are not shortcuts. */
function taken(event: KeyPress): boolean {
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
  return (event: KeyPress) => {
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

/**
 * The Design tab's keys wherever the focus is inside `root`, or nowhere (after a click on the
 * stage's background), but not inside a dialog over it.
 */
export function useDesignKeys(root: RefObject<HTMLElement | null>, actions: () => DesignKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const handle = designKeyHandler(() => latest.current());
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      if (target === document.body || (target && root.current?.contains(target))) handle(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
