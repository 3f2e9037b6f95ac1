import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from './eventually.ts';

/** An ffmpeg for the platform's `ffmpegPath` whose next run, once armed, never ends by itself. */
export interface HeldFfmpeg {
  /** The executable to give as `ffmpegPath`. */
  path: string;
  /** The next ffmpeg run started is held: a real ffmpeg reading an endless source at its own pace. */
  hold(): Promise<void>;
  /** The process id of the held run, once it started. */
  held(): Promise<number>;
  remove(): Promise<void>;
}

/**
 * A wrapper script standing where ffmpeg is: every run is ffmpeg itself with its arguments,
 * except the one started while it is armed, which becomes an ffmpeg that would run until
 * stopped (a null source read in real time, to the null muxer), its pid written down. So a
 * test can hold a render mid-run without timing and see whether that ffmpeg is still running.
 */
export async function heldFfmpeg(): Promise<HeldFfmpeg> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-held-ffmpeg-'));
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
  const script = path.join(dir, 'ffmpeg');
  const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  await writeFile(
    script,
    [
      '#!/bin/sh',
      `dir=${quoted(dir)}`,
      'if mv "$dir/hold" "$dir/taken" 2>/dev/null; then',
      '  echo $$ > "$dir/pid.part" && mv "$dir/pid.part" "$dir/pid"',
      `  exec ${quoted(ffmpeg)} -hide_banner -nostdin -loglevel error -re -f lavfi -i nullsrc=s=16x16 -f null -`,
      'fi',
      `exec ${quoted(ffmpeg)} "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(script, 0o755);
  const pidFile = path.join(dir, 'pid');
  return {
    path: script,
    async hold() {
      await rm(pidFile, { force: true });
      await writeFile(path.join(dir, 'hold'), '');
    },
    held: async () =>
      Number(
        await eventually(
          () => readFile(pidFile, 'utf8').catch(() => ''),
          (text) => text.trim() !== '',
        ),
      ),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Whether a process of this id is still running (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
