import envSchema from 'env-schema';
import type { Env } from './env.ts';

/**
 * The scale-out settings (docs/scale-out.md): which database, object store and queue the
 * process uses and which part it plays. Each unset setting keeps the embedded default, so
 * `npm start` needs none of them. Read once at start; the first wrong one stops the process
 * with one line naming it, and never with a password or a secret key in it.
 */
export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export interface ObjectStoreSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets addressed as `endpoint/bucket/key` (most S3-compatible servers) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * The address browsers reach the store at, when it is not `endpoint` (S3_PUBLIC_ENDPOINT):
   * used only to sign the URLs a media element is redirected to (docs/object-store.md).
   */
  publicEndpoint?: string;
}

export interface ScaleOutSettings {
  role: Role;
  databaseUrl?: string;
  redisUrl?: string;
  objectStore?: ObjectStoreSettings;
  workerConcurrency?: number;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// What each setting must be, in the words of the one line a wrong value stops the start with.
const EXPECTED: Record<string, string> = {
  REELFORGE_ROLE: `one of ${ROLES.join(', ')}`,
  WORKER_CONCURRENCY: 'a whole number from 1 to 256',
  S3_BUCKET: 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  S3_REGION: 'a region name such as us-east-1',
  S3_FORCE_PATH_STYLE: 'true or false',
};

const schema = {
  type: 'object',
  properties: {
    REELFORGE_ROLE: { type: 'string', enum: [...ROLES] },
    DATABASE_URL: { type: 'string' },
    REDIS_URL: { type: 'string' },
    WORKER_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 256 },
    S3_ENDPOINT: { type: 'string' },
    S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' },
    S3_REGION: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
    S3_ACCESS_KEY_ID: { type: 'string', minLength: 1 },
    S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1 },
    S3_FORCE_PATH_STYLE: { type: 'boolean' },
    S3_PUBLIC_ENDPOINT: { type: 'string' },
  },
  // The object store is all or nothing: one setting without the others is a mistake, not a default.
  dependencies: Object.fromEntries(S3_SETTINGS.map((name) => [name, S3_SETTINGS.filter((other) => other !== name)])),
} as const;

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string; property?: string };
}

/** One line for the first problem, naming the setting (values are not repeated: they may be secret). */
function describe(error: SchemaError): string {
  if (error.keyword === 'dependencies') {
    return (
      `${error.params.missingProperty} must be set when ${error.params.property} is: the object store needs ` +
      `${S3_SETTINGS.join(', ')}`
    );
  }
  const name = error.instancePath.replace(/^\//, '');
  return `${name} must be ${EXPECTED[name] ?? 'set to a value'}`;
}

/**
 * A URL setting read without ever printing it: its scheme must be one of `schemes`, and
 * it needs a host. The error names the setting and what was wrong, not the value.
 */
function url(env: Env, name: string, schemes: readonly string[]): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL; expected ${schemes.map((s) => `${s}//…`).join(' or ')}`);
  }
  if (!schemes.includes(parsed.protocol)) {
    throw new Error(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}, not ${parsed.protocol}//`);
  }
  if (!parsed.hostname) throw new Error(`${name} names no host`);
  return value;
}

/** Reads and checks the scale-out settings; throws one clear line for the first wrong one. */
export function scaleOutFromEnv(env: Env, argv: readonly string[] = []): ScaleOutSettings {
  // Empty values count as unset, as for every other setting.
  const data = Object.fromEntries(
    [...Object.keys(schema.properties)].flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  let read: Record<string, unknown>;
  try {
    read = envSchema({ schema, data, dotenv: false }) as Record<string, unknown>;
  } catch (error) {
    const first = (error as { errors?: SchemaError[] }).errors?.[0];
    throw new Error(first ? describe(first) : 'The scale-out settings could not be read');
  }

  const roleArgument = argv.find((arg) => !arg.startsWith('-'));
  if (roleArgument !== undefined && !(ROLES as readonly string[]).includes(roleArgument)) {
    throw new Error(`Unknown role "${roleArgument}": start the platform as one of ${ROLES.join(', ')}`);
  }
  const role = (roleArgument ?? read.REELFORGE_ROLE ?? 'all') as Role;

  const settings: ScaleOutSettings = { role };
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  if (databaseUrl) settings.databaseUrl = databaseUrl;
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl) settings.redisUrl = redisUrl;
  if (typeof read.WORKER_CONCURRENCY === 'number') settings.workerConcurrency = read.WORKER_CONCURRENCY;
  if (read.S3_ENDPOINT !== undefined) {
    settings.objectStore = {
      endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:'])!,
      bucket: read.S3_BUCKET as string,
      region: read.S3_REGION as string,
      accessKeyId: read.S3_ACCESS_KEY_ID as string,
      secretAccessKey: read.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: (read.S3_FORCE_PATH_STYLE as boolean | undefined) ?? true,
    };
    const publicEndpoint = url(env, 'S3_PUBLIC_ENDPOINT', ['http:', 'https:']);
    if (publicEndpoint) settings.objectStore.publicEndpoint = publicEndpoint;
  } else if (env.S3_PUBLIC_ENDPOINT?.trim()) {
    throw new Error('S3_PUBLIC_ENDPOINT is set without S3_ENDPOINT: it is the public address of that object store');
  }
  // Several processes share one queue only through Redis: a lone api process would enqueue
  // tasks nobody runs, and a lone worker would find none.
  if (role !== 'all' && !settings.redisUrl) {
    throw new Error(`The ${role} role needs REDIS_URL: api and worker processes share their queue through Redis`);
  }
  return settings;
}
