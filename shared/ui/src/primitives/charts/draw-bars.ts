import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarsInput {
  labels: readonly string[];
  values: readonly number[];
  valueName: string;
  times?: readonly number[] | undefined;
  height: number;
}

export interface BarsDrawing {
  resize(width: number): void;
  destroy(): void;
}

const BAR_COLOUR = 'rgba(37, 99, 235, 0.8)';

/**
 * Draws bars into `element` with uPlot: on a time axis when `times` are given (buckets), else one
 * bar a category with its label under it. Returns undefined where the document cannot draw (no
 * canvas context).
 */
export function drawBars(
  element: HTMLElement,
  { labels, values, valueName, times, height }: BarsInput,
): BarsDrawing | undefined {
  if (!document.createElement('canvas').getContext('2d')) return undefined;
  const timeAxis = times !== undefined && times.length === values.length;
  const xs = timeAxis ? [...times] : values.map((_, index) => index);
  const bars = uPlot.paths.bars?.({ size: [0.7, 60] });
  const options: uPlot.Options = {
    width: Math.max(element.clientWidth, 200),
    height,
    legend: { show: false },
    cursor: { show: true, points: { show: false } },
    scales: {
      x: timeAxis ? { time: true } : { time: false, range: [-0.5, Math.max(values.length - 0.5, 0.5)] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      timeAxis
        ? {}
        : {
            splits: () => xs,
            values: (_u, splits) => splits.map((split) => labels[split] ?? ''),
            grid: { show: false },
          },
      { label: valueName },
    ],
    series: [
      {},
      {
        label: valueName,
        fill: BAR_COLOUR,
        stroke: BAR_COLOUR,
        width: 0,
        ...(bars ? { paths: bars } : {}),
        points: { show: false },
      },
    ],
  };
  const plot = new uPlot(options, [xs, [...values]], element);
  return {
    resize: (width) => plot.setSize({ width: Math.max(width, 200), height }),
    destroy: () => plot.destroy(),
  };
}
