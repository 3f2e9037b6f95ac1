import type {
  BatchRows,
  BatchRun,
  BatchRuns,
  BatchResults,
  BatchTasksBody,
  CancelHow,
  QueueId,
  StartJobBody,
} from '@reelforge/contract';
import type { BatchJob, BatchQueueStatus, BatchResult, RegionConfig, RunField, Script } from '@reelforge/model';
import { ApiError, type Http } from './http.js';

/** A run of a job, where each task of a run stands, and a page of them: the contract's wire types. */
export type {
  BatchRow,
  BatchRows,
  BatchRowState,
  BatchRun,
  CancelHow,
  QueueStatus,
  StartJobBody,
} from '@reelforge/contract';

/** One row of a run's results (the model's entity, held to the contract's schema). */
export type { BatchResult } from '@reelforge/model';

/** What one upload of tasks carries besides the tasks (the client adds its region). */
export type BatchSubmission = Pick<BatchTasksBody, 'jobid' | 'runid' | 'projectid' | 'tasks'>;

/** The app data files and the render host's batch calls of one region (docs/reference.md §7). */
export interface BatchClient {
  /** An app data file; a missing one (404) is created empty and read again (docs/reference.md §4). */
  appData<T>(prjuid: string, name: string, empty: T): Promise<T>;
  /** Writes the whole file. */
  saveAppData(prjuid: string, name: string, value: unknown): Promise<void>;
  jobs(prjuid: string): Promise<BatchJob[]>;
  /** Writes jobs.json; the platform keeps each job's run fields as it wrote them (docs/reference.md §3). */
  saveJobs(prjuid: string, jobs: readonly Omit<BatchJob, RunField>[]): Promise<void>;
  scripts(prjuid: string): Promise<Script[]>;
  saveScripts(prjuid: string, scripts: readonly Script[]): Promise<void>;
  /**
   * Starts a run of a saved job by naming it: the render host reads the job and its
   * datasource, compiles and queues the tasks and runs them. Resolves with the run's first
   * status (its queue `Id` and `runid`, the platform still preparing it).
   */
  startJob(routing: string, run: StartJobBody): Promise<BatchQueueStatus>;
  /** The lower-level calls, for API callers that compile their own tasks: asks for a queue; resolves with its Id. */
  createQueue(routing: string, limit: number): Promise<string>;
  uploadTasks(routing: string, queueId: string, submission: BatchSubmission): Promise<void>;
  startRun(routing: string, queueId: string): Promise<void>;
  queueStatus(queue: string): Promise<BatchQueueStatus>;
  /** Where each task of a run stands, `limit` rows from `offset` in upload order. */
  queueRows(queue: string, offset: number, limit: number): Promise<BatchRows>;
  /** Cancels the run; `how`, a person's pause or stop, is what its job then reads. */
  cancel(queue: string, how?: CancelHow): Promise<void>;
  runs(jobid: string): Promise<BatchRun[]>;
  results(runid: string): Promise<BatchResult[]>;
  deleteResults(runid: string): Promise<void>;
}

export function batchClient(http: Http, region: string, config: RegionConfig): BatchClient {
  const api = config.api.replace(/\/+$/, '');
  const batch = `${config.render.replace(/\/+$/, '')}/v2/batch`;
  const id = encodeURIComponent;
  const regionHost = true;
  const file = (prjuid: string, name: string) => `${api}/v1/appdata/${id(prjuid)}/${id(name)}`;
  const queueOf = (routing: string, queueId: string) =>
    `${batch}/${id(config.awsregion)}/${id(routing)}/${id(queueId)}`;

  const saveAppData = async (prjuid: string, name: string, value: unknown) => {
    await http(file(prjuid, name), { method: 'PUT', body: value, regionHost });
  };
  const appData = async <T>(prjuid: string, name: string, empty: T): Promise<T> => {
    try {
      return (await http<T>(file(prjuid, name), { regionHost })).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    await saveAppData(prjuid, name, empty);
    return (await http<T>(file(prjuid, name), { regionHost })).data;
  };
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

  return {
    appData,
    saveAppData,
    jobs: async (prjuid) => list<BatchJob>(await appData(prjuid, 'jobs.json', [])),
    saveJobs: (prjuid, jobs) => saveAppData(prjuid, 'jobs.json', jobs),
    scripts: async (prjuid) => list<Script>(await appData(prjuid, 'scripts.json', [])),
    saveScripts: (prjuid, scripts) => saveAppData(prjuid, 'scripts.json', scripts),
    startJob: async (routing, run) =>
      (
        await http<BatchQueueStatus>(`${batch}/${id(config.awsregion)}/${id(routing)}/runs`, {
          method: 'POST',
          body: run,
          regionHost,
        })
      ).data,
    createQueue: async (routing, limit) => {
      const reply = await http<Partial<QueueId>>(`${batch}/${id(region)}/${id(routing)}`, {
        method: 'POST',
        body: { limit },
        regionHost,
      });
      if (typeof reply.data?.Id !== 'string' || !reply.data.Id)
        throw new Error('The render host answered without a queue Id.');
      return reply.data.Id;
    },
    uploadTasks: async (routing, queueId, { jobid, runid, projectid, tasks }) => {
      await http(queueOf(routing, queueId), {
        method: 'PUT',
        body: { jobid, runid, region, projectid, tasks },
        regionHost,
      });
    },
    startRun: async (routing, queueId) => {
      await http(`${queueOf(routing, queueId)}/run`, { method: 'POST', body: {}, regionHost });
    },
    queueStatus: async (queue) => (await http<BatchQueueStatus>(`${batch}/${id(queue)}`, { regionHost })).data,
    queueRows: async (queue, offset, limit) =>
      (await http<BatchRows>(`${batch}/${id(queue)}/rows?offset=${offset}&limit=${limit}`, { regionHost })).data,
    cancel: async (queue, how) => {
      await http(`${batch}/${id(queue)}${how ? `?how=${how}` : ''}`, { method: 'DELETE', regionHost });
    },
    runs: async (jobid) =>
      list<BatchRun>((await http<Partial<BatchRuns>>(`${batch}/runs/${id(jobid)}`, { regionHost })).data?.Runs),
    results: async (runid) =>
      list<BatchResult>(
        (await http<Partial<BatchResults>>(`${batch}/results/${id(runid)}`, { regionHost })).data?.Results,
      ),
    deleteResults: async (runid) => {
      await http(`${batch}/results/${id(runid)}`, { method: 'DELETE', regionHost });
    },
  };
}
