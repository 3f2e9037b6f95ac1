import { progressText, REMAINING_UNKNOWN, type BatchQueueStatus } from '@reelforge/model';
import type { ReelforgeClient } from '@reelforge/api/program';
import type { CliCommand } from './cli-command.ts';
import { retrying, type CliIo } from './cli-io.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { ProgressReporter, runMoment } from './progress-line.ts';

type BatchCommand = Extract<CliCommand, { command: `batch ${string}` }>;

/** A run's status in one line: its queue, run, state and counts. */
export function statusLine(status: BatchQueueStatus): string {
  const run = status.runid ? ` (run ${status.runid})` : '';
  const counts =
    status.remaining === REMAINING_UNKNOWN || status.total === 0 ? 'nothing counted yet' : progressText(status);
  const why = status.error ? `: ${status.error}` : '';
  return `Queue ${status.Id}${run}: ${status.state}${why}, ${counts}`;
}

/** A run that ended well: nothing failed, nothing cancelled. */
const endedWell = (status: BatchQueueStatus) => status.failed === 0 && status.state !== 'cancelled';

/**
 * `pnpm reelforge batch start | status | results`: a run of a saved job started by naming it
 * (followed to its end with --wait), a queue's status, a run's results; --json prints the
 * platform's answer as it is.
 */
export async function runBatch(client: ReelforgeClient, command: BatchCommand, io: CliIo): Promise<ExitCode> {
  const print = (value: unknown, text: string) =>
    io.stdout.write(`${command.json ? JSON.stringify(value, null, 2) : text}\n`);
  const region = command.region;
  switch (command.command) {
    case 'batch start': {
      const { project, job, range } = command;
      const first = await client.batch.start({
        project,
        job,
        ...(range ? { range } : {}),
        ...(region ? { region } : {}),
      });
      if (!command.wait) {
        print(first, `Started run ${first.runid ?? ''} of job ${job}: queue ${first.Id}`);
        return EXIT.done;
      }
      const reporter = new ProgressReporter(io.stderr);
      const last = await retrying(
        () =>
          client.batch.waitForRun(first.Id, {
            ...(region ? { region } : {}),
            intervalMs: 1000,
            onStatus: (status) => reporter.show(runMoment(status)),
          }),
        io,
      ).finally(() => reporter.end());
      print(last, statusLine(last));
      return endedWell(last) ? EXIT.done : EXIT.failed;
    }
    case 'batch status': {
      const status = await client.batch.status(command.queue, region);
      print(status, statusLine(status));
      return EXIT.done;
    }
    case 'batch results': {
      const results = await client.batch.results(command.runid, region);
      const lines = results.map(
        (result) =>
          `${result.key}\t${result.status}\t${result.status === 'ok' ? (result.url ?? '') : (result.error ?? '')}`,
      );
      print(results, lines.length ? lines.join('\n') : `Run ${command.runid} has no results yet`);
      return EXIT.done;
    }
  }
}
