import type { PlatformProcess } from './processes.ts';

/** Whether a process's log names the render session. */
export const names = (process: PlatformProcess, session: string) => process.logs.some((line) => line.includes(session));

/** How many of a process's log lines carry this message (`render job taken`, `preview job done`, …). */
export const logged = (process: PlatformProcess, message: string) =>
  process.logs.filter((line) => line.includes(`"${message}"`)).length;
