/** The one module that imports monaco-editor; the source tab loads it on demand, so the editor stays out of the remote's first chunk. */
import * as monaco from 'monaco-editor/editor/editor.api.js';

export interface CodeEditor {
  dispose(): void;
}

export function createCodeEditor(element: HTMLElement, value: string, label: string, onChange: (value: string) => void): CodeEditor {
  const editor = monaco.editor.create(element, {
    value,
    language: 'json',
    ariaLabel: label,
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    tabSize: 2,
    // What is typed or pasted is what the movie gets: no closing brackets or quotes added behind the cursor.
    autoClosingBrackets: 'never',
    autoClosingQuotes: 'never',
  });
  const subscription = editor.onDidChangeModelContent(() => onChange(editor.getValue()));
  return {
    dispose: () => {
      subscription.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    },
  };
}
