import { useEffect, useState } from 'react';
import { Route, Routes } from '@reelforge/router';
import { projectPath, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { JobsStore } from './jobs/jobs-store.js';
import { UnsavedJobsGuard } from './jobs/UnsavedJobsGuard.js';
import { JobBrowser } from './list/JobBrowser.js';
import { JobRunner } from './run/job-runner.js';

/** One project's jobs and the runner that starts and follows them, shared by the list and every job opened. */
export function BatchWorkspace({ project }: { project: Project }) {
  const api = useApi();
  const [{ store, runner }] = useState(() => {
    // The jobs live in the project's own region; each is rendered in the region it names.
    const home = api.batch(project.region);
    const store = new JobsStore({
      load: () => home.jobs(project.uid),
      save: (jobs) => home.saveJobs(project.uid, jobs),
    });
    return {
      store,
      runner: new JobRunner({
        clientOf: (region) => api.batch(region),
        store,
        projectid: project.uid,
        region: project.region,
      }),
    };
  });
  useEffect(() => {
    runner.resume();
    void store.load();
    return () => {
      runner.dispose();
      store.dispose();
    };
  }, [store, runner]);

  const browser = <JobBrowser project={project} store={store} runner={runner} />;
  return (
    <>
      <UnsavedJobsGuard store={store} within={projectPath(project.region, project.uid, 'batch')} />
      <Routes>
        <Route index element={browser} />
        <Route path=":id/*" element={browser} />
      </Routes>
    </>
  );
}
