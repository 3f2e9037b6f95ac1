// A project copy as it runs: its progress and items (docs/reference.md §4), and the dialog's
// closing 1 s after. Used by the projects area's Copy dialog and the admin's copy between
// users; an entry of its own, apart from '@reelforge/ui', so the host's first page does not carry it (README:
// "Entries").
export { CopyTaskView } from './project-copy/CopyTaskView.js';
export { useCloseWhenCopied } from './project-copy/useCloseWhenCopied.js';
