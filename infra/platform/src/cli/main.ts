import { ApiError } from '@reelforge/api';
import { createClient, UnknownRegionError } from '@reelforge/api/program';
import { runBatch } from './batch-command.ts';
import { parseCliCommand } from './cli-command.ts';
import type { CliIo } from './cli-io.ts';
import { cliSettings, typedIn } from './cli-settings.ts';
import { EXIT, exitCodeOfStatus, type ExitCode } from './exit-codes.ts';
import { runRender } from './render-command.ts';

/**
 * `pnpm reelforge render …` and `pnpm reelforge batch …` (docs/api.md, "The command line"): a
 * program of the platform's HTTP calls through @reelforge/api, with a key from REELFORGE_API_KEY
 * (or a token from REELFORGE_TOKEN) against REELFORGE_URL. Nothing of the server is loaded. Each
 * kind of failure exits with its own code (exit-codes.ts).
 */
async function main(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const command = parseCliCommand(args);
  if ('problem' in command) {
    io.stderr.write(`${command.problem}\n`);
    return EXIT.usage;
  }
  const settings = cliSettings(process.env);
  if ('problem' in settings) {
    io.stderr.write(`${settings.problem}\n`);
    return EXIT.usage;
  }
  const client = createClient(settings);
  try {
    return command.command === 'render' ? await runRender(client, command, io) : await runBatch(client, command, io);
  } catch (error) {
    if (error instanceof UnknownRegionError) {
      io.stderr.write(`${error.message}\n`);
      return EXIT.usage;
    }
    // The file could not be written: its folder, its rights, the disk.
    if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string') {
      io.stderr.write(`${error.message}\n`);
      return EXIT.failed;
    }
    if (!(error instanceof ApiError)) throw error;
    const code = exitCodeOfStatus(error.status);
    const said =
      code === EXIT.unreachable
        ? `The platform at ${settings.url} cannot be reached (${error.message}); REELFORGE_URL names it`
        : code === EXIT.auth
          ? `The platform refused the ${settings.apiKey ? 'API key' : 'token'}: ${error.message}`
          : error.message;
    io.stderr.write(`${said}\n`);
    return code;
  }
}

main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: typedIn(process.env) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = EXIT.failed;
  },
);
