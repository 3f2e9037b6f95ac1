import type { ScriptRunRequest, ScriptRunResult } from '@reelforge/contract';
import type { RegionalClientFactory } from './api.js';

export type { ScriptRunRequest, ScriptRunResult } from '@reelforge/contract';

/** The run console's call of one region (docs/reference.md §7, docs/scripts.md). */
export interface ScriptRunClient {
  /** Runs a script on one datasource row; a script that fails is an answer with `ok: false`, not an error. */
  run(prjuid: string, request: ScriptRunRequest): Promise<ScriptRunResult>;
}

export const scriptRunClient: RegionalClientFactory<ScriptRunClient> = ({ http, config }) => {
  const api = config.api.replace(/\/+$/, '');
  return {
    run: async (prjuid, request) =>
      (
        await http<ScriptRunResult>(`${api}/v1/script/run/${encodeURIComponent(prjuid)}`, {
          method: 'POST',
          body: request,
          regionHost: true,
        })
      ).data,
  };
};
