import type { createCodeEditor } from './monaco-editor.js';

let loading: Promise<typeof createCodeEditor> | null = null;

/** Loads monaco-editor, once, when an editor is first asked for. */
export function loadCodeEditor(): Promise<typeof createCodeEditor> {
  loading ??= import('./monaco-editor.js').then(
    (module) => module.createCodeEditor,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
