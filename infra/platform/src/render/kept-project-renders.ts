import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from '@reelforge/model';
import { contentTypeOfFormat } from '@reelforge/model';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RenderJob } from './jobs.ts';
import type { RenderHooks, RenderService } from './render-service.ts';

/**
 * Renders kept as project files (the older render call's `.renders/legacy/<hash>.<ext>`):
 * made once, on first request, where every process finds them. In the project's folder
 * (the embedded mode) the render is the file itself (`RenderService.cached`). With a bucket a
 * render found there (made by any process) is used as it is; else it is made in the
 * project's local folder, put into the bucket under the same key and the local file removed,
 * as render tokens' files are (stored-renders.ts). However many requests wait for one key,
 * it is rendered and put once in this process.
 */
export class KeptProjectRenders {
  private readonly putting = new Map<string, Promise<void>>();

  constructor(
    readonly files: ProjectFileStore,
    private readonly renders: RenderService,
  ) {}

  /** Makes the project file `key` by rendering `job` when it is not there yet. */
  async keep(
    project: ProjectRef,
    key: string,
    job: RenderJob,
    format: OutputFormat,
    hooks: RenderHooks = {},
  ): Promise<void> {
    const local = path.join(project.dir, ...key.split('/'));
    if (!this.files.shared) {
      await this.renders.cached(local, job, format, hooks);
      return;
    }
    const id = `${project.region}/${project.uid}/${key}`;
    await this.putting.get(id)?.catch(() => undefined);
    if (await this.files.head(project, key)) return;
    await this.renders.cached(local, job, format, hooks);
    let put = this.putting.get(id);
    if (!put) {
      put = this.files
        .put(project, key, createReadStream(local), { contentType: contentTypeOfFormat(format) })
        .then(() => rm(local, { force: true }))
        .finally(() => this.putting.delete(id));
      this.putting.set(id, put);
    }
    await put;
  }
}
