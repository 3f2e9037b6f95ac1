import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isPlaylist } from '@reelforge/model';
import { writeAside } from '../lib/atomic-write.ts';
import { notFound } from '../lib/http-errors.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetFiles } from '../assets/asset-files.ts';
import { audioStreamOf, videoStreamOf } from '../media-tools/media-info.ts';
import { removeAssetFolders } from './kept-thumbnails.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore } from '../objects/object-store.ts';
import { mirrorHls } from '../render/hls-mirror.ts';
import type { RenderedFile } from '../render/stored-renders.ts';
import { inProcess, type JobRunner } from '../queue/job-queue.ts';

export const HLS_PLAYLIST = 'index.m3u8';
/** Segment names as we write them; anything else asked for is not found. */
export const HLS_SEGMENT = /^seg\d{4,6}\.ts$/;
const SEGMENT_SECONDS = 4;

/** One asset's stream, in the project's copy it was asked in. */
export interface AssetStream {
  project: ProjectRef;
  asset: AssetRow;
}

/**
 * Where assets' HLS streams are made (docs/scale-out.md): in this process, or by a worker
 * process through the asset stream queue (an api process with Redis: hls-queue.ts). Either
 * way the stream ends up where `HlsService.file` finds it, or the caller gets the same refusal.
 */
export type HlsRunner = JobRunner<AssetStream, void>;

/** With an object store, streams are kept in its bucket (`hls/<region>/<project uid>/<asset uid>.<revision>/`). */
export interface HlsBucket {
  objects: ObjectStore;
  log: FastifyBaseLogger;
}

/**
 * HLS renditions for the video preview, made on first request into the asset's cache:
 * stream-copied when the source already is H.264/AAC in mp4, else transcoded. With an object
 * store the finished rendition is copied into the bucket (render/hls-mirror.ts: segments
 * first, the playlist last, so a playlist there is whole) and served from there by any process.
 */
export class HlsService {
  private readonly inFlight = new SingleFlight<string>();
  /** Where streams are made: here, or by a worker process through the asset stream queue. */
  private readonly runner: HlsRunner;

  constructor(
    private readonly files: AssetFiles,
    private readonly tools: MediaTools,
    private readonly bucket?: HlsBucket,
    /** A worker process's runner (the asset stream queue's, an api process with Redis); default this process's. */
    runner?: HlsRunner,
  ) {
    this.runner = runner ?? inProcess(({ project, asset }) => this.makeHere(project, asset));
  }

  /** The playlist or one segment, made if needed: a file of the asset's cache, or an object of the bucket. */
  async file(project: ProjectRef, asset: AssetRow, file: string): Promise<RenderedFile> {
    if (asset.type !== 'video' || isPlaylist(asset.name)) throw notFound(`${asset.name} has no HLS preview`);
    if (file !== HLS_PLAYLIST && !HLS_SEGMENT.test(file)) throw notFound(`No such HLS file: ${file}`);
    if (!(await this.made(project, asset))) await this.runner.run({ project, asset });
    if (this.bucket) {
      const key = this.keyOf(project, asset) + file;
      if (await this.bucket.objects.head(key)) return { object: { store: this.bucket.objects, key } };
    } else {
      const target = path.join(this.dirOf(project, asset), file);
      if (await exists(target)) return { file: target };
    }
    throw notFound(`No such HLS file: ${file}`);
  }

  /** Whether the asset's rendition is whole where it is served from (its playlist is written last). */
  async made(project: ProjectRef, asset: AssetRow): Promise<boolean> {
    if (this.bucket) return (await this.bucket.objects.head(this.keyOf(project, asset) + HLS_PLAYLIST)) !== undefined;
    return exists(path.join(this.dirOf(project, asset), HLS_PLAYLIST));
  }

  /** The rendition made in this process (once, however many requests wait), into the cache or the bucket. */
  async makeHere(project: ProjectRef, asset: AssetRow): Promise<void> {
    if (asset.type !== 'video' || isPlaylist(asset.name)) throw notFound(`${asset.name} has no HLS preview`);
    const dir = this.dirOf(project, asset);
    await this.inFlight.run(dir, async () => {
      if (await this.made(project, asset)) return dir;
      if (!(await exists(path.join(dir, HLS_PLAYLIST)))) {
        // Made in a side folder and renamed: a half-written rendition is never served.
        await mkdir(path.dirname(dir), { recursive: true });
        await writeAside(dir, async (partial) => {
          await mkdir(partial);
          await this.make(project, asset, partial);
        });
      }
      if (this.bucket) await this.keep(this.bucket, project, asset, dir);
      return dir;
    });
  }

  /** `hls/<region>/<project uid>/<asset uid>.<revision>/`: apart from the project's files, so copies leave it. */
  keyOf(project: ProjectRef, asset: Pick<AssetRow, 'uid' | 'revision'>): string {
    return `${this.projectPrefix(project)}${asset.uid}.${asset.revision}/`;
  }

  /** Every stream the bucket keeps of a project's place (when the project is deleted); nothing without a bucket. */
  async forgetProject(place: Pick<ProjectRef, 'region' | 'uid'>): Promise<void> {
    if (this.bucket) await this.bucket.objects.deletePrefix(this.projectPrefix(place));
  }

  /** Every stream the bucket keeps of an asset, all revisions (when it is deleted or replaced); none without one. */
  async forgetAsset(place: Pick<ProjectRef, 'region' | 'uid'>, assetUid: string): Promise<void> {
    if (this.bucket) await removeAssetFolders(this.bucket.objects, this.projectPrefix(place), assetUid);
  }

  private projectPrefix(project: Pick<ProjectRef, 'region' | 'uid'>): string {
    return `hls/${project.region}/${project.uid}/`;
  }

  private dirOf(project: ProjectRef, asset: AssetRow): string {
    return path.join(this.files.cacheDir(project, asset), 'hls');
  }

  /**
   * The finished rendition copied into the bucket (its local folder then removed), and the
   * asset's older revisions' streams removed.
   */
  private async keep({ objects, log }: HlsBucket, project: ProjectRef, asset: AssetRow, dir: string): Promise<void> {
    await mirrorHls(objects, dir, this.keyOf(project, asset), log).finished;
    if (!(await this.made(project, asset)))
      throw new Error(`the HLS stream of ${asset.name} could not be copied into the object store`);
    await removeAssetFolders(objects, this.projectPrefix(project), asset.uid, this.keyOf(project, asset));
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
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(outDir, 'seg%04d.ts'),
    ];
    await this.tools.ffmpeg({
      files: [source],
      inputs: [{ file: 0 }],
      ...(copy ? {} : { graph: '[0:v:0]scale=trunc(iw/2)*2:trunc(ih/2)*2[v]' }),
      outputArgs: copy
        ? ['-map', '0:v:0', ...sound, '-c', 'copy', ...hls]
        : [
            '-map',
            '[v]',
            ...sound,
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-pix_fmt',
            'yuv420p',
            '-c:a',
            'aac',
            '-b:a',
            '128k',
            ...hls,
          ],
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
