import { scriptSdk, SCRIPT_SDKS, type Script, type ScriptSdk } from '@reelforge/model';
import type { ScriptRunRequest, ScriptRunResult } from '@reelforge/contract';
import { badRequest, notFound } from '../lib/http-errors.ts';
import type { PrerenderSandbox } from '../sandbox/prerender-sandbox.ts';
import type { AppDataService } from '../app-data/app-data-service.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import type { ProjectRef } from '../projects/project-service.ts';

export interface ScriptRunnerDeps {
  sandbox: PrerenderSandbox;
  appData: AppDataService;
  datasources: DatasourceTables;
}

/** The movie a console run hands the script: an empty one (a run is about the script, not a movie). */
const EMPTY_MOVIE = { scenes: [] };

/**
 * A script run from the Scripts page's run console (docs/reference.md §4, §8): the saved script
 * or the source being edited, run in the batch prerender's sandbox with the row of a datasource
 * as its input, exactly as a batch task would run it. Everything is checked before the run.
 */
export class ScriptRunner {
  constructor(private readonly deps: ScriptRunnerDeps) {}

  /**
   * Runs the script for `account` (the caller): the sandbox's workers are shared fairly between
   * accounts. A run still waiting for a worker when `signal` fires (the caller went away) is dropped.
   */
  async run(
    project: ProjectRef,
    request: ScriptRunRequest,
    account: number,
    signal?: AbortSignal,
  ): Promise<ScriptRunResult> {
    const { src, sdk } = await this.script(project, request);
    const asset = await this.deps.datasources.find(project, { uid: request.datasource });
    if (!asset) throw notFound(`Datasource ${request.datasource} not found`);
    const table = await this.deps.datasources.table(project, asset);
    const cells = table.rows.row(request.row);
    if (!cells)
      throw badRequest(
        `Row ${request.row} is past the datasource's end: it has ${table.rows.length} rows (counted from 0)`,
      );
    const row = Object.fromEntries(table.columns.map((column, i) => [column, cells[i] ?? '']));
    const metadata = await this.deps.datasources.metadata(project, asset);
    const keyIndex = metadata.key_column ? table.columns.indexOf(metadata.key_column) : -1;
    const key = keyIndex >= 0 ? (cells[keyIndex] ?? '') : String(request.row);
    const params = { row: String(request.row), ...row };
    const outcome = await this.deps.sandbox.run(
      src,
      EMPTY_MOVIE,
      params,
      { record: request.row, key, row },
      { user: account, kind: 'console' },
      signal,
    );
    if (outcome.ok) return { ok: true, sdk, logs: outcome.logs, value: JSON.stringify(outcome.movie) };
    return {
      ok: false,
      sdk,
      logs: outcome.logs,
      error: outcome.error,
      ...(outcome.stack ? { stack: outcome.stack } : {}),
    };
  }

  /** The source and SDK: the saved script named, or the source given. */
  private async script(project: ProjectRef, request: ScriptRunRequest): Promise<{ src: string; sdk: ScriptSdk }> {
    if ((request.name === undefined) === (request.src === undefined))
      throw badRequest('Give either the name of a saved script or its source, not both');
    if (request.src !== undefined) return { src: request.src, sdk: request.sdk ?? 'api' };
    const list = ((await this.deps.appData.readList(project, 'scripts.json')) ?? []) as Partial<Script>[];
    const script = list.find((s) => s && typeof s === 'object' && s.name === request.name);
    if (!script) throw notFound(`Script ${request.name} not found`);
    const sdk = scriptSdk({ sdk: script.sdk, language: script.language });
    if (!SCRIPT_SDKS.includes(sdk as ScriptSdk))
      throw badRequest(`The script ${request.name} declares the SDK ${sdk}, which is neither api nor fx`);
    if (request.sdk && request.sdk !== sdk)
      throw badRequest(`The script ${request.name} declares the SDK ${sdk}, not ${request.sdk}`);
    return { src: typeof script.src === 'string' ? script.src : '', sdk: sdk as ScriptSdk };
  }
}
