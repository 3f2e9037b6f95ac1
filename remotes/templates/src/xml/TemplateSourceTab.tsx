import type { XmlProblem } from '@reelforge/sdl/xml';
import { CodeSource } from '@reelforge/ui/code-editor';
import { saveStatusText, type SaveStatus } from '@reelforge/ui/scripts';

interface Props {
  /** The text the editor starts with; it owns the text from then on. */
  initial: string;
  /** What xmlToMovie finds wrong with the text: markers in the editor, listed under it. */
  problems: readonly XmlProblem[];
  onChange: (source: string) => void;
  status: SaveStatus;
  canSave: boolean;
  onSave: () => void;
}

/** The template's XML in monaco (XML mode), its problems by line and column, and Save with its status. */
export function TemplateSourceTab({ initial, problems, onChange, status, canSave, onSave }: Props) {
  return (
    <>
      <CodeSource language="xml" label="Template XML" initial={initial} problems={problems} onChange={onChange} />
      {problems.length > 0 ? (
        <ul className="rf-source-problems" aria-label="Template problems">
          {problems.map((p) => (
            <li key={`${p.line}:${p.column}:${p.message}`}>
              line {p.line}, column {p.column}: {p.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rf-hint">No problems found.</p>
      )}
      <div className="rf-row">
        <button type="button" className="rf-primary" disabled={!canSave} onClick={onSave}>
          Save template
        </button>
        <span role="status" aria-label="Template save status">
          {saveStatusText(status)}
        </span>
      </div>
    </>
  );
}
