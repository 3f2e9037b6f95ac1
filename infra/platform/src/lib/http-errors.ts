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
