import { useEffect, useId, useRef } from 'react';
import { drawBars, type BarsDrawing } from './draw-bars.js';
import './charts.css';

export interface BarChartProps {
  /** What the chart shows; its caption and its name for assistive technology. */
  caption: string;
  /** One label a bar (a bucket's time, a region, a project). */
  labels: readonly string[];
  /** One value a bar. */
  values: readonly number[];
  /** The values' name, the header of the data table ("Renders"). */
  valueName: string;
  /** The bars' own column header ("Time", "Region"). */
  labelName: string;
  /** For a time series: each bar's start in seconds since 1970 (drawn on a time axis). */
  times?: readonly number[];
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  /** Height of the drawing in pixels (the width follows the container). */
  height?: number;
}

/**
 * A bar chart drawn with uPlot (docs/decisions.md), with its numbers readable: the caption names
 * it, and a visually hidden table lists every bar's label and value, so a screen reader (and a
 * test) reads what the canvas shows. It follows its container's width from phone to wide screen.
 */
export function BarChart({
  caption,
  labels,
  values,
  valueName,
  labelName,
  times,
  emptyText = 'No data',
  height = 220,
}: BarChartProps) {
  const captionId = useId();
  const drawingRef = useRef<HTMLDivElement>(null);
  const empty = values.length === 0;
  // The arrays are often new every render; what they hold says whether to draw again.
  const drawn = JSON.stringify([labels, values, times ?? null]);
  const latest = useRef({ labels, values, times });
  latest.current = { labels, values, times };

  useEffect(() => {
    const element = drawingRef.current;
    if (!element || empty) return undefined;
    let drawing: BarsDrawing | undefined;
    try {
      drawing = drawBars(element, { ...latest.current, valueName, height });
    } catch {
      // No canvas (a document without one): the table still carries the numbers.
      return undefined;
    }
    if (!drawing || typeof ResizeObserver === 'undefined') return () => drawing?.destroy();
    const resize = new ResizeObserver(() => drawing?.resize(element.clientWidth));
    resize.observe(element);
    return () => {
      resize.disconnect();
      drawing?.destroy();
    };
  }, [empty, drawn, valueName, height]);

  return (
    <figure className="rf-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      {empty ? (
        <p className="rf-chart-empty">{emptyText}</p>
      ) : (
        <>
          <div className="rf-chart-drawing" ref={drawingRef} aria-hidden="true" style={{ minHeight: height }} />
          <table className="rf-visually-hidden">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labelName}</th>
                <th scope="col">{valueName}</th>
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={`${label}-${index}`}>
                  <th scope="row">{label}</th>
                  <td>{values[index] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
