import { useEffect, useRef } from 'react';
import { COPY_DIALOG_CLOSE_MS } from '@reelforge/model';

/**
 * A copy dialog closes by itself one second after every copy ended well (docs/reference.md §4,
 * §9); one with errors stays open, its errors shown, until the person closes it. `onEnded`
 * runs once everything ended, well or not (the lists that show the new projects read again).
 */
export function useCloseWhenCopied(
  allEnded: boolean,
  failed: boolean,
  onClose: () => void,
  onEnded: () => void = () => {},
) {
  const close = useRef(onClose);
  close.current = onClose;
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    if (!allEnded) return;
    ended.current();
    if (failed) return;
    const timer = window.setTimeout(() => close.current(), COPY_DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [allEnded, failed]);
}
