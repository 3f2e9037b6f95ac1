import { HttpError } from '../lib/http-errors.ts';

/**
 * Where the jobs of one kind run: in this process (`inProcess`, the embedded mode and worker
 * processes), or by a worker process through a queue (an api process with Redis:
 * `BullMqJobs`). Either way the caller gets the same result, or the same refusal thrown.
 */
export interface JobRunner<Input, Output> {
  /**
   * The job's result; `signal` leaves it (in process it stops the work; queued, the wait, and
   * the work too when the definition withdraws a job its caller left).
   */
  run(input: Input, signal?: AbortSignal): Promise<Output>;
}

/** The in-process adapter: the work runs here, with the caller's signal, its refusals thrown as they are. */
export const inProcess = <Input, Output>(
  work: (input: Input, signal?: AbortSignal) => Promise<Output>,
): JobRunner<Input, Output> => ({ run: work });

/**
 * How a refusal crosses a queue: an error the work threw that every caller is to get
 * becomes the job's result (`encode`; undefined when it is none: the job fails), and is
 * thrown again where the job was added (`decode`). `lost` is what a caller gets when no
 * worker made the job in time (504) or at all (500).
 */
export interface Refusals<Failure> {
  encode(error: unknown): Failure | undefined;
  decode(failure: Failure): Error;
  lost(statusCode: 500 | 504, message: string): Error;
}

/** A refusal as it crosses: an HttpError's status, message and whether it is told. */
export interface HttpRefusal {
  statusCode: number;
  message: string;
  expose: boolean;
}

/** Refusals that are HttpErrors (a 404 of an asset gone, a 400 of a file ffmpeg cannot read). */
export const httpRefusals: Refusals<HttpRefusal> = {
  encode: (error) =>
    error instanceof HttpError
      ? { statusCode: error.statusCode, message: error.message, expose: error.expose }
      : undefined,
  decode: (failure) => new HttpError(failure.statusCode, failure.message, failure.expose),
  lost: (statusCode, message) => new HttpError(statusCode, message, true),
};

/** The result of a job whose work leaves what it made where its store keeps it: only that it was made. */
export interface JobDone {
  done: true;
}

/** A job's result as it crosses: the work's, or the refusal every caller is told. */
export type Outcome<Result, Failure> = Result | { failure: Failure };

/**
 * A queue: its name, its jobs' data and result (JSON, as they cross Redis), how a job is
 * keyed and how a refusal crosses. The work is the worker side's (`JobWorker`).
 */
export interface JobDefinition<Data, Result extends object, Failure = never> {
  /** The BullMQ queue, `reelforge-…` (docs/scale-out.md). */
  readonly name: string;
  /** What the logs call it: `render` makes "render queue" and "render worker". */
  readonly what: string;
  /** The job's name in BullMQ (what the queue's tools show). */
  jobName(data: Data): string;
  /**
   * Deduplication: while a job of this key waits or runs, adding another answers that job
   * (however many api processes ask at once). Without it, each job is its own.
   */
  key?(data: Data): string;
  /**
   * The job's id instead: one job per id while it exists, removed as it ends (freeing the
   * id); adding it again joins the one there (`JobQueue.add` answers its data).
   */
  id?(data: Data): string;
  readonly refusals?: Refusals<Failure>;
  /** The type of the result a job ends with: a type only, never set (the work makes the result). */
  readonly result?: Result;
  /**
   * A caller that stops waiting takes its job back: removed while no worker has taken it, its
   * work stopped once one has (the work's `JobContext.signal`), as the caller's signal stops it in process.
   */
  readonly withdrawnWhenLeft?: boolean;
  /**
   * Whether a job whose work fails while its worker stops goes back to the queue for
   * another worker (default true: the failure came from the shutdown, not from the job).
   */
  readonly handedBackAtStop?: boolean;
}

/** The api side of a queue: adds jobs and hands back their results. */
export interface JobQueue<Data, Result> extends JobRunner<Data, Result> {
  /**
   * Adds the job and waits for its result; a refusal is thrown as the worker threw it. `signal`
   * leaves the wait, not the job, unless the definition withdraws it (`withdrawnWhenLeft`).
   */
  run(data: Data, signal?: AbortSignal): Promise<Result>;
  /** Adds the job without waiting; the data of the job that holds its id (an earlier one is joined). */
  add(data: Data): Promise<Data>;
  close(): Promise<void>;
}

/** What a job's work knows of its run. */
export interface JobContext {
  /** 1 the first time; more when its worker died and another took it. */
  attempt: number;
  /** True once this process is stopping: a failure then hands the job back. */
  stopping(): boolean;
  /** Fired when the job's caller left while the work ran (definitions with `withdrawnWhenLeft`). */
  signal?: AbortSignal;
}

/** The worker side of a queue: its work, in a worker process. */
export interface JobWorker<Data, Result> {
  /** The job's work; its result is the job's, a refusal the definition encodes is told to every caller. */
  work(data: Data, context: JobContext): Promise<Result>;
  /** A refusal of the work, about to be the job's result (for the log). */
  refused?(data: Data, error: unknown): void;
  /** A job BullMQ failed without running it: its workers died more often than allowed. */
  stalledOut?(data: Data): Promise<void>;
}
