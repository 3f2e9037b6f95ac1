/**
 * The batch benchmarks' template and how a run of it is made: a 3 s 640x360 movie (a moving
 * video, a picture and a title bound to `title`) whose job delivers to the product CDN.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { chunks, UPLOAD_CHUNK, type BatchTask } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { API, REGION, type BenchUser } from './bench-app.ts';

const run = promisify(execFile);

export const BATCH = `/r/${REGION}/render/v2/batch`;
export const JOB_ID = 'job-bench-render1';

/** 640x360, 3 s at 25 fps: a moving video, a picture and a title bound to `title`. */
export const TEMPLATE: Movie = {
  params: {
    vparams: { width: 640, height: 360, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
    aparams: { audiocodec: 'aac', audioabr: 64000 },
  },
  scenes: [
    {
      name: 'Only',
      length: 75,
      layers: [
        { name: 'Clip', video: { asset: 'clip.mp4' } },
        { name: 'Logo', image: { asset: 'logo.png' }, position: { x: 20, y: 20, w: 120, h: 68 } },
        {
          name: 'Title',
          text: { text: 'Hello', size: 36, color: '#ffffff', box: '#00000080', bindings: { text: 'title' } },
          position: { x: 0, y: 280, w: 640, h: 60 },
        },
      ],
    },
  ],
  variables: [{ key: 'title', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' }],
};

export interface TemplateMedia {
  clip: Buffer;
  logo: Buffer;
}

/** The template's clip and picture, made by ffmpeg in `dir`. */
export async function makeTemplateMedia(dir: string): Promise<TemplateMedia> {
  await mkdir(dir, { recursive: true });
  await run('ffmpeg', [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=640x360:r=25:d=3',
    '-f',
    'lavfi',
    '-i',
    'sine=f=440:d=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    path.join(dir, 'clip.mp4'),
  ]);
  await run('ffmpeg', [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=s=240x136',
    '-frames:v',
    '1',
    path.join(dir, 'logo.png'),
  ]);
  return { clip: await readFile(path.join(dir, 'clip.mp4')), logo: await readFile(path.join(dir, 'logo.png')) };
}

/** The template, its media and a job delivering to the product CDN, in the user's project. */
export async function prepareTemplate(session: BenchUser, media: TemplateMedia): Promise<void> {
  await session.call('PUT', `${API}/data/${session.prjuid}/clip.mp4`, new Uint8Array(media.clip));
  await session.call('PUT', `${API}/data/${session.prjuid}/logo.png`, new Uint8Array(media.logo));
  await session.call('PUT', `${API}/sdl/${session.prjuid}/template`, TEMPLATE);
  const job = { id: JOB_ID, name: 'Bench', movie: 'template', format: 'mp4', destination: { type: 'cdn' } };
  await session.call('PUT', `${API}/appdata/${session.prjuid}/jobs.json`, [job]);
}

/** A queue of `tasks` uploaded as the console sends them; its id. */
export async function submit(
  session: BenchUser,
  jobid: string,
  runid: string,
  tasks: readonly BatchTask[],
  limit: number,
): Promise<string> {
  const { Id } = await session.call('POST', `${BATCH}/${REGION}/default`, { limit });
  for (const chunk of chunks(tasks, UPLOAD_CHUNK)) {
    await session.call('PUT', `${BATCH}/${REGION}/default/${Id}`, {
      jobid,
      runid,
      region: REGION,
      projectid: session.prjuid,
      tasks: chunk,
    });
  }
  return Id as string;
}

/** `count` rows of the template, each with its own title. */
export const titleRows = (count: number): BatchTask[] =>
  Array.from({ length: count }, (_, i) => ({
    record: i,
    key: String(i + 1),
    params: { title: `Row ${i + 1}` },
    filename: `row-${i + 1}.mp4`,
  }));
