import type { createCodeEditor } from './code-editor.js';

/** Loads monaco-editor, once, when the source tab first asks for it. */
let loading: Promise<typeof createCodeEditor> | null = null;
export function loadCodeEditor(): Promise<typeof createCodeEditor> {
  loading ??= import('./code-editor.js').then(
    (module) => module.createCodeEditor,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
