/**
 * Inline lint of a script's source (docs/reference.md §4): the source is parsed as ES2015+
 * (the newest edition acorn knows, as a plain script, the way the sandbox evaluates it: no
 * modules, no top-level return) and what stops the parse is reported at its line and column.
 * Kept in an entry of its own so acorn loads only where scripts are edited.
 */
import { parse } from 'acorn';

export interface ScriptProblem {
  /** 1-based, as editors count */
  line: number;
  /** 1-based */
  column: number;
  message: string;
}

interface AcornError extends SyntaxError {
  loc?: { line: number; column: number };
}

/** The problems that keep the source from running; empty when it parses. */
export function lintScript(source: string): ScriptProblem[] {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
    return [];
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const loc = (error as AcornError).loc ?? { line: 1, column: 0 };
    // acorn appends "(line:column)" to its message; the position is given apart.
    const message = error.message.replace(/\s*\(\d+:\d+\)$/, '');
    return [{ line: loc.line, column: loc.column + 1, message }];
  }
}
