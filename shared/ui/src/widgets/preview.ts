// Playing a movie's HLS preview (`PreviewPlayer`): the movie's Play tab and the XML template
// editor's Preview tab; the frame at a playhead as the renderer draws it, cached and fetched
// ahead while scrubbing (`useFrameImage`): the movie editor's Design tab. An entry of its own,
// apart from '@reelforge/ui', so the host's first page does not carry it (README: "Entries").
export { PreviewPlayer } from './preview/PreviewPlayer.js';
export { FRAME_MEASURE, type FrameImage } from './preview/frame-loader.js';
export { useFrameImage, type FrameImageOptions } from './preview/useFrameImage.js';
