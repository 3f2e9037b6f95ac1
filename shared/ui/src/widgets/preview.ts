// Playing a movie's HLS preview (`PreviewPlayer`): the movie's Play tab and the XML template
// editor's Preview tab. An entry of its own, apart from '@reelforge/ui', so the host's first
// page does not carry it (README: "Entries").
export { PreviewPlayer } from './preview/PreviewPlayer.js';
