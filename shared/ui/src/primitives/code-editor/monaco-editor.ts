/**
 * The one module that imports monaco-editor; code-editor.ts loads it on demand, so the editor stays out of an area's
 * first chunk.
 */
import * as monaco from 'monaco-editor/editor/editor.api.js';
import type { CodeEditor, CodeEditorOptions, CodeProblem } from '../code-editor.js';

const MARKER_OWNER = 'reelforge';

export function createCodeEditor(
  element: HTMLElement,
  value: string,
  options: CodeEditorOptions,
  onChange: (value: string) => void,
): CodeEditor {
  const editor = monaco.editor.create(element, {
    value,
    language: options.language,
    ariaLabel: options.label,
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    tabSize: 2,
    // What is typed or pasted is what is saved: no closing brackets or quotes added behind the cursor.
    autoClosingBrackets: 'never',
    autoClosingQuotes: 'never',
  });
  const subscription = editor.onDidChangeModelContent(() => onChange(editor.getValue()));
  return {
    showProblems: (problems: readonly CodeProblem[]) => {
      const model = editor.getModel();
      if (!model) return;
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        problems.map((problem) => ({
          severity: monaco.MarkerSeverity.Error,
          message: problem.message,
          startLineNumber: problem.line,
          startColumn: problem.column,
          endLineNumber: problem.line,
          endColumn: problem.column + 1,
        })),
      );
    },
    dispose: () => {
      subscription.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    },
  };
}
