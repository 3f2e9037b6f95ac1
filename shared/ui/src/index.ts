export { Dialog, type DialogProps } from './Dialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { SafeHtml, loadSanitizer, type Sanitizer } from './SafeHtml.js';
export { ErrorPanel } from './ErrorPanel.js';
export { SplitPane, readSplitter, SPLITTER_STORAGE_KEY } from './SplitPane.js';
export { IconButton, type IconButtonProps } from './IconButton.js';
export { ProgressBar } from './ProgressBar.js';
export { EditableText } from './EditableText.js';
export { useAutoFocus, isMetaClick, onRightClick } from './input-helpers.js';
