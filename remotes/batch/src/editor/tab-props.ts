import type { Asset, BatchJob, DatasourceRows, Project } from '@reelforge/model';
import type { DistributionsState } from '../distributions/useDistributions.js';
import type { JobRunner } from '../run/job-runner.js';
import type { MovieFacts } from './project-data.js';

/** What every tab of the job editor is given. */
export interface JobTabProps {
  project: Project;
  job: BatchJob;
  /** Changes the job; the store writes it to jobs.json shortly after. */
  patch: (changes: Partial<BatchJob>) => void;
  runner: JobRunner;
  /** The project's movie names; null while they load. */
  movies: string[] | null;
  /** The project's datasources; null while they load. */
  datasources: Asset[] | null;
  /** The project's story names (stories.json); null while they load. */
  stories: string[] | null;
  /**
   * The chosen movie's codec and variables (a story's: no codec, its variables and its movies'); null while it
   * loads or when none is chosen.
   */
  movie: MovieFacts | null;
  /** The chosen datasource's rows; null while they load or when none is chosen. */
  data: DatasourceRows | null;
  /** Why the movie, the story or the datasource could not be read. */
  problems: string[];
  /** The project's distributions: where the job may render. */
  distributions: DistributionsState;
}
