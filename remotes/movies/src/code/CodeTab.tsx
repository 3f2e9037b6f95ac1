import { useId, useRef, useState } from 'react';
import { Link } from '@reelforge/router';
import { useRegions } from '@reelforge/session';
import type { MovieTabProps } from '../detail/tab-props.js';
import {
  commandLineSnippet,
  curlSnippet,
  movieDefaults,
  movieFormat,
  nodeSnippet,
  type RenderTarget,
} from '@reelforge/model/render-snippets';

/** Where the API keys are made (docs/api.md, "API keys"). */
export const API_KEYS_PAGE = '/account/apikeys';

type Copied = 'copied' | 'failed' | null;

/** One ready request with its Copy button; where the clipboard refuses, the text is selected to copy by hand. */
function Snippet({ title, text }: { title: string; text: string }) {
  const id = useId();
  const code = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      const selection = window.getSelection();
      if (code.current && selection) selection.selectAllChildren(code.current);
      setCopied('failed');
    }
  };
  return (
    <section className="rf-snippet" aria-labelledby={id}>
      <div className="rf-snippet-head">
        <h3 id={id}>{title}</h3>
        <button type="button" onClick={() => void copy()} aria-label={`Copy the ${title} request`}>
          Copy
        </button>
      </div>
      <pre ref={code} className="rf-snippet-code" tabIndex={0} aria-label={`${title} request`}>
        <code>{text}</code>
      </pre>
      <p role="status" className="rf-hint">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'The clipboard could not be used: the text is selected, copy it with Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </section>
  );
}

/**
 * "Use from code": the render call of this movie ready to run from a program (docs/api.md,
 * "Rendering from code"), in curl, Node and the command line, with the project, the region,
 * this platform's address and the movie's variables at their defaults. The key stays a
 * placeholder, made on the API keys page.
 */
export function CodeTab({ project, name, movie }: MovieTabProps) {
  const regions = useRegions();
  const target: RenderTarget = {
    origin: window.location.origin,
    apiBase: regions[project.region]?.api ?? `/r/${project.region}/api`,
    region: project.region,
    prjuid: project.uid,
    movie: name,
    variables: movieDefaults(movie.variables),
    format: movieFormat(movie.params?.vparams?.videocodec),
  };
  return (
    <section className="rf-code-tab" aria-label="Use from code">
      <p className="rf-note">
        A program renders this movie as last saved, with the values it sends for its variables (here their defaults),
        and gets the file once the render is done. It signs its calls with an API key: make one on the{' '}
        <Link to={API_KEYS_PAGE}>API keys page</Link> and put it in <code>REELFORGE_API_KEY</code>; it is never shown
        here.
      </p>
      <Snippet title="curl" text={curlSnippet(target)} />
      <Snippet title="Node.js" text={nodeSnippet(target)} />
      <Snippet title="Command line" text={commandLineSnippet(target)} />
    </section>
  );
}
