import { rm } from 'node:fs/promises';
import type { BaseVideoRequest } from '@reelforge/contract';
import { baseVideoError, baseVideoName, parseOpaqueColour, toHexColour } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { ProgressBoard, type StepProgress } from '../shared-state/progress-board.ts';
import type { ProgressStore } from '../shared-state/progress-store.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetFiles } from '../assets/asset-files.ts';
import type { AssetService } from '../assets/asset-service.ts';
import { mediaInfoOf } from '../media-tools/media-info.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { ProjectRef } from '../projects/project-service.ts';

export const BASE_VIDEO_FPS = 25;

/** Who follows the making of a base video, and by which id (their own choice). */
export interface FollowedBy {
  ownerId: number;
  id: string;
}

/**
 * The generated base video of docs/reference.md §5/§9: one colour (default black), 25 fps,
 * H.264 (yuv420p) with silent AAC, named with its width, height and frame count.
 */
export class BaseVideoService {
  private readonly board: ProgressBoard;

  constructor(
    private readonly assets: AssetService,
    private readonly files: AssetFiles,
    private readonly tools: MediaTools,
    progress: ProgressStore,
  ) {
    this.board = new ProgressBoard(progress);
  }

  /** How far a making followed by `id` is: frames encoded of all of them. */
  progress(ownerId: number, id: string): Promise<StepProgress | undefined> {
    return this.board.get(ownerId, id);
  }

  async create(
    project: ProjectRef,
    request: BaseVideoRequest,
    replace: boolean,
    followedBy?: FollowedBy,
  ): Promise<AssetRow> {
    const { width, height, frames } = request;
    const problem = baseVideoError(width, height, frames);
    if (problem) throw badRequest(problem);
    const colour = parseOpaqueColour(request.color);
    if (!colour) throw badRequest(`${request.color} is not an opaque colour: use #rrggbb`);
    const name = baseVideoName(width, height, frames);
    await this.assets.checkFree(project, [name], replace);

    const progress = followedBy && this.board.start(followedBy.ownerId, followedBy.id, frames);
    const file = await this.files.tempPath(project, '.mp4');
    try {
      const seconds = (frames / BASE_VIDEO_FPS).toFixed(3);
      await this.tools.ffmpeg({
        graph:
          `color=c=0x${toHexColour(colour).slice(1)}:s=${width}x${height}:r=${BASE_VIDEO_FPS}[v];` +
          'anullsrc=r=48000:cl=stereo[a]',
        outputArgs: [
          '-map',
          '[v]',
          '-map',
          '[a]',
          '-frames:v',
          String(frames),
          '-t',
          seconds,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '64k',
          '-movflags',
          '+faststart',
        ],
        output: file,
        onFrame: progress && ((frame) => progress.step(Math.min(frame, frames))),
      });
      const mediaInfo = mediaInfoOf('video', await this.tools.probe(file));
      const [row] = await this.assets.commit(project, [{ name, file, mediaInfo }], replace);
      await progress?.end('done');
      return row as AssetRow;
    } catch (error) {
      await progress?.end('failed');
      throw error;
    } finally {
      await rm(file, { force: true });
    }
  }
}
