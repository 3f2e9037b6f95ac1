import { stat } from 'node:fs/promises';
import { assetUseError, type AssetUse, type Rate } from '@reelforge/model';
import { type AssetResolver, RenderError } from './api.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';

/** What a story's render needs of one file: where it is, its length in the story's frames, whether it has sound. */
export interface FileFacts {
  file: string;
  frames: number;
  audio: boolean;
}

export function stopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RenderError('The render was stopped.', 'aborted');
}

/** Every file a story uses for some values: found, of a kind its use takes, probed once. */
export class StoryFiles {
  private readonly facts = new Map<string, Promise<FileFacts>>();

  constructor(
    private readonly assets: AssetResolver,
    private readonly runner: FfmpegRunner,
    private readonly rate: Rate,
    private readonly signal: AbortSignal | undefined,
  ) {}

  use(name: string, asUse: AssetUse, where: string, scene?: number): Promise<FileFacts> {
    const key = `${asUse}\n${name}`;
    let found = this.facts.get(key);
    if (!found) {
      found = this.find(name, asUse, where, scene);
      this.facts.set(key, found);
    }
    return found;
  }

  /** The path of every file used so far, by asset name. */
  async paths(): Promise<Record<string, string>> {
    const paths: Record<string, string> = {};
    for (const [key, value] of this.facts) paths[key.split('\n')[1]!] = (await value).file;
    return paths;
  }

  private async find(name: string, asUse: AssetUse, where: string, scene: number | undefined): Promise<FileFacts> {
    const { runner, rate, signal } = this;
    const asset = await this.assets.asset(name);
    const isFile = asset
      ? await stat(asset.file).then(
          (s) => s.isFile(),
          () => false,
        )
      : false;
    if (!asset || !isFile)
      throw new RenderError(`${where} uses the asset "${name}", which does not exist in the project.`, 'input', scene);
    // What the project recorded at upload, else what ffprobe finds now.
    const known =
      asset.streams && asset.duration !== undefined ? { ...asset.streams, duration: asset.duration } : undefined;
    const probe = known ? undefined : await runner.probe(asset.file, signal).catch(() => undefined);
    stopped(signal);
    const streams = probe?.streams ?? [];
    const video = known?.video ?? streams.some((s) => s.codec_type === 'video');
    const audio = known?.audio ?? streams.some((s) => s.codec_type === 'audio');
    const problem = assetUseError(asUse, { name, type: asset.type, video, audio });
    if (problem) throw new RenderError(`${where}: ${problem}.`, 'input', scene);
    if (!probe && !known)
      throw new RenderError(`${where}: "${name}" is not media the renderer can read.`, 'input', scene);
    const seconds = known ? known.duration : Number(probe?.format?.duration ?? 0);
    return {
      file: asset.file,
      frames: Number.isFinite(seconds) && seconds > 0 ? Math.round((seconds * rate.num) / rate.den) : 1,
      audio,
    };
  }
}
