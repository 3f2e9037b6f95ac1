// Sharing a movie or a story: the switch of the movie overview and the story editor. An entry
// of its own, apart from '@reelforge/ui', so the host's first page does not carry it (README: "Entries").
export { ShareSwitch, type ShareCalls } from './share/ShareSwitch.js';
