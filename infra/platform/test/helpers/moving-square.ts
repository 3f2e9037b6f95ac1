/**
 * A synthetic video for the tracker (docs/tracking.md "Accuracy"): a textured square (the first
 * frame of ffmpeg's testsrc: colour bars, a gradient, a digit) moving on an ellipse over a
 * background of moving grain, made with ffmpeg's lavfi sources, and where its top-left corner
 * is on each frame. Node built-ins only, so the e2e suite and the benches use it too.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MovingSquare {
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** The square's side in pixels. */
  side: number;
  /** The ellipse: its centre, its radii, one turn in frames. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  period: number;
}

/** 640×360, 4 s at 25 fps, a 64-pixel square going once round in 100 frames (up to 6.3 pixels a frame). */
export const SMALL_SQUARE: MovingSquare = {
  width: 640,
  height: 360,
  fps: 25,
  frames: 100,
  side: 64,
  cx: 320,
  cy: 180,
  rx: 100,
  ry: 60,
  period: 100,
};

/** 1280×720, 10 s at 25 fps, a 96-pixel square going once round in 250 frames. */
export const HD_SQUARE: MovingSquare = {
  width: 1280,
  height: 720,
  fps: 25,
  frames: 250,
  side: 96,
  cx: 640,
  cy: 360,
  rx: 240,
  ry: 150,
  period: 250,
};

/**
 * The square's top-left corner on frame `n`, as ffmpeg's overlay places it: the expression's
 * value cut to a whole pixel (overlay in 4:4:4, so no rounding to even).
 */
export function squareAt(video: MovingSquare, n: number): { x: number; y: number } {
  const angle = (2 * Math.PI * n) / video.period;
  return {
    x: Math.trunc(video.cx - video.side / 2 + video.rx * Math.cos(angle)),
    y: Math.trunc(video.cy - video.side / 2 + video.ry * Math.sin(angle)),
  };
}

/**
 * The overlay's expressions: the same path as squareAt, in the frame's time (overlay's own frame
 * count `n` runs one ahead of the frame it draws on in ffmpeg 5.1; `t` is the frame's).
 */
function pathExpressions(video: MovingSquare): { x: string; y: string } {
  const angle = `2*PI*t/${video.period / video.fps}`;
  return {
    x: `${video.cx - video.side / 2}+${video.rx}*cos(${angle})`,
    y: `${video.cy - video.side / 2}+${video.ry}*sin(${angle})`,
  };
}

/** Writes the video to `file` as H.264 in mp4 (crf 20). */
export async function makeMovingSquare(file: string, video: MovingSquare = SMALL_SQUARE): Promise<void> {
  const { x, y } = pathExpressions(video);
  const seconds = video.frames / video.fps;
  const graph =
    `color=c=0x3a5a40:s=${video.width}x${video.height}:r=${video.fps}:d=${seconds},noise=alls=24:allf=u,noise=alls=4:allf=t[bg];` +
    `testsrc=s=${video.side}x${video.side}:r=${video.fps}:d=1,trim=end_frame=1,loop=loop=-1:size=1[square];` +
    `[bg][square]overlay=x='${x}':y='${y}':format=yuv444:eval=frame:shortest=1,format=yuv420p[v]`;
  await run('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-frames:v',
    String(video.frames),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
}
