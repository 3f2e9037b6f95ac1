import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

/** The region the sample project lives in and its hosts' paths (regions.json). */
const RENDER = '/r/eu-west-1/render';
const API = '/r/eu-west-1/api';

/** The signed-in person's token (the cookie the console reads), as the platform's calls take it. */
async function auth(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  return { Authorization: `istoken ${token}` };
}

/** The uid of the seeded Sample project. */
export async function sampleProject(page: Page): Promise<string> {
  const reply = await page.request.get(`${API}/v1/list/project/`, { headers: await auth(page) });
  const { Projects } = (await reply.json()) as { Projects: { uid: string; name: string }[] };
  const sample = Projects.find((project) => project.name === 'Sample project');
  if (!sample) throw new Error('no Sample project');
  return sample.uid;
}

/** Copies a stored movie byte for byte under another name, so a test edits its own. */
export async function copyMovie(page: Page, prjuid: string, from: string, to: string): Promise<void> {
  const read = await page.request.get(`${API}/v1/sdl/${prjuid}/${from}`, { headers: await auth(page) });
  expect(read.status()).toBe(200);
  const write = await page.request.put(`${API}/v1/sdl/${prjuid}/${to}`, {
    data: await read.body(),
    headers: { ...(await auth(page)), 'Content-Type': 'application/x-protobuf' },
  });
  expect(write.status()).toBeLessThan(300);
}

/** The movie as stored, in its JSON form. */
export async function storedMovie(page: Page, prjuid: string, name: string) {
  const read = await page.request.get(`${API}/v1/sdl/${prjuid}/${name}?json=1`, { headers: await auth(page) });
  expect(read.status()).toBe(200);
  return read.json();
}

/** A render of the stored movie by the platform: the token of a render request. */
async function renderToken(page: Page, prjuid: string, name: string): Promise<string> {
  const reply = await page.request.post(`${RENDER}/v2/render/${prjuid}`, {
    data: { movie: name, params: {} },
    headers: await auth(page),
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** Uploads a csv as a datasource of the project (the first line its header). */
export async function uploadDatasource(page: Page, prjuid: string, name: string, csv: string): Promise<void> {
  const reply = await page.request.put(`${API}/v1/datasource/${prjuid}/${name}`, {
    headers: await auth(page),
    multipart: {
      delimiter: ',',
      first_line_is_header: 'true',
      replace: '1',
      file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(reply.status()).toBeLessThan(300);
}

/** One frame of the stored movie as the platform renders it, as grey pixels. */
export async function renderedFrame(page: Page, prjuid: string, name: string, frame: number): Promise<Grey> {
  const token = await renderToken(page, prjuid, name);
  const reply = await page.request.get(`${RENDER}/v2/render/${token}.jpg?frame=${frame}`, {
    timeout: 60_000,
    headers: await auth(page),
  });
  expect(reply.status()).toBe(200);
  return grey(await reply.body());
}

/** How many frames the platform's mp4 render of the stored movie has. */
export async function renderedFrameCount(page: Page, prjuid: string, name: string): Promise<number> {
  const token = await renderToken(page, prjuid, name);
  const reply = await page.request.get(`${RENDER}/v2/render/${token}.mp4`, {
    timeout: 120_000,
    headers: await auth(page),
  });
  expect(reply.status()).toBe(200);
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-count_frames',
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      '-',
    ],
    { input: await reply.body() },
  );
  return Number(out.toString().trim());
}

export interface Grey {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A JPG or PNG decoded by ffmpeg to 8-bit grey. */
export function grey(jpg: Buffer): Grey {
  const probe = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', '-'],
    {
      input: jpg,
    },
  );
  const [width, height] = probe.toString().trim().split(',').map(Number) as [number, number];
  const pixels = execFileSync('ffmpeg', ['-v', 'error', '-i', '-', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
    input: jpg,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { width, height, pixels: new Uint8Array(pixels) };
}

/**
 * Where the white text of a frame is: the bounds of its near-white pixels (the sample's
 * backgrounds have none) and how many there are.
 */
export function whiteText(frame: Grey, threshold = 235): { left: number; top: number; count: number } {
  let left = Infinity;
  let top = Infinity;
  let count = 0;
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      if ((frame.pixels[y * frame.width + x] ?? 0) < threshold) continue;
      count++;
      if (x < left) left = x;
      if (y < top) top = y;
    }
  return { left, top, count };
}
