import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The pure parts of an Idempotency-Key (docs/api.md, "Idempotency"): what is stored of the key,
 * the fingerprint of the request it came with, and the first answer sealed with a key derived
 * from the Idempotency-Key, which is never stored: the table alone gives no answer away.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('reelforge idempotent answer');

/** The key as stored: its SHA-256. */
export function keyDigest(key: string): string {
  return createHash('sha256').update(`idempotency-key:${key}`).digest('hex');
}

function sealKey(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, 'reelforge', 'idempotent answer', 32));
}

/** JSON with object keys sorted, so one request reads the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a request asked for, as a digest: the same fields and values give the same one. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** `answer` as JSON, encrypted and authenticated (AES-256-GCM) with a key derived from `key`. */
export function sealAnswer(key: string, answer: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The answer `sealAnswer` sealed with the same key; undefined for any other key or a changed text. */
export function openAnswer(key: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(key), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8'));
  } catch {
    return undefined;
  }
}
