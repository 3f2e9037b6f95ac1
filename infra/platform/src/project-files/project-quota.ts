import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { formatBytes } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';
import { QuotaLedger, SHARED_RECOUNT_MS, type Turn } from '../lib/quota-ledger.ts';
import type { ListOptions, ListPage, ObjectBody, ObjectInfo, PutOptions } from '../objects/object-store.ts';
import type { ProjectFileStore, ProjectPlace } from './project-file-store.ts';

/** What a project's quota counts: what people put in it (assets, app data, movies, templates). */
export const PROJECT_CONTENT = ['userdata/', 'appdata/', 'movies/', 'compdata/'] as const;

export const projectOverQuota = (quota: number, used: number) =>
  new HttpError(
    413,
    `This would take the project past its storage quota: it holds ${formatBytes(used)} of its ` +
      `${formatBytes(quota, { exact: true })}; delete assets to make room`,
  );

/** What a project holds against its quota (GET /v1/project/{uid}: Metadata.Used and Quota). */
export interface ProjectUsage {
  Used: number;
  Quota: number;
}

const placeKey = ({ region, uid }: ProjectPlace) => `${region}/${uid}`;

/**
 * The projects' files with each project's storage quota (PROJECT_QUOTA_BYTES, docs/project-quota.md)
 * held by construction: every write of a project's content (`PROJECT_CONTENT`), whoever makes
 * it (an asset upload, a datasource's conversion, a base video, app data, a movie, a template,
 * a copy or migration into the project), runs in the turn of its key (lib/quota-ledger.ts): the
 * size of what it replaces is read there, what it grows the project by is held while it writes
 * or, past the quota, refused with a 413 before anything is written (a stream is ended by the
 * chunk that passes it, and the store keeps none of it), and its effect is counted in the same
 * turn; deletions alike. Writes of other keys run alongside; removing a folder of keys runs
 * alone. The count is
 * taken from the store the first time a project is used. A published copy's generations
 * (ProjectPlace.generation) mirror its home and are not counted again.
 */
export class QuotaProjectFiles implements ProjectFileStore {
  readonly ledger: QuotaLedger;

  constructor(
    private readonly inner: ProjectFileStore,
    quotaBytes: number,
  ) {
    // A bucket is changed by every process: what the others stored is counted within a second.
    this.ledger = new QuotaLedger(quotaBytes, projectOverQuota, inner.shared ? SHARED_RECOUNT_MS : undefined);
  }

  get description(): string {
    return this.inner.description;
  }

  get shared(): boolean {
    return this.inner.shared;
  }

  /** What the project holds, counted from the store the first time. */
  async usage(project: ProjectPlace): Promise<ProjectUsage> {
    return { Used: await this.ledger.usedBy(placeKey(project), this.counter(project)), Quota: this.ledger.quotaBytes };
  }

  /**
   * A 413 before anything is received when files of these sizes under these keys cannot fit
   * beside what the project holds (what they replace counted out). The writes are checked
   * again, each in its turn, when they are made.
   */
  async checkRoom(project: ProjectPlace, files: ReadonlyArray<{ key: string; size: number }>): Promise<void> {
    const counted = files.filter((file) => this.counts(project, file.key));
    if (counted.length === 0) return;
    const key = placeKey(project);
    await this.ledger.usedBy(key, this.counter(project));
    let adds = 0;
    for (const file of counted) adds += file.size - ((await this.inner.head(project, file.key))?.size ?? 0);
    this.ledger.refuseUnlessFits(key, adds);
  }

  /**
   * The project's folder was removed or replaced as a whole (a migration's source, a deleted
   * project): counted again when next used.
   */
  forget(project: ProjectPlace): Promise<void> {
    return this.ledger.forget(placeKey(project));
  }

  head(project: ProjectPlace, key: string): Promise<ObjectInfo | undefined> {
    return this.inner.head(project, key);
  }

