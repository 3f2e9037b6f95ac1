// One platform process of the scale-out tests, started by processes.ts with its settings as
// the JSON argument: an api process (the HTTP server) or a worker. Prints {"ready": url}
// once it serves; SIGTERM stops it as main.ts does.
import { hashPassword } from '../../src/lib/password.ts';
import { startServer } from '../../src/server.ts';
import { startWorker } from '../../src/worker.ts';
import { TEST_PASSWORD_COST } from '../helpers/test-password-cost.ts';
import { heldSteps } from './held-steps.ts';

const settings = JSON.parse(process.argv[2] ?? '{}');
const running =
  settings.role === 'worker'
    ? await startWorker({
        ...settings,
        ...heldSteps(settings.holdFile, settings.holdTasks),
        host: '127.0.0.1',
        port: 0,
      })
    : // The playground's example project costs a few ffmpeg runs; made at its first call instead.
      await startServer({
        ...settings,
        ...heldSteps(settings.holdFile, settings.holdTasks),
        host: '127.0.0.1',
        port: 0,
        seed: false,
        examplesAtStart: false,
      });
if (settings.role !== 'worker') {
  // The test accounts of helpers/server.ts (that module needs vitest): the password is the name.
  for (const account of [
    { username: 'demo', password: 'demo' },
    { username: 'other', password: 'other' },
  ]) {
    if (!(await running.app.users.findByUsername(account.username)))
      await running.app.users
        .create({ ...account, passwordHash: await hashPassword(account.password, TEST_PASSWORD_COST) })
        .catch(() => undefined);
  }
}
process.stdout.write(`${JSON.stringify({ ready: running.url })}\n`);
process.on('SIGTERM', () => {
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      // As main.ts: why the stop failed, on stderr (processes.ts shows it when the exit is not 0).
      console.error(error);
      process.exit(1);
    },
  );
});
