/** Rules of the Parameter tab: which variables a job fills, and from which columns. */
import type { BatchJob } from '@reelforge/model';

/** A job that names no variables fills all the movie's. */
export function filledVariables(job: Pick<BatchJob, 'variables'>, movieVariables: readonly string[]): string[] {
  return job.variables.length ? movieVariables.filter((key) => job.variables.includes(key)) : [...movieVariables];
}

/** The variables after one is ticked or unticked. */
export function toggleVariable(
  job: Pick<BatchJob, 'variables'>,
  movieVariables: readonly string[],
  key: string,
  on: boolean,
): string[] {
  const now = filledVariables(job, movieVariables);
  return on ? movieVariables.filter((k) => k === key || now.includes(k)) : now.filter((k) => k !== key);
}

/** The column a variable takes: its own name with auto mapping, the chosen one with custom. */
export function columnOf(
  job: Pick<BatchJob, 'mapping' | 'varmap'>,
  variable: string,
  columns: readonly string[],
): string | undefined {
  const column = job.mapping === 'custom' ? job.varmap[variable] : variable;
  return column !== undefined && columns.includes(column) ? column : undefined;
}

/** The varmap with one variable's column set ('' unsets it). */
export function withColumn(
  varmap: Readonly<Record<string, string>>,
  variable: string,
  column: string,
): Record<string, string> {
  const next = { ...varmap };
  if (column) next[variable] = column;
  else delete next[variable];
  return next;
}
