import '../../shared/build/node20-polyfills.mts';
import { defineConfig } from 'vitest/config';

/**
 * The platform's tests of what it keeps in the object store, again with AppOptions.objectStore
 * set (docs/object-store.md): each test server starts s3rver on a free port with a bucket of its
 * own (test/helpers/server.ts). Left out, with the reason: userfs-paths and userfs-restart
 * plant links and half-received files in the store's folder, which a bucket has not;
 * render-cache ages the local render folders (test/objects/renders-across-hosts.test.ts
 * sweeps the bucket's); project-copy/restart snapshots the data folder as a crash leaves it,
 * which a bucket shared by the snapshot and the live server is not; security/thumbnail-content
 * and security/renderer-inputs write over assets' files in the data folder behind the
 * platform's back and point playlists at another project's file by its path there
 * (test/objects/assets-across-hosts.test.ts covers an asset replaced in the bucket).
 */
export const OBJECT_STORE_TESTS = [
  'test/userfs/userfs-files.test.ts',
  'test/userfs/userfs-paging.test.ts',
  'test/userfs/userfs-quota.test.ts',
  'test/userfs/userfs-quota-races.test.ts',
  'test/userfs/userfs-movie-source.test.ts',
  // Render tokens' files: put into the bucket once made, served from there.
  'test/region/render.test.ts',
  'test/region/render-failures.test.ts',
  'test/region/render-stories.test.ts',
  'test/region/render-published.test.ts',
  'test/region/media-render.test.ts',
  // Assets (userdata/): uploaded into the bucket, served from it by range, local copies for ffmpeg.
  'test/region/asset-data.test.ts',
  // Projects' storage quota: counted from the bucket, every write of content in its project's turn.
  'test/region/project-quota.test.ts',
  'test/region/media.test.ts',
  'test/region/datasources.test.ts',
  'test/region/base-video-progress.test.ts',
  'test/region/upload-cancel.test.ts',
  'test/region/projects.test.ts',
  'test/region/playground.test.ts',
  'test/region/render-story-refusals.test.ts',
  'test/region/track-versions.test.ts',
  'test/region/list-pages.test.ts',
  'test/render/tracking-render.test.ts',
  'test/security/upload-content.test.ts',
  'test/security/datasource-stored-reads.test.ts',
  // HLS previews: copied into the bucket as they are written, served from there.
  'test/region/preview.test.ts',
  // Shares' videos and posters: kept in the bucket once made, served from there.
  'test/share/share.test.ts',
  'test/share/story-share.test.ts',
  // App data, movies' messages, templates, product-CDN results and the older render call's
  // files: project files (project-files/README.md), in the bucket under projects/<region>/<uid>/.
  'test/batch/app-data.test.ts',
  'test/region/movies.test.ts',
  'test/region/compdata.test.ts',
  'test/batch/batch-runs.test.ts',
  'test/batch/batch-api.test.ts',
  'test/batch/batch-stories.test.ts',
  'test/batch/batch-progress.test.ts',
  'test/batch/batch-reuse.test.ts',
  'test/batch/crash-recovery.test.ts',
  'test/batch/row-reuse.test.ts',
  // Product-CDN results of a run in a region the project is published to: the copy's files.
  'test/batch/batch-published.test.ts',
  // Project copies and migrations: key by key through the bucket.
  'test/project-copy/copy.test.ts',
  'test/project-copy/compdata-copy.test.ts',
  'test/project-copy/concurrency.test.ts',
  'test/project-copy/migrate.test.ts',
  'test/admin/copy-between-users.test.ts',
  // Published copies: a generation of keys the distribution switches to.
  'test/publish.test.ts',
  'test/publish-progress.test.ts',
  'test/clients/publish.test.ts',
  'test/batch/batch-published.test.ts',
];

export default defineConfig({
  test: {
    name: 'platform-s3',
    environment: 'node',
    include: OBJECT_STORE_TESTS,
    env: { REELFORGE_TEST_OBJECT_STORE: 's3' },
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
  },
});
