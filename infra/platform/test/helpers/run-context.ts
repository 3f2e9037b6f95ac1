// What a project's global setup makes once for its whole run and hands to every test file
// (`inject(name)`); undefined where the project makes none of it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Small real media encoded once (helpers/media.ts `makeMedia` copies them from this folder). */
    mediaDir?: string;
    /** The run's PostgreSQL cluster (superuser URL, with a migrated template database): a database per user of it. */
    postgresUrl?: string;
    /** The run's redis-server: a logical database per test file (scale-out/redis.ts). */
    redisUrl?: string;
    /** The platform process bundled once (scale-out/platform-bundle.ts), started with plain node. */
    platformBundle?: string;
    /** Test servers store on PostgreSQL and in a bucket of their own, as a scaled-out deployment does. */
    serversScaledOut?: boolean;
  }
}

export {};
