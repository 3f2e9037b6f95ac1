import { memo, type KeyboardEvent } from 'react';
import type { LayerKind } from '@reelforge/sdl';

/** Pixels of the last frame a moving layer carries: the frame's address and where the layer was on it. */
export interface Carry {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Props {
  index: number;
  name: string;
  kind: LayerKind | undefined;
  /** Screen pixels on the stage. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees clockwise about the box's centre. */
  rotation: number;
  selected: boolean;
  visible: boolean;
  badge: string | undefined;
  carry: Carry | null;
  onSelect: (index: number, additive: boolean) => void;
  onEditText: (index: number) => void;
  onKeyDown: (event: KeyboardEvent, index: number) => void;
}

/**
 * A layer's box on the stage: a button over exactly the layer's rectangle, named after the
 * layer. While it is dragged it carries what the last frame showed there.
 */
export const StageLayerBox = memo(function StageLayerBox(props: Props) {
  const { index, name, kind, x, y, w, h, selected, visible, badge, carry } = props;
  const background = carry
    ? {
        backgroundImage: `url("${carry.url}")`,
        backgroundSize: `${carry.width}px ${carry.height}px`,
        backgroundPosition: `${-carry.x}px ${-carry.y}px`,
      }
    : {};
  return (
    <button
      type="button"
      className="rf-stage-box"
      aria-label={name}
      aria-pressed={selected}
      aria-description={[
        kind === 'color' ? 'colour' : kind,
        badge && `bound to ${badge}`,
        !visible && 'not shown at the playhead',
      ]
        .filter(Boolean)
        .join(', ')}
      data-layer={index}
      data-kind={kind}
      data-hidden={visible ? undefined : true}
      data-carrying={carry ? true : undefined}
      style={{
        left: x,
        top: y,
        width: w,
        height: h,
        ...(props.rotation ? { transform: `rotate(${props.rotation}deg)` } : {}),
        ...background,
      }}
      onClick={(event) => props.onSelect(index, event.shiftKey)}
      onDoubleClick={() => kind === 'text' && props.onEditText(index)}
      onKeyDown={(event) => props.onKeyDown(event, index)}
    >
      {badge && <span className="rf-badge rf-stage-badge">{badge}</span>}
    </button>
  );
});
