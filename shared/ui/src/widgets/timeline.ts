// The timeline of the movie editor's Design tab and of the story editor (docs/design-tab.md).
// An entry of its own, apart from '@reelforge/ui', so only the editors that show it load it.
export { Timeline } from './timeline/Timeline.js';
export { Waveform } from './timeline/Waveform.js';
export type {
  SpanEdit,
  TimelineAudioItem,
  TimelineBarItem,
  TimelineMark,
  TimelineProps,
  TimelineSceneItem,
} from './timeline/timeline-types.js';
