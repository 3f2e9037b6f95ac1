/**
 * The code editor (monaco-editor) of the areas that edit source text, loaded on demand: an
 * area imports this entry, and monaco itself is fetched only when `loadCodeEditor` is first
 * called. An area using it declares the languages it needs under "reelforge": { "monaco" } in
 * its package.json (shared/build). Where monaco cannot run, the caller offers a plain text area.
 */
import type { createCodeEditor } from './code-editor/monaco-editor.js';

export interface CodeEditorOptions {
  language: 'json' | 'javascript';
  /** The editor's accessible name */
  label: string;
}

/** A problem shown as an editor marker; line and column count from 1. */
export interface CodeProblem {
  line: number;
  column: number;
  message: string;
}

export interface CodeEditor {
  showProblems(problems: readonly CodeProblem[]): void;
  dispose(): void;
}

let loading: Promise<typeof createCodeEditor> | null = null;

/** Loads monaco-editor, once, when an editor is first asked for. */
export function loadCodeEditor(): Promise<typeof createCodeEditor> {
  loading ??= import('./code-editor/monaco-editor.js').then(
    (module) => module.createCodeEditor,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
