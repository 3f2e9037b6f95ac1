/**
 * The render call made for programs (docs/api.md, "Rendering from code"): a movie by name with
 * its variables, answered at once with a token, followed by its status. An entry of its own
 * (`@reelforge/model/program-renders`): the platform, the typed client and the command line
 * use it; the console's first page does not carry it.
 */
import type { RenderStatus } from './render-progress.js';

/** What a program's render is: waiting for a slot, rendering, done (with its file's address) or failed (with why). */
export type ProgramRenderState = 'queued' | 'rendering' | 'done' | 'failed';

/** GET …/renders/{token}: where one render stands. */
export interface ProgramRenderStatus {
  token: string;
  status: ProgramRenderState;
  /** 0 to 1; 1 once done. */
  progress: number;
  /** Where the rendered file is fetched, once done. */
  url?: string;
  /** Why it failed, once failed. */
  reason?: string;
}

/** POST …/renders: the render started, its token and where to follow and fetch it. */
export interface ProgramRenderAccepted {
  token: string;
  status: 'queued';
  statusUrl: string;
  resultUrl: string;
}

/** The longest Idempotency-Key taken. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** How long an Idempotency-Key answers with its first request's answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

const PRINTABLE = /^[\x20-\x7e]+$/;

/** Why an Idempotency-Key header cannot be one (1 to 200 printable ASCII characters), or undefined. */
export function idempotencyKeyProblem(key: string): string | undefined {
  if (key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && PRINTABLE.test(key)) return undefined;
  return `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters (ASCII 32 to 126)`;
}

/**
 * A program's view of a render token's status (render-progress.ts): the same states, the
 * progress clamped to 0–1, the file's address once done and the reason once failed.
 */
export function programRenderStatus(token: string, status: RenderStatus, url: string): ProgramRenderStatus {
  const progress = Number.isFinite(status.progress) ? Math.min(1, Math.max(0, status.progress)) : 0;
  switch (status.state) {
    case 'done':
      return { token, status: 'done', progress: 1, url };
    case 'failed':
      return { token, status: 'failed', progress, reason: status.error ?? 'The render failed' };
    default:
      return { token, status: status.state, progress };
  }
}

/** Whether a program's render has ended, done or failed. */
export function programRenderEnded(status: Pick<ProgramRenderStatus, 'status'>): boolean {
  return status.status === 'done' || status.status === 'failed';
}

/**
 * Variable values as `key=value` arguments (`--var title=Hi`): split at the first `=`, the
 * later of two for one key wins. A problem names the argument.
 */
export function variablesFromArguments(
  args: readonly string[],
): { variables: Record<string, string> } | { problem: string } {
  const variables: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) return { problem: `--var takes key=value, not "${arg}"` };
    variables[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return { variables };
}
