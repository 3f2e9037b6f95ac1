import { useEffect, useRef, useState } from 'react';
import type { MovieTabProps } from '../detail/tab-props.js';
import { loadCodeEditor } from '@reelforge/ui/code-editor';
import { movieSourceText, parseMovieSource } from './source-text.js';

const LABEL = 'Movie source';
type Editor = 'loading' | 'monaco' | 'plain';

/**
 * The working copy as JSON. Each change that is valid JSON and a valid movie replaces the
 * working copy; otherwise the message says what is wrong and the working copy stays as it
 * was. Without monaco (it failed to load) a plain text area does the same.
 */
export function SourceTab({ movie, edit }: MovieTabProps) {
  // The working copy this tab's own edits made; any other (an undo, a redo) shows anew.
  const own = useRef(movie);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (movie !== own.current) {
      own.current = movie;
      setShown((n) => n + 1);
    }
  }, [movie]);
  const editHere: MovieTabProps['edit'] = (change, options) =>
    edit((before) => (own.current = change(before)), options);
  return <SourceEditor key={shown} movie={movie} edit={editHere} />;
}

function SourceEditor({ movie, edit }: Pick<MovieTabProps, 'movie' | 'edit'>) {
  const host = useRef<HTMLDivElement>(null);
  // The text is taken once: the editor owns it from then on, so applying a change never moves the cursor.
  const [initial] = useState(() => movieSourceText(movie));
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [editor, setEditor] = useState<Editor>('loading');

  const apply = (next: string) => {
    setText(next);
    const parsed = parseMovieSource(next);
    setError(parsed.error ?? null);
    if (parsed.movie) {
      const replacement = parsed.movie;
      edit(() => replacement);
    }
  };
  // The editor keeps the first callback it is given; this ref always calls the latest.
  const onChange = useRef(apply);
  useEffect(() => {
    onChange.current = apply;
  });

  useEffect(() => {
    let disposed = false;
    let dispose: (() => void) | undefined;
    loadCodeEditor().then(
      (create) => {
        if (disposed || !host.current) return;
        dispose = create(host.current, initial, { language: 'json', label: LABEL }, (next) =>
          onChange.current(next),
        ).dispose;
        setEditor('monaco');
      },
      (e: unknown) => {
        console.warn('The code editor did not load; the source tab uses a plain text area', e);
        if (!disposed) setEditor('plain');
      },
    );
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [initial]);

  return (
    <section className="rf-source" aria-label="Source">
      {editor === 'loading' && <p className="rf-hint">Loading the editor…</p>}
      <div ref={host} className="rf-code-editor" hidden={editor !== 'monaco'} />
      {editor === 'plain' && (
        <textarea
          className="rf-code-plain"
          aria-label={LABEL}
          spellCheck={false}
          value={text}
          onChange={(e) => onChange.current(e.target.value)}
        />
      )}
      {error ? (
        <p role="alert" className="rf-form-error">
          Not applied: {error}
        </p>
      ) : (
        <p className="rf-hint">Valid changes apply to the working copy at once; Save writes them.</p>
      )}
    </section>
  );
}
