import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { DATABASE_FILE, openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  DEFAULT_PROJECT_QUOTA_BYTES,
  ownsDataAlone,
  SHARED_TEMPORARY_GRACE_MS,
  type AppOptions,
} from './app-options.ts';
import { BlobStore } from '../project-files/blob-store.ts';
import type { ObjectStore } from '../objects/object-store.ts';
import { S3ObjectStore } from '../objects/s3-object-store.ts';
import { BucketProjectFiles } from '../project-files/bucket-project-files.ts';
import { FolderProjectFiles } from '../project-files/folder-project-files.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import { QuotaProjectFiles } from '../project-files/project-quota.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The projects' folders: `blobs/<region>/<uid>/`. */
    blobs: BlobStore;
    /** The S3 bucket of AppOptions.objectStore (docs/object-store.md); undefined: blobs stay in the data folder. */
    objects: ObjectStore | undefined;
    /** Projects' files by key (project-files/README.md): their folders, or the bucket with AppOptions.objectStore. */
    projectFiles: ProjectFileStore;
    /**
     * The same files with each project's storage quota (PROJECT_QUOTA_BYTES): its usage, and a
     * check before an upload is read.
     */
    projectQuota: QuotaProjectFiles;
  }
}

export { DATABASE_FILE };

/**
 * The embedded adapters: SQLite for metadata, a directory for files, both under the data
 * folder. Only opened here; the services over them are built by wiring.ts.
 */
export default fp<AppOptions>(
  async (app, options) => {
    await mkdir(options.dataDir, { recursive: true });
    const db = await openDatabase({
      file: path.join(options.dataDir, DATABASE_FILE),
      databaseUrl: options.databaseUrl,
      log: app.log,
    });
    app.addHook('onClose', async () => db.destroy());

    const blobs = new BlobStore(path.join(options.dataDir, 'blobs'));
    await blobs.init();
    // Before anything is served: a file still in the making was cut short by a crash, or,
    // with other processes on the folder, one untouched for hours was.
    await blobs.sweepTemporary(ownsDataAlone(options) ? {} : { olderThan: Date.now() - SHARED_TEMPORARY_GRACE_MS });

    app.decorate('db', db);
    app.decorate('blobs', blobs);
    // One HeadBucket first: wrong S3 settings stop the start with one line.
    const objects = options.objectStore ? await S3ObjectStore.open(options.objectStore) : undefined;
    if (objects) app.addHook('onClose', async () => objects.close());
    app.decorate('objects', objects);
    const files: ProjectFileStore = objects
      ? new BucketProjectFiles(objects, blobs.root)
      : await FolderProjectFiles.open(blobs.root);
    // Every write of a project's content goes through its quota (docs/project-quota.md).
    const projectFiles = new QuotaProjectFiles(files, options.projectQuotaBytes ?? DEFAULT_PROJECT_QUOTA_BYTES);
    app.decorate('projectFiles', projectFiles);
    app.decorate('projectQuota', projectFiles);
    blobs.onProjectRemoved = (region, uid) => projectFiles.forget({ region, uid });
  },
  { name: 'storage' },
);
