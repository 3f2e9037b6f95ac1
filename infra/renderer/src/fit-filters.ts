import { expr } from './filter-graph.js';
import type { PlannedLayer } from './plan-types.js';

/** RGB sources (images, colours) become BT.709 limited-range YUV, as video sources are. */
export const TO_709 = 'out_color_matrix=bt709:out_range=tv';

/**
 * Scale (and crop) to a box by fit. `pixfmt` pins the scaler's output so that it does the
 * colour conversion itself. `centred` says the result may be smaller than the box.
 */
export function fitFilters(
  fit: PlannedLayer['fit'],
  w: number,
  h: number,
  colour: string,
  pixfmt?: string,
): { filters: string[]; centred: boolean } {
  const c = colour ? `:${colour}` : '';
  const format = pixfmt ? [`format=${pixfmt}`] : [];
  switch (fit) {
    case 'STRETCH':
      return { filters: [`scale=${w}:${h}${c}`, ...format], centred: false };
    case 'CONTAIN':
      return { filters: [`scale=${w}:${h}:force_original_aspect_ratio=decrease${c}`, ...format], centred: true };
    case 'NONE':
      return {
        filters: [
          ...(colour ? [`scale=${colour}`] : []),
          ...format,
          `crop=w=${expr(`min(iw,${w})`)}:h=${expr(`min(ih,${h})`)}`,
        ],
        centred: true,
      };
    default:
      return {
        filters: [`scale=${w}:${h}:force_original_aspect_ratio=increase${c}`, ...format, `crop=${w}:${h}`],
        centred: false,
      };
  }
}
