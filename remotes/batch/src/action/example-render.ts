/** The example player's values: one row of the job's datasource, mapped as the job maps it. */
import { compileTasks, jobCompileInput, type BatchJob, type DatasourceRows, type JobTemplate } from '@reelforge/model';
import type { ExampleSubject } from '@reelforge/ui/render-export';

/** The movie's (or story's) values for one row (counted from 1), mapped as the job maps them. */
export function exampleParams(
  job: BatchJob,
  data: DatasourceRows,
  templateVariables: readonly string[],
  row: number,
): Record<string, string> {
  const [task] = compileTasks({ ...jobCompileInput(job, data, templateVariables), range: String(row) });
  return task?.params ?? {};
}

/** What the job's template renders as: its movie or its story, by name. */
export function exampleSubject(template: JobTemplate): ExampleSubject {
  return template.kind === 'story' ? { story: template.name } : { movie: template.name };
}
