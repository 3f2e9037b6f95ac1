import { HttpError } from '../lib/http-errors.ts';
import type { HttpRefusal, Refusals } from '../queue/job-queue.ts';
import { RenderFailure } from './failure.ts';

/** A refusal of a render as it crosses a queue: a RenderFailure names its session. */
export interface RenderRefusal extends HttpRefusal {
  sessionId?: string | undefined;
}

/** The refusals that `counts` takes, each thrown again as the worker's service threw it. */
function refusalsOf(counts: (error: unknown) => error is HttpError): Refusals<RenderRefusal> {
  return {
    encode: (error) =>
      counts(error)
        ? {
            statusCode: error.statusCode,
            message: error.message,
            sessionId: error instanceof RenderFailure ? error.sessionId : undefined,
            expose: error.expose,
          }
        : undefined,
    decode: (failure) =>
      failure.sessionId !== undefined
        ? new RenderFailure(failure.statusCode, failure.message, failure.sessionId)
        : new HttpError(failure.statusCode, failure.message, failure.expose),
    // A render no worker made names no session.
    lost: (statusCode, message) => new RenderFailure(statusCode, message, ''),
  };
}

/** A render's own failures (RenderFailure: input, cancel, time, the renderer): the render queue's refusals. */
export const renderFailures = refusalsOf((error): error is RenderFailure => error instanceof RenderFailure);

/** Any HttpError, a RenderFailure with its session: the preview and share queues' refusals. */
export const renderRefusals = refusalsOf((error): error is HttpError => error instanceof HttpError);
