import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes as 64 hex chars. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** A unique id as docs/reference.md §9 wants it: 32 lowercase hex chars. */
export function newUid(): string {
  return randomBytes(16).toString('hex');
}

/** Secrets are stored only as this digest, so a leaked database grants nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Shaped like an AWS temporary access key id (ASIA + 16 chars), which storage SDKs expect. */
export function newAccessKeyId(): string {
  const bytes = randomBytes(16);
  let id = 'ASIA';
  for (const byte of bytes) id += UPPER_ALNUM[byte % UPPER_ALNUM.length];
  return id;
}

export function newSecretAccessKey(): string {
  return randomBytes(30).toString('base64');
}

export function newSessionToken(): string {
  return randomBytes(96).toString('base64');
}
