/** A job's runs across the regions it may have rendered in: which regions to ask, and one list of their answers. */
import type { BatchRun } from '@reelforge/api';
import { jobQueueRegion, jobRenderRegion, type BatchJob, type Distribution } from '@reelforge/model';
import { renderChoices } from '../distributions/render-regions.js';

/** A run and the region whose render host ran it (and holds its results). */
export interface RegionRun extends BatchRun {
  region: string;
}

/** What one region said when its runs were last asked for. */
export interface RegionRuns {
  /** null until the region has answered once */
  runs: readonly BatchRun[] | null;
  error: string | null;
}

/**
 * Where the job's runs are: the project's own region, each region it is published to, and
 * wherever the job renders or its queue is now (even when the list of distributions is not read).
 */
export function runRegions(
  projectRegion: string,
  distributions: readonly Distribution[] | null,
  job: Pick<BatchJob, 'region' | 'queueregion'>,
): string[] {
  const names = renderChoices(projectRegion, distributions).map((d) => d.name);
  return [...new Set([...names, jobRenderRegion(job, projectRegion), jobQueueRegion(job, projectRegion)])];
}

export type RunsAnswer = { region: string; runs: BatchRun[] } | { region: string; error: string };

/**
 * The regions after a round of answers: a region that answered has its runs; one that failed
 * keeps the runs it gave before, with the error. Regions no longer asked are dropped.
 */
export function withAnswers(
  previous: Readonly<Record<string, RegionRuns>>,
  answers: readonly RunsAnswer[],
): Record<string, RegionRuns> {
  return Object.fromEntries(
    answers.map((answer): [string, RegionRuns] =>
      'runs' in answer
        ? [answer.region, { runs: answer.runs, error: null }]
        : [answer.region, { runs: previous[answer.region]?.runs ?? null, error: answer.error }],
    ),
  );
}

const startOf = (run: BatchRun) => {
  const time = Date.parse(run.start ?? '');
  return Number.isNaN(time) ? -Infinity : time;
};

/** The runs of every region that answered, newest first (a run not started yet last). */
export function mergeRuns(byRegion: Readonly<Record<string, RegionRuns>>): RegionRun[] {
  return Object.entries(byRegion)
    .flatMap(([region, { runs }]) => (runs ?? []).map((run) => ({ ...run, region })))
    .sort((a, b) => startOf(b) - startOf(a));
}

/** Whether any region has answered yet. */
export function anyAnswered(byRegion: Readonly<Record<string, RegionRuns>>): boolean {
  return Object.values(byRegion).some((r) => r.runs !== null);
}
