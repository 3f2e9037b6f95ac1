import { useEffect, useRef, useState } from 'react';
import type { Box } from '@reelforge/model';

interface Props {
  /** Screen pixels of the layer's box. */
  box: Box;
  text: string;
  /** The text's size in screen pixels. */
  fontSize: number;
  onDone: (text: string | null) => void;
}

/** A text layer's text edited over its box: Enter keeps it (shift+Enter a new line), Escape drops it. */
export function TextInPlace({ box, text, fontSize, onDone }: Props) {
  const [value, setValue] = useState(text);
  const field = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const finish = (next: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(next);
  };
  return (
    <textarea
      ref={field}
      className="rf-stage-text"
      aria-label="Layer text"
      value={value}
      style={{ left: box.x, top: box.y, width: box.w, height: box.h, fontSize: Math.max(10, fontSize) }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') finish(null);
        else if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          finish(value);
        }
      }}
    />
  );
}
