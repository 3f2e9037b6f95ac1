import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';
import { heldFfmpeg, isRunning } from '../helpers/held-ffmpeg.ts';
import { isJpeg } from '../helpers/media.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { askPreview, askPreviewAndLeave } from '../helpers/previews.ts';
import { withProject } from '../helpers/with-project.ts';

// One render slot: a frame whose ffmpeg still ran would keep the owner's next frame waiting.
const ffmpeg = await heldFfmpeg();
const ctx = withProject('Frames left', { server: { renderConcurrency: 1, ffmpegPath: ffmpeg.path } });
afterAll(() => ffmpeg.remove());

const frameOf = (title: string, frame: number) =>
  ({ movie: tinyMovie(), format: 'JPG', frame, params: { title } }) as const;

describe('a frame whose requester went away', () => {
  it('stops its ffmpeg and frees its slot: the next frame is answered', async () => {
    await ffmpeg.hold();
    const left = askPreviewAndLeave(ctx.server, ctx.owner, ctx.uid, frameOf('Left', 3));
    const pid = await ffmpeg.held();
    expect(isRunning(pid)).toBe(true);

    left.leave();
    const next = await askPreview(ctx.server, ctx.owner, ctx.uid, frameOf('Next', 4));
    expect(next.status, next.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(next.bytes)).toBe(true);
    // The next frame had the only slot: the held ffmpeg was stopped, not left to run.
    await eventually(
      async () => isRunning(pid),
      (running) => !running,
    );
  });
});