  get(project: ProjectPlace, key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectBody> {
    return this.inner.get(project, key, range);
  }

  read(project: ProjectPlace, key: string): Promise<Buffer | undefined> {
    return this.inner.read(project, key);
  }

  list(project: ProjectPlace, prefix: string, options?: ListOptions): Promise<ListPage> {
    return this.inner.list(project, prefix, options);
  }

  localFile(project: ProjectPlace, key: string): Promise<string | undefined> {
    return this.inner.localFile(project, key);
  }

  presignedGet(project: ProjectPlace, key: string, seconds: number): Promise<string> {
    return this.inner.presignedGet(project, key, seconds);
  }

  put(project: ProjectPlace, key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<ObjectInfo> {
    if (!this.counts(project, key)) return this.inner.put(project, key, body, options);
    if (body instanceof Readable) {
      return this.write(project, key, undefined, (turn, old) => {
        const metered = meter(old, turn);
        body.on('error', (error) => metered.destroy(error));
        return this.inner.put(project, key, body.pipe(metered), options);
      });
    }
    return this.write(project, key, Buffer.byteLength(body), () => this.inner.put(project, key, body, options));
  }

  async putFile(project: ProjectPlace, key: string, file: string, options?: PutOptions): Promise<ObjectInfo> {
    if (!this.counts(project, key)) return this.inner.putFile(project, key, file, options);
    const { size } = await stat(file);
    return this.write(project, key, size, () => this.inner.putFile(project, key, file, options));
  }

  async copy(from: ProjectPlace, fromKey: string, to: ProjectPlace, toKey: string): Promise<ObjectInfo> {
    if (!this.counts(to, toKey)) return this.inner.copy(from, fromKey, to, toKey);
    // A missing source is the store's own error, from its copy.
    const size = (await this.inner.head(from, fromKey))?.size ?? 0;
    return this.write(to, toKey, size, () => this.inner.copy(from, fromKey, to, toKey));
  }

  async delete(project: ProjectPlace, key: string): Promise<void> {
    if (!this.counts(project, key)) return this.inner.delete(project, key);
    await this.ledger.change(
      placeKey(project),
      this.counter(project),
      async () => {
        const old = (await this.inner.head(project, key))?.size ?? 0;
        await this.inner.delete(project, key);
        return { delta: -old, result: undefined };
      },
      key,
    );
  }

  async deletePrefix(project: ProjectPlace, prefix: string): Promise<number> {
    const touches =
      !project.generation &&
      (prefix === '' || PROJECT_CONTENT.some((content) => content.startsWith(prefix) || prefix.startsWith(content)));
    if (!touches) return this.inner.deletePrefix(project, prefix);
    // Counted again from the store once the files are gone.
    return this.ledger.change(placeKey(project), this.counter(project), async () => ({
      delta: undefined,
      result: await this.inner.deletePrefix(project, prefix),
    }));
  }

  /**
   * One write of the project's content in the turn of its key: what it grows the project by
   * (`size` less the file it replaces) is held while it writes, or refused; a stream
   * (`size` undefined) holds each chunk past the size of the file it replaces as it passes.
   */
  private write(
    project: ProjectPlace,
    key: string,
    size: number | undefined,
    apply: (turn: Turn, old: number) => Promise<ObjectInfo>,
  ): Promise<ObjectInfo> {
    return this.ledger.change(
      placeKey(project),
      this.counter(project),
      async (turn) => {
        const old = (await this.inner.head(project, key))?.size ?? 0;
        if (size !== undefined) turn.take(size - old);
        const info = await apply(turn, old);
        return { delta: info.size - old, result: info };
      },
      key,
    );
  }

  private counts(project: ProjectPlace, key: string): boolean {
    return !project.generation && PROJECT_CONTENT.some((prefix) => key.startsWith(prefix));
  }

  /** The bytes of the project's content, listed from the store page after page. */
  private counter(project: ProjectPlace): () => Promise<number> {
    return async () => {
      let total = 0;
      for (const prefix of PROJECT_CONTENT) {
        let after: string | undefined;
        do {
          const page = await this.inner.list(project, prefix, { after });
          for (const object of page.objects) total += object.size;
          after = page.next;
        } while (after);
      }
      return total;
    };
  }
}

/**
 * Passes a stream through, holding each byte past the `free` ones (the file it replaces); past the
 * quota it fails with the 413 (the store keeps none of it).
 */
function meter(free: number, turn: Turn): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const before = passed;
      passed += chunk.length;
      try {
        turn.take(Math.max(0, passed - Math.max(free, before)));
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
