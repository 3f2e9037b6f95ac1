import { useEffect, useRef } from 'react';
import { isTextEntry } from './text-entry.js';
import type { MovieDocument } from './useMovieDocument.js';

export type MovieCommand = 'undo' | 'redo' | 'save';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The command of a key press: ctrl (cmd on a Mac) with Z undoes, with shift+Z or Y redoes, with S saves. */
export function shortcutOf({ key, ctrlKey, metaKey, shiftKey, altKey }: Keys): MovieCommand | null {
  if (!(ctrlKey || metaKey) || altKey) return null;
  switch (key.toLowerCase()) {
    case 'z':
      return shiftKey ? 'redo' : 'undo';
    case 'y':
      return shiftKey ? null : 'redo';
    case 's':
      return shiftKey ? null : 'save';
    default:
      return null;
  }
}

const onMac = () => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform);

/** The shortcut of a command as the header's titles show it. */
export function shortcutLabel(command: MovieCommand, mac = onMac()): string {
  const keys = { undo: ['Z'], redo: ['Shift', 'Z'], save: ['S'] }[command];
  return mac ? `${keys.includes('Shift') ? '⇧' : ''}⌘${keys.at(-1)}` : ['Ctrl', ...keys].join('+');
}

const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null;

/**
 * The movie's keyboard shortcuts, anywhere on the page while the movie is open. Ctrl+S
 * always saves (when there is something to save) and never opens the browser's save dialog.
 * Undo and redo leave a field a person types into to the browser's own undo, and leave a
 * dialog alone: it is about something else than the movie's last edit.
 */
export function useMovieShortcuts(doc: MovieDocument): void {
  const latest = useRef(doc);
  latest.current = doc;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = shortcutOf(event);
      if (!command) return;
      const now = latest.current;
      if (command === 'save') {
        event.preventDefault();
        if (now.dirty && now.saveState.status !== 'saving') void now.save();
        return;
      }
      if (event.defaultPrevented || isTextEntry(event.target) || inDialog(event.target)) return;
      event.preventDefault();
      if (command === 'undo' && now.canUndo) now.undo();
      if (command === 'redo' && now.canRedo) now.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
