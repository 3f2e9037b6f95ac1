import type { ClientErrorList, ClientErrorReport, ClientErrorReportReply } from '@reelforge/contract';
import type { Http } from './http.js';

export type { ClientErrorGroup, ClientErrorList, ClientErrorReport } from '@reelforge/contract';

/** The console's failed state changes, reported to the accounts service (docs/reference.md §8, docs/analytics.md). */
export interface ClientErrorsClient {
  /** Sends one report; the caller decides what a failure means (the console ignores it). */
  report(report: ClientErrorReport): Promise<void>;
  /** Admins only: the reports grouped with counts, last seen newest first. */
  list(): Promise<ClientErrorList>;
}

/** `baseurl` is auth.json's accounts service address. */
export function clientErrorsClient(http: Http, baseurl: string): ClientErrorsClient {
  const base = baseurl.replace(/\/+$/, '');
  return {
    report: async (report) => {
      await http<ClientErrorReportReply>(`${base}/account/client-errors`, {
        method: 'POST',
        body: report,
        ownUnauthorized: true,
      });
    },
    list: async () => (await http<ClientErrorList>(`${base}/account/client-errors`)).data,
  };
}
