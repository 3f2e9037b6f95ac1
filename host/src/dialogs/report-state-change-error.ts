// Fetched only when a state change has failed, with the dialog that shows it (layout/Shell.tsx
// imports the dialog lazily), so the first page carries none of it (docs/usage.md "Client errors").
import { clientErrorsClient, type ClientErrorReport } from '@reelforge/api/client-errors';
import type { Http } from '@reelforge/api';
import { ClientErrorLimiter, clientErrorReport } from '@reelforge/model/client-error-report';
import type { StateChangeError } from '@reelforge/session';
import host from '../../package.json';

export interface StateChangeErrorReporterOptions {
  send: (report: ClientErrorReport) => Promise<void>;
  version: string;
  now?: () => number;
  /** Where a report that could not be sent is noted; the console carries on. */
  log?: (message: string) => void;
}

/**
 * Reports failed state changes (docs/reference.md §8) to the platform: sanitised, each
 * distinct error once and a few a minute. Resolves true once a report was accepted, false
 * when it was held back or could not be sent; it never rejects.
 */
export function stateChangeErrorReporter({
  send,
  version: consoleVersion,
  now = Date.now,
  log = console.warn,
}: StateChangeErrorReporterOptions) {
  const limiter = new ClientErrorLimiter();
  return async (failure: StateChangeError): Promise<boolean> => {
    const report = clientErrorReport(failure.from, failure.to, failure.error, consoleVersion);
    if (!limiter.allow(report, now())) return false;
    try {
      await send(report);
      return true;
    } catch (error) {
      log(`The error report could not be sent: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
}

const reporters = new WeakMap<Http, (failure: StateChangeError) => Promise<boolean>>();

/** Reports with the session's reporter (one for its http), sending to the accounts service at `baseurl`. */
export function reportStateChangeError(failure: StateChangeError, http: Http, baseurl: string): Promise<boolean> {
  let reporter = reporters.get(http);
  if (!reporter) {
    reporter = stateChangeErrorReporter({
      send: (report) => clientErrorsClient(http, baseurl).report(report),
      version: host.version,
    });
    reporters.set(http, reporter);
  }
  return reporter(failure);
}
