import { useCallback, useEffect, useState } from 'react';
import { isLocalHost, jobTemplate, storyJobFormats, type BatchJob, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { ActionTab } from '../action/ActionTab.js';
import { formatsFromMovie } from '../action/movie-choice.js';
import { DestinationTab } from '../destination/DestinationTab.js';
import { useDistributions } from '../distributions/useDistributions.js';
import type { JobsStore } from '../jobs/jobs-store.js';
import { ParameterTab } from '../parameter/ParameterTab.js';
import { ResultsTab } from '../results/ResultsTab.js';
import { runRegions } from '../results/run-regions.js';
import { useRuns } from '../results/useRuns.js';
import type { JobRunner } from '../run/job-runner.js';
import { ScriptsTab } from '../scripts/ScriptsTab.js';
import { DebugTab } from './DebugTab.js';
import { JobTabs, type TabName } from './JobTabs.js';
import type { JobTabProps } from './tab-props.js';
import { useJobData } from './useJobData.js';

const TABS: readonly TabName[] = ['Action', 'Parameter', 'Destination', 'Scripts', 'Results'];

interface Props {
  project: Project;
  job: BatchJob;
  store: JobsStore;
  runner: JobRunner;
}

/** One job: what it renders, how, where to, with which script, and its runs. */
export function JobEditor({ project, job, store, runner }: Props) {
  const api = useApi();
  const data = useJobData(project, job);
  const distributions = useDistributions(project);
  const batchIn = useCallback((region: string) => api.batch(region), [api]);
  const runs = useRuns(batchIn, runRegions(project.region, distributions.list, job), job.id, job.running);
  const [tab, setTab] = useState<TabName>('Action');
  const [scriptsOpened, setScriptsOpened] = useState(false);
  const select = (next: TabName) => {
    setTab(next);
    if (next === 'Scripts') setScriptsOpened(true);
  };
  const patch = useCallback((changes: Partial<BatchJob>) => store.patch(job.id, changes), [store, job.id]);
  const tabs = isLocalHost(globalThis.location?.hostname ?? '') ? [...TABS, 'Debug' as const] : TABS;

  // The formats follow the movie's codec; a story's are the story formats.
  const isStory = jobTemplate(job)?.kind === 'story';
  useEffect(() => {
    const change = isStory ? storyJobFormats(job) : data.movie && formatsFromMovie(job, data.movie);
    if (change) patch(change);
  }, [isStory, data.movie, job.format, job.formats, patch]);

  // A running job is followed again; one found running without a run (a start cut short) is shown not running.
  useEffect(() => {
    if (!job.running || runner.isStarting(job.id)) return;
    if (job.queue) runner.watch(job.id);
    else
      store.show(job.id, {
        running: false,
        computing: false,
        uploading: false,
        status: 'The start was interrupted; start the job again.',
      });
  }, [job.running, job.queue, job.id, runner, store]);

  const props: JobTabProps = { project, job, patch, runner, ...data, distributions };
  return (
    <article className="rf-batch-editor" aria-label={`Job ${job.name}`}>
      <header className="rf-batch-header">
        <h2>{job.name || 'Unnamed job'}</h2>
      </header>
      <JobTabs tabs={tabs} active={tab} onSelect={select} />
      <div className="rf-tab-panel" role="tabpanel" id="rf-batch-panel" aria-labelledby={`rf-batch-tab-${tab}`}>
        {data.problems.map((problem) => (
          <p key={problem} role="alert" className="rf-form-error">
            {problem}
          </p>
        ))}
        {tab === 'Action' && <ActionTab {...props} />}
        {tab === 'Parameter' && <ParameterTab {...props} />}
        {tab === 'Destination' && <DestinationTab {...props} />}
        {/* Once opened, the script editor stays (hidden) while other tabs show, so an unsaved script is not
            lost on the way. */}
        {scriptsOpened && (
          <div hidden={tab !== 'Scripts'}>
            <ScriptsTab {...props} />
          </div>
        )}
        {tab === 'Results' && <ResultsTab {...props} runs={runs} />}
        {tab === 'Debug' && <DebugTab {...props} />}
      </div>
    </article>
  );
}
