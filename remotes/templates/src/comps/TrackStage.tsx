import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { moveRect, rectFromCorners, type TrackPoint, type TrackRect } from '@reelforge/model';

/** The picture's size in video pixels. */
export interface StageSize {
  width: number;
  height: number;
}

interface Props {
  /** The frame's image (the platform's frame call). */
  src: string;
  frame: number;
  size: StageSize;
  /** The version's points, drawn as its path. */
  points: readonly TrackPoint[];
  /** The rectangle the tracker would start from on this frame, with its point (its centre). */
  rect: TrackRect | null;
  onRect: (rect: TrackRect) => void;
  /** What the picture shows, for a screen reader. */
  label: string;
}

/** A pointer's place on the picture, in video pixels. */
function videoPoint(svg: SVGSVGElement, event: { clientX: number; clientY: number }, size: StageSize) {
  const box = svg.getBoundingClientRect();
  return {
    x: box.width ? ((event.clientX - box.left) / box.width) * size.width : 0,
    y: box.height ? ((event.clientY - box.top) / box.height) * size.height : 0,
  };
}

/** The point's dot and the round around it that takes the pointer, in screen pixels. */
const POINT_RADIUS = 6;
const GRAB_RADIUS = 20;

/** How many screen pixels one video pixel of the stage takes, kept as the stage is laid out again. */
function useDisplayScale(svg: RefObject<SVGSVGElement | null>, videoWidth: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setScale(width / videoWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [svg, videoWidth]);
  return scale;
}

/** Pixels an arrow key moves the point by; with shift, ten. */
const STEP = 1;
const BIG_STEP = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The frame with the tracking drawn over it in an SVG of the video's pixels: the version's path,
 * the rectangle and its point. A drag on the picture draws a rectangle; a drag of the point (or
 * the arrow keys on it) moves the rectangle, which is how a tracked point is corrected.
 */
export function TrackStage({ src, frame, size, points, rect, onRect, label }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<
    { kind: 'draw'; from: { x: number; y: number } } | { kind: 'move'; last: { x: number; y: number } }
  >(null);
  const path = points.map((p) => `${p.x * size.width},${p.y * size.height}`).join(' ');
  const here = rect && { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
  // Screen pixels a video pixel takes: the point is drawn and grabbed at the same size on a phone as on a desk.
  const scale = useDisplayScale(svg, size.width);

  const down = (event: PointerEvent<SVGElement>, kind: 'draw' | 'move') => {
    if (!svg.current || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const at = videoPoint(svg.current, event, size);
    drag.current = kind === 'draw' ? { kind, from: at } : { kind, last: at };
    svg.current.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current || !svg.current) return;
    const at = videoPoint(svg.current, event, size);
    if (current.kind === 'draw') {
      const drawn = rectFromCorners(frame, current.from, at, size);
      if (drawn) onRect(drawn);
    } else if (rect) {
      const moved = moveRect(rect, at.x - current.last.x, at.y - current.last.y, size);
      current.last = { x: current.last.x + (moved.x - rect.x), y: current.last.y + (moved.y - rect.y) };
      onRect(moved);
    }
  };
  const up = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = null;
    if (svg.current?.hasPointerCapture?.(event.pointerId)) svg.current.releasePointerCapture(event.pointerId);
  };
  const key = (event: KeyboardEvent<SVGElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || !rect) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onRect(moveRect(rect, arrow[0] * step, arrow[1] * step, size));
  };

  return (
    <div className="rf-track-stage" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
      <img src={src} alt={label} draggable={false} />
      <svg
        ref={svg}
        viewBox={`0 0 ${size.width} ${size.height}`}
        preserveAspectRatio="none"
        aria-label={`Frame ${frame}: draw a rectangle around what to track`}
        role="group"
        onPointerDown={(event) => down(event, 'draw')}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        {points.length > 1 && <polyline className="rf-track-path" points={path} vectorEffect="non-scaling-stroke" />}
        {rect && here && (
          <>
            <rect
              className="rf-track-rect"
              x={rect.x}
              y={rect.y}
              width={rect.w}
              height={rect.h}
              vectorEffect="non-scaling-stroke"
            />
            <circle className="rf-track-point-dot" cx={here.x} cy={here.y} r={POINT_RADIUS / scale} />
            <circle
              className="rf-track-point"
              cx={here.x}
              cy={here.y}
              r={GRAB_RADIUS / scale}
              tabIndex={0}
              role="button"
              aria-label={`Point on frame ${frame}: ${Math.round(here.x)}, ${Math.round(here.y)}. Drag it, or move it with the arrow keys (shift: 10 pixels)`}
              onPointerDown={(event) => down(event, 'move')}
              onKeyDown={key}
            />
          </>
        )}
      </svg>
    </div>
  );
}
