import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isPlaylist } from '@reelforge/model';
import { writeAside } from '../lib/atomic-write.ts';
import { notFound } from '../lib/http-errors.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import type { AssetRow } from '../repositories/assets.ts';
import type { AssetFiles } from './asset-files.ts';
import { audioStreamOf, videoStreamOf } from './media-info.ts';
import type { MediaTools } from './media-tools.ts';
import type { ProjectRef } from './projects.ts';

export const HLS_PLAYLIST = 'index.m3u8';
/** Segment names as we write them; anything else asked for is not found. */
export const HLS_SEGMENT = /^seg\d{4,6}\.ts$/;
const SEGMENT_SECONDS = 4;

/**
 * HLS renditions for the video preview, made on first request into the asset's cache:
 * stream-copied when the source already is H.264/AAC in mp4, else transcoded.
 */
export class HlsService {
  private readonly inFlight = new SingleFlight<string>();

  constructor(
    private readonly files: AssetFiles,
    private readonly tools: MediaTools,
  ) {}

  /** The file of the playlist or of one segment, the rendition made if needed. */
  async file(project: ProjectRef, asset: AssetRow, file: string): Promise<string> {
    if (asset.type !== 'video' || isPlaylist(asset.name)) throw notFound(`${asset.name} has no HLS preview`);
    if (file !== HLS_PLAYLIST && !HLS_SEGMENT.test(file)) throw notFound(`No such HLS file: ${file}`);
    const dir = path.join(this.files.cacheDir(project, asset), 'hls');
    await this.ensure(project, asset, dir);
    const target = path.join(dir, file);
    if (!(await exists(target))) throw notFound(`No such HLS file: ${file}`);
    return target;
  }

  private async ensure(project: ProjectRef, asset: AssetRow, dir: string): Promise<void> {
    if (await exists(path.join(dir, HLS_PLAYLIST))) return;
    await this.inFlight.run(dir, async () => {
      if (await exists(path.join(dir, HLS_PLAYLIST))) return dir;
      // Made in a side folder and renamed: a half-written rendition is never served.
      await mkdir(path.dirname(dir), { recursive: true });
      await writeAside(dir, async (partial) => {
        await mkdir(partial);
        await this.make(project, asset, partial);
      });
      return dir;
    });
  }

  private async make(project: ProjectRef, asset: AssetRow, outDir: string): Promise<void> {
    const source = await this.files.localFile(project, asset.name);
    const probe = await this.tools.probe(source);
    const video = videoStreamOf(probe);
    if (!video) throw notFound(`${asset.name} has no video stream`);
    const audio = audioStreamOf(probe);
    const isMp4 = (probe.format?.format_name ?? '').split(',').includes('mp4');
    const copy = isMp4 && video.codec_name === 'h264' && (!audio || audio.codec_name === 'aac');
    const sound = ['-map', '0:a:0?'];
    const hls = [
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
      '-hls_segment_filename', path.join(outDir, 'seg%04d.ts'),
    ];
    await this.tools.ffmpeg({
      files: [source],
      inputs: [{ file: 0 }],
      ...(copy ? {} : { graph: '[0:v:0]scale=trunc(iw/2)*2:trunc(ih/2)*2[v]' }),
      outputArgs: copy
        ? ['-map', '0:v:0', ...sound, '-c', 'copy', ...hls]
        : ['-map', '[v]', ...sound, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', ...hls],
      output: path.join(outDir, HLS_PLAYLIST),
      outputKind: 'dir',
    });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
