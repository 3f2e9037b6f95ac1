import { usernameSchema } from '@reelforge/contract';
import { nameProblem } from '@reelforge/model';
import { EXAMPLES_OWNER } from './examples-owner.ts';

/** The longest name an account gets from a provider: room is left for a `-N` that makes it unique. */
const BASE_MAX_LENGTH = usernameSchema.maxLength - 8;

// What the name rule refuses (shared/model names.ts), taken out rather than refused: controls,
// bidirectional controls and lone surrogates go, slashes become dashes, spaces are squeezed.
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/gu;
const SEPARATORS = /[/\\]+/gu;
const SPACES = /\s+/gu;

/**
 * `raw` made to fit the name rule of accounts (what `pnpm reelforge account create` takes), or
 * undefined when nothing usable is left: NFKC (full-width letters as what they look like),
 * without controls, slashes as dashes, spaces squeezed and trimmed, at most 192 characters.
 */
export function fittedUsername(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const cleaned = raw.normalize('NFKC').replace(UNWANTED, '').replace(SEPARATORS, '-').replace(SPACES, ' ').trim();
  const name = [...cleaned].slice(0, BASE_MAX_LENGTH).join('').trim();
  if (!name || name === EXAMPLES_OWNER || nameProblem(name, { maxLength: usernameSchema.maxLength })) return undefined;
  return name;
}

/**
 * The name a new account gets from an ID token's claims: the first of preferred_username, email
 * and sub that fits the name rule, else `user`.
 */
export function usernameFromClaims(claims: Readonly<Record<string, unknown>>): string {
  for (const claim of ['preferred_username', 'email', 'sub']) {
    const name = fittedUsername(claims[claim]);
    if (name) return name;
  }
  return 'user';
}

/** The names to try, in order, for an account based on `base`: itself, then `base-2`, `base-3`… */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n++) yield `${base}-${n}`;
}
