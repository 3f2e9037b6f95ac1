import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ReelforgeClient } from '@reelforge/api/program';
import type { CliCommand } from './cli-command.ts';
import { retrying, sizeText, type CliIo } from './cli-io.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { ProgressReporter, renderMoment } from './progress-line.ts';

type RenderCommand = Extract<CliCommand, { command: 'render' }>;

/** The file's extension in its address (`…/<token>.mp4`). */
const extensionOf = (url: string) => new URL(url).pathname.split('.').at(-1) ?? 'mp4';

/** A movie's name as a file name: no folders in it. */
const fileNameOf = (movie: string) => movie.replace(/[/\\]/g, '_');

/**
 * `pnpm reelforge render`: starts the render (one Idempotency-Key for its retries), follows it
 * with a progress bar on a terminal, and writes the file (beside it first, renamed once whole).
 */
export async function runRender(client: ReelforgeClient, command: RenderCommand, io: CliIo): Promise<ExitCode> {
  const idempotencyKey = command.idempotencyKey ?? randomUUID();
  const started = await retrying(
    () =>
      client.render({
        project: command.project,
        movie: command.movie,
        variables: command.variables,
        ...(command.region ? { region: command.region } : {}),
        ...(command.format ? { format: command.format } : {}),
        idempotencyKey,
      }),
    io,
  );
  const reporter = new ProgressReporter(io.stderr);
  const last = await retrying(
    () => client.waitForRender(started, { intervalMs: 500, onStatus: (status) => reporter.show(renderMoment(status)) }),
    io,
  ).finally(() => reporter.end());
  if (last.status === 'failed') {
    io.stderr.write(`The render failed: ${last.reason ?? 'no reason given'}\n`);
    return EXIT.failed;
  }
  const url = last.url ?? started.resultUrl;
  const file = path.resolve(io.cwd, command.output ?? `${fileNameOf(command.movie)}.${extensionOf(url)}`);
  const partial = `${file}.part`;
  const download = await retrying(() => client.download(url), io);
  try {
    await pipeline(Readable.fromWeb(download.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  io.stdout.write(`Saved ${file} (${sizeText((await stat(file)).size)})\n`);
  return EXIT.done;
}
