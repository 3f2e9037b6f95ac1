/**
 * The timeline's CSS variables (styles/timeline.css) registered as numbers: `--s`, `--d` and
 * `--row`, which each element sets for itself, not inherited, and the zoom `--z` inherited. A
 * zoom then restyles numbers instead of substituting text into the calc() of every element
 * under the timeline: about half the style work of each zoom step on a long movie.
 */
const PROPERTIES = [
  { name: '--s', inherits: false },
  { name: '--d', inherits: false },
  { name: '--row', inherits: false },
  { name: '--z', inherits: true },
];

let registered = false;

/** Registers them once a page; without CSS.registerProperty they stay plain variables, which work the same. */
export function registerTimelineProperties(): void {
  if (registered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  registered = true;
  for (const { name, inherits } of PROPERTIES) {
    try {
      CSS.registerProperty({ name, syntax: '<number>', inherits, initialValue: '0' });
    } catch {
      // Already registered on this page (another copy of the widget): the same definition.
    }
  }
}
