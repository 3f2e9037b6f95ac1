/** Batch job rules of docs/reference.md §3, §4, §5 and §9. */

export const COMPILE_SLICE = 10_000;
export const UPLOAD_CHUNK = 500;
export const DEFAULT_JOB_LIMIT = 1000;
export const DEFAULT_ROUTING = 'default';
export const STATUS_POLL_MS = 5_000;
/** While the platform prepares a run (compiles and queues its tasks) its status is asked for every half second. */
export const PREPARE_POLL_MS = 500;
export const RUN_REFRESH_MS = 5_000;
export const ACL_OPTIONS = ['private', 'public-read', 'public-read-write', 'authenticated-read'] as const;
export const DEFAULT_ACL = 'public-read';
export const VIDEO_STATUS_OPTIONS = ['private', 'public', 'unlisted'] as const;

/**
 * Rows a range expression selects, 0-based, in order, each once. Items are comma-separated:
 * 'all' or an empty item selects every row; `a-b` and `a-` are ranges counted from 1; a
 * single number is one row (counted from 1). Rows outside 0..rowcount-1 are dropped. An
 * unknown item is reported through `log` and selects nothing.
 */
export function selectRows(
  expression: string | undefined,
  rowcount: number,
  log: (message: string) => void = () => {},
): number[] {
  const items = (expression ?? '').split(',').map((item) => item.trim());
  const picked = new Set<number>();
  const add = (index: number) => index >= 0 && index < rowcount && picked.add(index);
  for (const item of items) {
    if (item === '' || item.toLowerCase() === 'all') {
      for (let i = 0; i < rowcount; i++) picked.add(i);
      continue;
    }
    const range = /^(\d+)\s*-\s*(\d*)$/.exec(item);
    if (range) {
      const from = Number(range[1]);
      const to = range[2] === '' ? rowcount : Number(range[2]);
      for (let n = Math.max(1, from); n <= Math.min(to, rowcount); n++) add(n - 1);
      continue;
    }
    if (/^\d+$/.test(item)) {
      add(Number(item) - 1);
      continue;
    }
    log(`Unknown range item "${item}"`);
  }
  return [...picked].sort((a, b) => a - b);
}

/** Destination kinds and the parameters each takes (docs/reference.md §3). */
export const DESTINATION_PARAMS = {
  cdn: [],
  s3: [
    'bucket',
    'filename',
    'aws_use_policy',
    'aws_access_key_id',
    'aws_secret_access_key',
    'acl',
    'contenttype',
    's3host',
    'contentdisposition',
    'cachecontrol',
    'reduced_redundancy',
    'secure',
    'metadata',
  ],
  youtube: [
    'oauth_access_token',
    'auth_secret',
    'title',
    'description',
    'category',
    'status',
    'notifySubscribers',
    'playlistid',
  ],
  azure: ['account', 'key', 'container', 'filename', 'contenttype'],
  dropbox: ['oauth_access_token', 'auth_secret', 'filename'],
  http: ['method', 'url', 'filename', 'user', 'password', 'fileid', 'fields', 'headers'],
  jwplayer: ['api_key', 'filename', 'title', 'description'],
  wistia: ['api_password', 'access_token', 'project_id', 'name', 'description'],
  ftp: ['host', 'filename', 'user', 'password', 'passive', 'epsv', 'ftps'],
  token: [],
} as const;

export type DestinationKind = keyof typeof DESTINATION_PARAMS;
export type DestinationValue = string | number | boolean | Record<string, string>;
export interface Destination {
  type: DestinationKind;
  [param: string]: DestinationValue;
}

export const DESTINATION_LABELS: Record<DestinationKind, string> = {
  cdn: 'Product CDN',
  s3: 'S3-style object store',
  youtube: 'Video hosting (YouTube)',
  azure: 'Cloud blob store (Azure)',
  dropbox: 'File sync (Dropbox)',
  http: 'HTTP upload',
  jwplayer: 'Video hosting (JW Player)',
  wistia: 'Video hosting (Wistia)',
  ftp: 'FTP',
  token: 'Token only (no rendering)',
};

export function isDestinationKind(value: unknown): value is DestinationKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DESTINATION_PARAMS, value);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** A destination keeps only the parameters its kind defines; empty ones are dropped. */
export function filterDestination(destination: { type?: unknown; [param: string]: unknown }): Destination {
  if (!isDestinationKind(destination.type)) throw new Error(`Unknown destination type ${String(destination.type)}`);
  const out: Destination = { type: destination.type };
  for (const param of DESTINATION_PARAMS[destination.type] as readonly string[]) {
    const value = destination[param];
    if (isEmpty(value)) continue;
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value as Record<string, unknown>).filter(([key, v]) => key !== '' && !isEmpty(v));
      if (entries.length) out[param] = Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
    } else out[param] = value as string | number | boolean;
  }
  return out;
}

/** `${column}` references replaced by the row's values (unknown columns become empty). */
export function substituteColumns(template: string, row: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([^}]+)\}/g, (_, column: string) => row[column.trim()] ?? '');
}

/**
 * The file name a result is delivered under: the template with the row's values, made safe
 * as one path segment; an empty one becomes the generated unique name. The format's extension
 * is added when the name lacks it.
 */
export function resultFilename(
  template: string | undefined,
  row: Readonly<Record<string, string>>,
  format: string,
  uniqueName: string,
): string {
  const base = substituteColumns(template ?? '', row)
    .replace(/[\\/\u0000-\u001f\u007f]+/g, '_')
    .trim();
  const name = base && base !== '.' && base !== '..' ? base : uniqueName;
  return name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`;
}

/** Ids shorter than 10 characters are replaced by a new uuid (the caller saves the job). */
export function needsNewJobId(id: unknown): boolean {
  return typeof id !== 'string' || id.length < 10;
}

/** The default name of a new job: 'New Job N' with the next free N. */
export function newJobName(existing: readonly { name?: string }[]): string {
  const used = new Set(existing.map((job) => job.name));
  let n = existing.length + 1;
  while (used.has(`New Job ${n}`)) n++;
  return `New Job ${n}`;
}

/** Remaining time in minutes, or 'less than 1 minute'. */
export function etaText(remainingMs: number): string {
  if (!Number.isFinite(remainingMs) || remainingMs < 60_000) return 'less than 1 minute';
  const minutes = Math.round(remainingMs / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Estimated remaining time from the progress since start. */
export function estimateRemainingMs(done: number, remaining: number, elapsedMs: number): number {
  if (done <= 0) return Infinity;
  return (elapsedMs / done) * remaining;
}

/** Items in chunks of `size` (upload chunks of 500, compile slices of 10,000). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
