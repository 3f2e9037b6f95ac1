// A project's widgets: its facts (region, id, creation), its render speed, a new distribution
// of it, and a font among its assets or the caller's stored files. An entry of its own, apart
// from '@reelforge/ui', so the host's first page does not carry it (README: "Entries").
export { ProjectFacts } from './project/ProjectFacts.js';
export { NewDistributionDialog, type NewDistributionDialogProps } from './project/NewDistributionDialog.js';
export { RenderSpeed } from './project/RenderSpeed.js';
export { FontViewer, type FontViewerProps } from './font/FontViewer.js';
