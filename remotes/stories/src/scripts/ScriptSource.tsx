import { useEffect, useRef, useState } from 'react';
import type { ScriptProblem } from '@reelforge/model/script-lint';
import { loadCodeEditor, type CodeEditor } from '@reelforge/ui/code-editor';

const LABEL = 'Script source';
type Editor = 'loading' | 'monaco' | 'plain';

interface Props {
  /** The text the editor starts with; it owns the text from then on. */
  initial: string;
  /** Shown as markers in the editor. */
  problems: readonly ScriptProblem[];
  onChange: (source: string) => void;
}

/** A script's source in monaco (JavaScript), lint problems as markers; a plain text area where monaco does not load. */
export function ScriptSource({ initial: given, problems, onChange }: Props) {
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
        instance.current = create(host.current, initial, { language: 'javascript', label: LABEL }, (next) => changed.current(next));
        setEditor('monaco');
      },
      (error: unknown) => {
        console.warn('The code editor did not load; the script is edited in a plain text area', error);
        if (!disposed) setEditor('plain');
      },
    );
    return () => {
      disposed = true;
      instance.current?.dispose();
      instance.current = null;
    };
  }, [initial]);

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
          aria-label={LABEL}
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
