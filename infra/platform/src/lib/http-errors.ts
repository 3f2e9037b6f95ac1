/** An error whose message is meant for the caller, sent as `{"Message": ...}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A 5xx message is hidden unless it was written for the caller (e.g. "Render failed (session ...)"). */
    readonly expose = statusCode < 500,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message);
export const forbidden = (message = 'Admin rights required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

// What @fastify/busboy throws or emits for a multipart body it cannot read: plain Errors,
// known only by their words. Each is the caller's mistake, not the server's.
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

/**
 * The 4xx a known kind of library error stands for, or undefined. Only kinds that can
 * only come from what the caller sent belong here: everything else stays a 500.
 */
export function callerErrorOf(error: unknown): HttpError | undefined {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== undefined) return undefined;
  if (MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return badRequest(`The multipart/form-data body cannot be read: ${error.message}`);
  }
  return undefined;
}
