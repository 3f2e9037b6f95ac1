import type { KeyboardEvent } from 'react';
import { handleBoxes, handleName, nudgeOf, type Box, type Handle } from '@reelforge/model';

interface Props {
  /** The selected layer's box in screen pixels. */
  box: Box;
  name: string;
  /** A handle moved from the keyboard by (dx, dy) movie pixels. */
  onNudge: (handle: Handle, dx: number, dy: number) => void;
}

/**
 * The eight resize handles of the selected layer, beside its box (not inside it), each
 * centred on its corner or edge; a focused handle moves with the arrow keys.
 */
export function StageHandles({ box, name, onNudge }: Props) {
  const onKeyDown = (event: KeyboardEvent, handle: Handle) => {
    const by = nudgeOf(event.key, event.shiftKey);
    if (!by) return;
    event.preventDefault();
    event.stopPropagation();
    onNudge(handle, by.dx, by.dy);
  };
  return (
    <>
      {handleBoxes(box).map(({ handle, box: at }) => (
        <button
          key={handle}
          type="button"
          className="rf-stage-handle"
          aria-label={`Resize ${name} from the ${handleName(handle)}`}
          data-handle={handle}
          style={{ left: at.x, top: at.y, width: at.w, height: at.h }}
          onKeyDown={(event) => onKeyDown(event, handle)}
        />
      ))}
    </>
  );
}
