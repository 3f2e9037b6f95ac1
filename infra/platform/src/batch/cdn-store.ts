import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { copyFileAside } from '../lib/atomic-write.ts';
import { resolveInside } from '../lib/files.ts';
import type { ProjectRef } from '../services/projects.ts';

/**
 * The public path of a result on the product CDN (served by routes/cdn-files.ts). A result of
 * a project's copy in a region it is published to is in that copy's folder: its path
 * names the region.
 */
export function cdnPath(project: ProjectRef, runId: string, filename: string): string {
  const where = project.region === project.home ? '' : `/${project.region}`;
  return `/cdn${where}/${project.uid}/${encodeURIComponent(runId)}/${encodeURIComponent(filename)}`;
}

/**
 * The product CDN of the embedded mode: results in the project's folder (or its copy's)
 * under cdn/<runid>/<filename>, served publicly at /cdn[/<region>]/<prjuid>/<runid>/<filename>.
 */
export class ProductCdn {
  runDir(project: ProjectRef, runId: string): string | undefined {
    const dir = resolveInside(path.join(project.dir, 'cdn'), runId);
    return dir && path.dirname(dir) === path.resolve(project.dir, 'cdn') ? dir : undefined;
  }

  /** The stored file of a result, or undefined when the name would leave the run's folder. */
  fileOf(project: ProjectRef, runId: string, filename: string): string | undefined {
    const dir = this.runDir(project, runId);
    const file = dir && resolveInside(dir, filename);
    return file && path.dirname(file) === dir ? file : undefined;
  }

  /** Copies a rendered file in (written aside, then renamed: a reader never sees half a file). */
  async store(project: ProjectRef, runId: string, source: string, filename: string): Promise<string> {
    const file = this.fileOf(project, runId, filename);
    if (!file) throw new Error(`"${filename}" cannot be a file name on the CDN`);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFileAside(source, file);
    return cdnPath(project, runId, filename);
  }

  async removeRun(project: ProjectRef, runId: string): Promise<void> {
    const dir = this.runDir(project, runId);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
