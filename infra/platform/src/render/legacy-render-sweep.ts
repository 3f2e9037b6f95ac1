import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';

/** The older render call's renders among a project's files. */
export const LEGACY_RENDERS = '.renders/legacy/';
/** Renewed when a project's older render call is asked for (S3 keeps no access time): the sweep goes by it. */
const USED = `${LEGACY_RENDERS}.used`;
const HOUR_MS = 3_600_000;

/**
 * The idle sweep of the older render call's renders in the bucket, as render tokens' renders
 * have (tokens.ts, `renderCacheIdleMs`): a project's `.renders/legacy/` nobody asked for
 * within the idle time is removed; the next request renders again. Each request renews the
 * project's `.used` object (at most every quarter of the idle time, and hour, per process);
 * a sweep (at most as often) lists `.renders/legacy/` of every project's place the database
 * knows (one listing each) and removes it when its newest object is older than the idle time.
 */
export class LegacyRenderSweep {
  private readonly touched = new Map<string, number>();
  private lastSweep = -Infinity;

  constructor(
    private readonly files: ProjectFileStore,
    /** Every project's place: its home and the regions it is published to (`projectPlaces`). */
    private readonly places: () => Promise<ProjectPlace[]>,
    private readonly idleMs: number,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get period(): number {
    return Math.min(this.idleMs / 4, HOUR_MS);
  }

  /** The project's older render call was asked for now. */
  async touch(project: ProjectPlace): Promise<void> {
    const id = `${project.region}/${project.uid}`;
    const now = this.now();
    if (now - (this.touched.get(id) ?? -Infinity) < this.period) return;
    this.touched.set(id, now);
    await this.files.put(project, USED, Buffer.alloc(0), { contentType: 'application/octet-stream' });
  }

  /** Removes the projects' older render call renders idle for longer than the idle time. */
  async sweep(now = this.now()): Promise<void> {
    if (now - this.lastSweep < this.period) return;
    this.lastSweep = now;
    const cutoff = now - this.idleMs;
    try {
      for (const place of await this.places()) {
        const newest = await this.newest(place);
        if (newest !== undefined && newest < cutoff) await this.files.deletePrefix(place, LEGACY_RENDERS);
      }
    } catch (error) {
      // The next sweep tries again.
      this.log.warn({ err: error }, "could not sweep the older render call's renders");
    }
  }

  /** The time of the place's newest older render call object; undefined when there is none. */
  private async newest(place: ProjectPlace): Promise<number | undefined> {
    let newest: number | undefined;
    let after: string | undefined;
    do {
      const page = await this.files.list(place, LEGACY_RENDERS, { after });
      for (const object of page.objects) newest = Math.max(newest ?? 0, object.modified.getTime());
      after = page.next;
    } while (after);
    return newest;
  }
}

/** Every project's place the database knows: each project's home and its published copies. */
export async function projectPlaces(db: Kysely<Database>): Promise<ProjectPlace[]> {
  const homes = await db.selectFrom('projects').select(['region', 'uid']).execute();
  const copies = await db
    .selectFrom('distributions')
    .innerJoin('projects', 'projects.id', 'distributions.project_id')
    .select(['distributions.region as region', 'projects.uid as uid'])
    .execute();
  return [...homes, ...copies];
}
