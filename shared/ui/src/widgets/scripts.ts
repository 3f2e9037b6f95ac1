// The project's scripts (scripts.json): reading and writing the list, the new script dialog and
// the save status, for the areas that edit scripts. An entry of its own, apart from
// '@reelforge/ui', so the host's first page does not carry it (README: "Entries").
export { NewScriptDialog } from './scripts/NewScriptDialog.js';
export { SaveScriptRow } from './scripts/SaveScriptRow.js';
export { useProjectScripts } from './scripts/useProjectScripts.js';
export { saveStatusText, useSave, useSaveStatus, type SaveStatus } from './scripts/save-status.js';
