import { useEffect, useRef, useState } from 'react';
import type { CodeEditor, CodeEditorOptions, CodeProblem } from '../code-editor.js';
import { loadCodeEditor } from './load.js';

type Editor = 'loading' | 'monaco' | 'plain';

interface Props extends CodeEditorOptions {
  /** The text the editor starts with; it owns the text from then on. */
  initial: string;
  /** Shown as markers in the editor. */
  problems: readonly CodeProblem[];
  onChange: (source: string) => void;
}

/** Source text in monaco, problems as markers; a plain text area where monaco does not load. */
export function CodeSource({ initial: given, problems, onChange, language, label }: Props) {
  const [initial] = useState(given);
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor>('loading');
  const [plain, setPlain] = useState(initial);
  const instance = useRef<CodeEditor | null>(null);
  // The editor keeps the first callback it is given; this ref always calls the latest.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let disposed = false;
    loadCodeEditor().then(
      (create) => {
        if (disposed || !host.current) return;
        instance.current = create(host.current, initial, { language, label }, (next) => changed.current(next));
        setEditor('monaco');
      },
      (error: unknown) => {
        console.warn('The code editor did not load; the text is edited in a plain text area', error);
        if (!disposed) setEditor('plain');
      },
    );
    return () => {
      disposed = true;
      instance.current?.dispose();
      instance.current = null;
    };
  }, [initial, language, label]);

  useEffect(() => {
    if (editor === 'monaco') instance.current?.showProblems(problems);
  }, [editor, problems]);

  return (
    <>
      {editor === 'loading' && <p className="rf-hint">Loading the editor…</p>}
      <div ref={host} className="rf-code-editor" hidden={editor !== 'monaco'} />
      {editor === 'plain' && (
        <textarea
          className="rf-code-plain"
          aria-label={label}
          spellCheck={false}
          value={plain}
          onChange={(e) => {
            setPlain(e.target.value);
            changed.current(e.target.value);
          }}
        />
      )}
    </>
  );
}
