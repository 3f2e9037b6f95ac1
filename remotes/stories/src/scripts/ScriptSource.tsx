import type { ScriptProblem } from '@reelforge/model/script-lint';
import { CodeSource } from '@reelforge/ui/code-editor';

interface Props {
  /** The text the editor starts with; it owns the text from then on. */
  initial: string;
  /** Shown as markers in the editor. */
  problems: readonly ScriptProblem[];
  onChange: (source: string) => void;
}

/** A script's source in monaco (JavaScript), lint problems as markers; a plain text area where monaco does not load. */
export function ScriptSource(props: Props) {
  return <CodeSource {...props} language="javascript" label="Script source" />;
}
