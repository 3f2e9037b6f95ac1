import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { CopyEngine } from '../project-copy/copy-engine.ts';
import { MigrationEngine } from '../project-copy/migration.ts';
import {
  PROJECT_TASK_JOBS,
  projectTaskWorker,
  queuedProjectTasks,
  type ProjectTaskJob,
  type TaskPlace,
} from '../project-copy/task-queue.ts';
import { ProjectTaskStore } from '../project-copy/task-store.ts';
import { DistributionRepository } from '../projects/distribution-store.ts';
import { ProjectRepository } from '../projects/project-store.ts';
import { ProjectService, type ProjectDerived } from '../projects/project-service.ts';
import { DistributionService } from '../publish/distribution-service.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { ownsDataAlone, type AppOptions } from './app-options.ts';
import type { JobQueues } from './job-queues.ts';

/** Project tasks a worker process runs at once: they mostly wait on the disk or the object store. */
const TASK_CONCURRENCY = 4;

/**
 * The projects and their tasks: publish copies, project copies and migrations, each run where
 * the role says (an api process with Redis hands them to worker processes through the project
 * task queue). Tasks cut short are recovered before anything is served when no other process
 * shares the data (with others they may be theirs); their stop is the wiring's (wiring.ts).
 */
export async function wireProjects(
  app: FastifyInstance,
  options: AppOptions,
  parts: { now: Clock; shared: SharedState; derived: ProjectDerived[]; jobs: JobQueues },
): Promise<void> {
  const { db, blobs } = app;
  const { now, shared, derived, jobs } = parts;
  const distributionRepo = new DistributionRepository(db);
  const projects = new ProjectService(
    new ProjectRepository(db),
    distributionRepo,
    blobs,
    now,
    app.projectFiles,
    derived,
  );
  app.decorate('projects', projects);
  const taskJobs = jobs.queue(PROJECT_TASK_JOBS);
  // An api process hands its tasks over; a worker that stops hands its running ones back.
  const where: TaskPlace = { runner: taskJobs && queuedProjectTasks(taskJobs), handBack: jobs.handsBack };
  // Before anything is served: no copy of this process runs yet, so any marked running was
  // cut short, when no other process shares the data (with others it may be theirs).
  const alone = ownsDataAlone(options);
  const distributions = new DistributionService({
    repo: distributionRepo,
    blobs,
    now,
    log: app.log,
    dataDir: options.dataDir,
    fileCopied: options.publishFileCopied,
    progress: shared.progress,
    alone,
    files: app.projectFiles,
    ...where,
  });
  if (alone) await distributions.recover();
  app.decorate('distributions', distributions);
  // Copies and migrations a stop cut short are removed or finished before anything is served.
  const taskDeps = {
    db,
    tasks: new ProjectTaskStore(db),
    blobs,
    files: app.projectFiles,
    now,
    log: app.log,
    dataDir: options.dataDir,
    step: options.projectTaskStep,
    progress: shared.progress,
  };
  const projectCopies = new CopyEngine(taskDeps, where);
  const migrations = new MigrationEngine(taskDeps, where);
  if (alone) {
    await projectCopies.recover();
    await migrations.recover();
  }
  app.decorate('projectCopies', projectCopies);
  app.decorate('migrations', migrations);
  const here = { publish: distributions.here, copy: projectCopies.here, migrate: migrations.here };
  // Its workers died too often: the task ends as an error the user can start again.
  const stalledOut = async (job: ProjectTaskJob) => {
    if (job.kind === 'publish') await distributions.abandon(job);
    else if (job.kind === 'copy') await projectCopies.abandon(job.id);
    else await migrations.abandon(job.id);
  };
  jobs.serve(PROJECT_TASK_JOBS, projectTaskWorker(here, stalledOut, app.log), () => app.renders.stopping, {
    concurrency: TASK_CONCURRENCY,
    maxStalledCount: options.redisQueue?.maxStalledCount,
  });
}
