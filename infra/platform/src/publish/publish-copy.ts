import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { newUid } from '../lib/secrets.ts';
import { handedBack } from '../project-copy/task-queue.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import type { DistributionRepository } from '../projects/distribution-store.ts';
import { copyContent, fingerprintOf, listContent, swapContent } from '../projects/project-content.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { copyGeneration, dropGeneration, pruneGenerations } from './published-generations.ts';
import { publishFailure, reasonOf, type RunningTask } from './publish-tasks.ts';

/** The message of a copy this process did not finish (it stopped, or died). */
export const INTERRUPTED = 'Publishing was interrupted; publish again.';
export const REMOVED = 'The distribution was removed while it was being published.';

export interface PublishCopyDeps {
  repo: DistributionRepository;
  blobs: BlobStore;
  now: Clock;
  log: FastifyBaseLogger;
  /** Paths under it are not shown in task messages. */
  dataDir: string;
  /** Awaited after each file a copy has made (see AppOptions.publishFileCopied). */
  fileCopied?: ((done: number, total: number) => Promise<void>) | undefined;
  /** The projects' files: when shared (a bucket), a copy is a generation of keys (published-generations.ts). */
  files?: ProjectFileStore | undefined;
}

/** What the service does as a copy goes: tell its progress, read whether it is still wanted, end it. */
export interface PublishCopyHooks {
  told(task: RunningTask): void;
  /** False once its distribution is gone (depublished on any api process): the copy stops. */
  wanted(task: RunningTask): Promise<boolean>;
  end(task: RunningTask, status: 'done' | 'error', message?: string): Promise<void>;
  /** A worker stopping hands the copy back: the distribution stays PUBLISHING for the next worker. */
  handedBack(task: RunningTask): void;
}

/**
 * One copy of a project's content to a region: its folders copied aside and swapped in (or,
 * with a bucket, a generation of keys its distribution switches to), and the distribution
 * PUBLISHED only once all of it is there. A failure or a stop fails the distribution and
 * leaves nothing half made.
 */
export async function copyPublished(
  deps: PublishCopyDeps,
  task: RunningTask,
  project: Pick<ProjectRef, 'id' | 'uid' | 'dir' | 'region'>,
  hooks: PublishCopyHooks,
): Promise<void> {
  const { repo, blobs, log } = deps;
  const signal = task.controller.signal;
  const staging = blobs.stagingDir(task.region, project.uid);
  const store = deps.files?.shared ? deps.files : undefined;
  const place = { region: task.region, uid: project.uid, generation: store && newUid() };
  let switched = false;
  // What the console shows while it waits: files copied of all there are.
  const progress = {
    total: (count: number) => {
      task.total = count;
      hooks.told(task);
    },
    copied: async (count: number) => {
      task.done = count;
      hooks.told(task);
      if (!(await hooks.wanted(task))) task.controller.abort(new Error(REMOVED));
      await deps.fileCopied?.(count, task.total ?? count);
    },
  };
  try {
    // Stopped before it began (a shutdown or a depublish while the distribution was being recorded).
    signal.throwIfAborted();
    task.status = 'copying';
    const before = store && (await repo.find(project.id, task.region))?.generation;
    let fingerprint: string;
    if (store) {
      fingerprint = await copyGeneration(store, { region: project.region, uid: project.uid }, place, signal, progress);
    } else {
      const files = await listContent(project.dir);
      progress.total(files.length);
      await copyContent(project.dir, files, staging, signal, progress.copied);
      fingerprint = fingerprintOf(files);
    }
    signal.throwIfAborted();
    if (!store) await swapContent(staging, blobs.projectDir(task.region, project.uid));
    // With a bucket, readers switch to the new generation here, in one statement.
    if (
      !(await repo.succeed(project.id, task.region, fingerprint, new Date(deps.now()).toISOString(), place.generation))
    ) {
      // The project or its distribution went meanwhile: leave no copy behind.
      if (!store) await blobs.removeProjectDir(task.region, project.uid);
      task.controller.abort(new Error(REMOVED));
      throw new Error(REMOVED);
    }
    switched = true;
    // The generation before stays for reads that began before the switch; older ones go.
    if (store) await pruneGenerations(store, place, [place.generation, before]);
    await hooks.end(task, 'done');
  } catch (error) {
    // A worker stopping hands the copy back: the distribution stays PUBLISHING for the next worker.
    if (handedBack(signal)) return hooks.handedBack(task);
    const message = signal.aborted ? reasonOf(signal, INTERRUPTED) : publishFailure(task.region, error, deps.dataDir);
    if (!signal.aborted) log.error({ err: error, prjuid: project.uid, region: task.region }, 'publishing failed');
    await repo
      .fail(project.id, task.region, message)
      .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failed publish'));
    await hooks.end(task, 'error', message);
  } finally {
    await rm(staging, { recursive: true, force: true }).catch((error: unknown) =>
      log.warn({ err: error }, 'could not remove a publish staging folder'),
    );
    if (store && place.generation && !switched)
      await dropGeneration(store, place, place.generation).catch((error: unknown) =>
        log.warn({ err: error }, 'could not remove an unfinished published copy'),
      );
  }
}
