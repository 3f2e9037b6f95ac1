import { createReadStream } from 'node:fs';
import { keyProblem } from '../objects/object-store.ts';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';

/**
 * The public path of a result on the product CDN (served by routes/cdn-files.ts). A result of
 * a project's copy in a region it is published to is in that copy's files: its path
 * names the region.
 */
export function cdnPath(project: ProjectRef, runId: string, filename: string): string {
  const where = project.region === project.home ? '' : `/${project.region}`;
  return `/cdn${where}/${project.uid}/${encodeURIComponent(runId)}/${encodeURIComponent(filename)}`;
}

/** One segment of a key: not empty, no `/`, not `.` or `..`, no character a key refuses. */
const segment = (name: string) => name !== '' && !name.includes('/') && keyProblem(name) === undefined;

/**
 * The product CDN: results are the project's files (or its copy's) `cdn/<run id>/<file>`, in
 * the project's folder or the bucket (project-files/README.md), served publicly at
 * /cdn[/<region>]/<prjuid>/<runid>/<filename> by whichever process is asked.
 */
export class ProductCdn {
  constructor(readonly files: ProjectFileStore) {}

  /** The key of a result, or undefined when the names would leave the run's folder. */
  keyOf(runId: string, filename: string): string | undefined {
    return segment(runId) && segment(filename) ? `cdn/${runId}/${filename}` : undefined;
  }

  /** Copies a rendered file in (whole at once: a reader never sees half a file); its public path. */
  async store(project: ProjectRef, runId: string, source: string, filename: string): Promise<string> {
    const key = this.keyOf(runId, filename);
    if (!key) throw new Error(`"${filename}" cannot be a file name on the CDN`);
    await this.files.put(project, key, createReadStream(source));
    return cdnPath(project, runId, filename);
  }

  async removeRun(project: ProjectPlace, runId: string): Promise<void> {
    if (segment(runId)) await this.files.deletePrefix(project, `cdn/${runId}/`);
  }
}
