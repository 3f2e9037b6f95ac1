// Following a render and offering its file: the export dialog of movies and stories, and the
// render run behind a preview. An entry of its own, apart from '@reelforge/ui', so the host's
// first page does not carry it (README: "Entries").
export { pollRender, RenderFailedError, type PollOptions } from './render-export/poll-render.js';
export { useRenderRun, type RenderRun, type RenderFollower } from './render-export/useRenderRun.js';
export { RenderExportDialog, type RenderExportDialogProps } from './render-export/RenderExportDialog.js';
export {
  renderExample,
  useExamplePlayer,
  type ExampleRenderer,
  type ExampleSubject,
  type ExampleVideo,
} from './render-export/example-player.js';
export { ExamplePlayback } from './render-export/ExamplePlayback.js';
