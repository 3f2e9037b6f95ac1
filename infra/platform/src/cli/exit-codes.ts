/**
 * What the command line's exit code says (docs/api.md, "The command line"): each kind of
 * failure its own number, so a script can tell a failed render from a wrong key.
 */
export const EXIT = {
  /** The render is saved, the run started or ended well, the status or results printed. */
  done: 0,
  /** The render failed, the batch run ended with failed rows or was cancelled, or the file could not be written. */
  failed: 1,
  /** The command line is wrong, or the platform refused what it asked (400, 409, 413, 422). */
  usage: 2,
  /** The key or token was refused (401, 403). */
  auth: 3,
  /** The project, movie, render, queue, run or job does not exist, or is someone else's (404). */
  notFound: 4,
  /** The platform could not be reached, did not answer in time, or is unavailable (502, 503, 504). */
  unreachable: 5,
  /** The platform failed otherwise (a 500, a 429 of its rate limits). */
  platform: 6,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code of a call answered with `status` (0: no connection, -1: timed out, as @reelforge/api's ApiError). */
export function exitCodeOfStatus(status: number): ExitCode {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  if (status <= 0 || status === 502 || status === 503 || status === 504) return EXIT.unreachable;
  if (status === 400 || status === 409 || status === 413 || status === 415 || status === 422) return EXIT.usage;
  return EXIT.platform;
}

/** Whether a call answered with `status` is worth sending again: the platform was not reached or not ready. */
export function isPassingFailure(status: number): boolean {
  return exitCodeOfStatus(status) === EXIT.unreachable;
}
