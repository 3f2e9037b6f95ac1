import { useEffect, useRef, type MouseEvent } from 'react';

/** Focuses the element once it is mounted. */
export function useAutoFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** Meta-click (or Ctrl-click) adds to a selection instead of replacing it. */
export function isMetaClick(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey'>): boolean {
  return event.metaKey || event.ctrlKey;
}

/** A context-menu handler that suppresses the browser's own menu. */
export function onRightClick<E extends Element>(handler: (event: MouseEvent<E>) => void) {
  return (event: MouseEvent<E>) => {
    event.preventDefault();
    handler(event);
  };
}
