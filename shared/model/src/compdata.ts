import { nameProblem } from './names.js';

/**
 * XML templates stored in a project (compdata, docs/compdata.md): named like movies, listed a
 * page at a time, their size and frame rate read from the template itself.
 */

/** Templates a list answer holds at most (as movies, docs/reference.md §9). */
export const COMPDATA_PER_PAGE = 1000;
/** The most characters a template name has (as a movie's). */
export const COMPDATA_NAME_MAX_LENGTH = 200;
/**
 * The most bytes a template's text may have when it is saved: 4 MiB, so that no accepted body
 * holds more characters than the XML reader reads (4 Mi characters).
 */
export const COMPDATA_MAX_BYTES = 4 * 1024 * 1024;

/** Why a template cannot have this name, or undefined: the movie name rule (a file name of the project). */
export function compdataNameError(name: string): string | undefined {
  if (!name.trim()) return 'A template needs a name.';
  return nameProblem(name, { maxLength: COMPDATA_NAME_MAX_LENGTH });
}

/** A problem of a template's text: where (1-based line and column) and what. */
export interface TemplateProblem {
  line: number;
  column: number;
  message: string;
}

/** How many problems a refusal names; the rest are counted. */
const PROBLEMS_SHOWN = 5;

/**
 * The message of a template refused for its problems, each at its line and column, e.g.
 * "The XML template is not valid: line 3, column 7: unknown element <layr>". Problems are
 * given in document order; past five the rest are counted.
 */
export function templateProblemsMessage(problems: readonly TemplateProblem[]): string {
  if (problems.length === 0) return 'The XML template is not valid';
  const shown = problems
    .slice(0, PROBLEMS_SHOWN)
    .map(({ line, column, message }) => `line ${line}, column ${column}: ${message}`);
  const more = problems.length - shown.length;
  const rest = more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : '';
  return `The XML template is not valid: ${shown.join('; ')}${rest}`;
}
