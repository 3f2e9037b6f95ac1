import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { POSTER_FRAME, renderedAs } from '@reelforge/model';
import { fdPath } from '@reelforge/renderer';
import { writeAside } from '../lib/atomic-write.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import { MediaToolError, type MediaTools } from './media-tools.ts';
import { KIND_WORDS, fontProblem } from './upload-validation.ts';

export const FONT_SAMPLE_TEXT = 'Aa Bb Cc 123';
const WAVE_COLOUR = '0x3a7bd5';

export interface ThumbnailRequest {
  width: number;
  ext: 'jpg' | 'png';
}

/**
 * What a thumbnail is made of: the file, the name it is known by, its type and, for a video, its
 * frame count if known.
 */
export interface ThumbnailSource {
  name: string;
  type: string;
  file: string;
  frames?: number | undefined;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
/** One picture; ffmpeg picks the encoder by the output's extension. */
const ENCODE = ['-map', '[out]', '-frames:v', '1', '-q:v', '3'];

/**
 * Thumbnails of stored files, made by ffmpeg on first request and kept where the caller says:
 * videos at the poster frame, images scaled, fonts as a sample line, audio as a
 * waveform. Concurrent requests for the same one share a single ffmpeg run.
 */
export class FileThumbnails {
  private readonly inFlight = new SingleFlight<string>();

  constructor(protected readonly tools: MediaTools) {}

  /**
   * The thumbnail of any stored file the platform knows the type of (an asset, a file of a
   * user's store), kept in `cacheDir`: the caller names a folder that changes with the file.
   */
  async ofFile(source: ThumbnailSource, cacheDir: string, { width, ext }: ThumbnailRequest): Promise<string> {
    if (!hasThumbnail(source)) throw notFound(`${source.name} has no thumbnail`);
    const target = path.join(cacheDir, `thumb-w${width}.${ext}`);
    if (await exists(target)) return target;
    return this.inFlight.run(target, async () => {
      if (await exists(target)) return target;
      await mkdir(path.dirname(target), { recursive: true });
      // ffmpeg picks the encoder by extension; the finished file appears at once.
      await writeAside(
        target,
        async (partial) => {
          await this.make(source, width, partial);
          if (!(await exists(partial))) throw unreadable(source, UNDECODED);
        },
        { extension: ext },
      );
      return target;
    });
  }

  /**
   * Runs ffmpeg for the thumbnail. A file its record calls media but that ffmpeg cannot
   * read as such (replaced on disk, cut short, text) is the asset's fault, not the
   * server's: a 400 that says so, as is one too large to decode within the memory limit.
   * Time and output limits and a missing ffmpeg stay errors.
   */
  private async make(asset: ThumbnailSource, width: number, output: string): Promise<void> {
    try {
      await this.draw(asset, width, output);
    } catch (error) {
      if (error instanceof MediaToolError && error.failure === 'failed')
        throw unreadable(asset, reasonOf(error, asset.type));
      // A picture stored before the size limits that decodes past the memory limit (docs/media-limits.md).
      if (error instanceof MediaToolError && error.failure === 'memory-limit') throw unreadable(asset, error.reason);
      throw error;
    }
  }

  private async draw(asset: ThumbnailSource, width: number, output: string): Promise<void> {
    const files = [asset.file];
    const inputs = [{ file: 0 }];
    const picture = (graph: string) => this.tools.ffmpeg({ files, inputs, graph, outputArgs: ENCODE, output });
    switch (asset.type) {
      case 'video': {
        // A short video has no frame 10: take its last one (the first when the count is not known).
        const frame = Math.max(0, Math.min(POSTER_FRAME, (asset.frames ?? 1) - 1));
        await picture(`[0:v]select=eq(n\\,${frame}),scale=${width}:-2[out]`);
        // A frame count from the container can overstate: fall back to the first frame.
        if (!(await exists(output))) await picture(`[0:v]scale=${width}:-2[out]`);
        return;
      }
      case 'image':
        await picture(`[0:v]scale=${width}:-2[out]`);
        return;
      case 'font': {
        const problem = await fontProblem(asset.name, files[0]!);
        if (problem) throw unreadable(asset, problem);
        const height = even(width / 2);
        const size = Math.max(6, Math.round(width / 9));
        // The font is handed over like any input: the graph names it only as /dev/fd/3.
        await this.tools.ffmpeg({
          files,
          graph:
            `color=c=white:s=${width}x${height},` +
            `drawtext=fontfile=${fdPath(0)}:text='${FONT_SAMPLE_TEXT}':fontsize=${size}:fontcolor=black` +
            ':x=(w-text_w)/2:y=(h-text_h)/2[out]',
          outputArgs: ENCODE,
          output,
        });
        return;
      }
      case 'audio': {
        const height = even(width / 4);
        await picture(
          `[0:a]aformat=channel_layouts=mono,` +
            `showwavespic=s=${width}x${height}:colors=${WAVE_COLOUR}:scale=sqrt[wave];` +
            `color=c=white:s=${width}x${height}[bg];[bg][wave]overlay=format=auto[out]`,
        );
        return;
      }
      default:
        throw notFound(`${asset.name} has no thumbnail`);
    }
  }
}

/** Files the renderer may open have one (the model's rule); playlists, text and data do not. */
export function hasThumbnail(asset: { name: string }): boolean {
  return renderedAs(asset.name) !== undefined;
}

function unreadable(asset: Pick<ThumbnailSource, 'name'>, reason: string) {
  const kind = renderedAs(asset.name);
  return badRequest(
    `No thumbnail of "${asset.name}": its file is not ${kind ? KIND_WORDS[kind] : 'media'} that can be read ` +
      `(${reason})`,
  );
}

const UNDECODED = 'nothing could be decoded from it';

/** ffmpeg's failure in the caller's words (its own name the file by descriptor and quote our graph). */
function reasonOf(error: InstanceType<typeof MediaToolError>, type: string): string {
  const said = `${error.stderr}\n${error.reason}`;
  if (/not on whitelist/i.test(said))
    return 'its content is in no media format: a playlist or a list of files is refused';
  if (/matches no streams/.test(said)) return type === 'audio' ? 'it has no audio stream' : 'it has no picture';
  if (/Invalid data found when processing input/.test(said)) return 'its content is not media: invalid data';
  return UNDECODED;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
