// Uploads of several files (a drop zone, a progress line per file with cancel, the failure
// dialog): their own entry, apart from '@reelforge/ui', so only the areas that upload load
// them and the host's first page does not (README: "Entries").
export { DropZone } from './upload/DropZone.js';
export { UploadFilesButton } from './upload/UploadFilesButton.js';
export { UploadProgress } from './upload/UploadProgress.js';
export { UploadFailedDialog } from './upload/UploadFailedDialog.js';
export { useUploads } from './upload/useUploads.js';
export { runUploads, isCancellable, type Send, type SendControl, type UploadItem } from './upload/run-uploads.js';
