import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a sign-in with the provider carries from its start to its callback, in the browser's
 * cookie (docs/accounts.md, "Single sign-on"): the state and nonce sent to the provider, the
 * PKCE code verifier, the callback address used, and where the browser goes afterwards.
 */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** A path or an address on this site (login-page.ts, safeReturnAddress). */
  returnTo: string;
  /** The console's own state, handed back with the token (docs/sign-in.md). */
  consoleState?: string;
  /** Epoch ms; the cookie's own Max-Age says the same to the browser. */
  expiresAt: number;
}

export const PENDING_COOKIE = 'reelforge_oidc';
export const PENDING_LIFE_MS = 10 * 60_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The cookie's key: derived from the client secret, which every api process has, so a sign-in
 * started on one process ends on any other; a new secret ends the sign-ins under way.
 */
export function pendingCookieKey(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientSecret, 'reelforge', 'oidc pending sign-in cookie', 32));
}

/** `pending` encrypted and authenticated (AES-256-GCM): the browser can neither read nor change it. */
export function sealPending(pending: PendingSignIn, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(PENDING_COOKIE));
  const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The sign-in a cookie holds, or undefined when it is missing, changed, made with another key or expired. */
export function openPending(value: string | undefined, key: Buffer, now: number): PendingSignIn | undefined {
  if (!value) return undefined;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  let pending: Partial<PendingSignIn>;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(PENDING_COOKIE));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    pending = JSON.parse(text.toString('utf8'));
  } catch {
    return undefined;
  }
  const { state, nonce, codeVerifier, redirectUri, returnTo, consoleState, expiresAt } = pending;
  if (![state, nonce, codeVerifier, redirectUri, returnTo].every(isText)) return undefined;
  if (typeof expiresAt !== 'number' || expiresAt <= now) return undefined;
  if (consoleState !== undefined && !isText(consoleState)) return undefined;
  return pending as PendingSignIn;
}

/** The Set-Cookie value: HttpOnly, SameSite=Lax (sent on the provider's redirect back), on the sign-in paths only. */
export function pendingCookie(value: string, { path, secure }: { path: string; secure: boolean }): string {
  return [
    `${PENDING_COOKIE}=${value}`,
    `Path=${path}`,
    `Max-Age=${PENDING_LIFE_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the cookie: a sign-in's cookie serves one callback. */
export function clearedPendingCookie({ path, secure }: { path: string; secure: boolean }): string {
  return [
    `${PENDING_COOKIE}=`,
    `Path=${path}`,
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
