/**
 * The code editor (monaco-editor) of the areas that edit source text, loaded on demand: an
 * area imports this entry, and monaco itself is fetched only when `loadCodeEditor` is first
 * called. An area using it declares the languages it needs under "reelforge": { "monaco" } in
 * its package.json (shared/build). Where monaco cannot run, the caller offers a plain text area.
 */
export interface CodeEditorOptions {
  language: 'json' | 'javascript' | 'xml';
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

export { loadCodeEditor } from './code-editor/load.js';
/** Source text in monaco with problems as markers (a plain text area where monaco cannot run). */
export { CodeSource } from './code-editor/CodeSource.js';
