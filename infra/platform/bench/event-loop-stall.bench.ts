/**
 * The event-loop stall figure (docs/request-limits.md), over real HTTP against the real app:
 * for each call that takes a JSON or XML body, the largest body it accepts (its size limit
 * and its item limit, both at once, where the call's own checks let that through) is sent
 * three times, and the worst event-loop delay seen while it is received, checked, parsed
 * and handled is printed (perf_hooks monitorEventLoopDelay; goal < 50 ms). The answer's status says
 * how far the body went: a 4xx after the parse is the call's own check of what it read.
 * Bodies are made before they are timed and sent from a thread of their own, so the figure
 * is the server's event loop alone.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/event-loop-stall.bench.ts [words]
 * (only the calls whose label holds the words, e.g. `batch`: to profile one).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { MediaInfo } from '@reelforge/contract';
import { COMPDATA_MAX_BYTES, MAX_TRACK_POINTS, MOVIE_LIMITS } from '@reelforge/model';
import {
  APP_DATA_BODY_LIMIT_BYTES,
  APP_DATA_JSON_BOUNDS,
  BATCH_TASKS_BODY_LIMIT_BYTES,
  BATCH_TASKS_JSON_BOUNDS,
  DEFAULT_JSON_BOUNDS,
  MOVIE_BODY_LIMIT_BYTES,
  MOVIE_JSON_BOUNDS,
} from '../src/lib/json-bounds.ts';
import { API, REGION, count, startBenchApp, withBenchRoot, type BenchApp, type BenchUser } from './bench-app.ts';

const MiB = 1024 * 1024;
const GOAL_MS = 50;
const RUNS = 3;

/** A JSON list of `objects` objects of two members, their texts padded to about `bytes` in all. */
function listBody(objects: number, bytes: number): string {
  const pad = Math.max(0, Math.floor(bytes / objects) - 40);
  const text = 'x'.repeat(pad);
  return `[${Array.from({ length: objects }, (_, i) => `{"name":"Item ${i}","src":"${text}"}`).join(',')}]`;
}

/** A client thread: sends one request at a time, the body moved to it, and answers the status. */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, method, headers, body }) => {
  const response = await fetch(url, { method, headers, body: new Uint8Array(body) });
  await response.arrayBuffer();
  parentPort.postMessage(response.status);
});`;

function startClient() {
  const worker = new Worker(CLIENT, { eval: true });
  const send = (url: string, method: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const onMessage = (status: number) => {
        worker.off('error', onError);
        resolve(status);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      // A copy of its own, moved to the client thread.
      const bytes = Uint8Array.prototype.slice.call(body);
      worker.postMessage({ url, method, headers, body: bytes.buffer }, [bytes.buffer as ArrayBuffer]);
    });
  return { send, close: () => worker.terminate() };
}

/**
 * A video of MAX_TRACK_POINTS frames in the user's project, with an empty tracking version v1
 * that the tracking case saves over (a real save, every point checked against its length).
 * Its row alone is made: nothing reads the file.
 */
async function trackedVideo(bench: BenchApp, user: BenchUser['user'], prjuid: string): Promise<void> {
  const project = (await bench.app.projects.locate(user, REGION, prjuid))!;
  const stamp = new Date().toISOString();
  const info: MediaInfo = {
    type: 'video',
    duration: MAX_TRACK_POINTS / 25,
    width: 1920,
    height: 1080,
    framerate: '25/1',
    frames: MAX_TRACK_POINTS,
    audio: false,
    video: true,
  };
  const video = await bench.app.assets.repo.insert({
    uid: 'bench-clip',
    project_id: project.id,
    name: 'clip.mp4',
    type: 'video',
    mimetype: 'video/mp4',
    size: 0,
    media_info: JSON.stringify(info),
    date_created: stamp,
    date_modified: stamp,
  });
  await bench.app.trackVersions.create(project, video, 'v1', {});
}

/**
 * The largest movie its calls accept, in its JSON form: MOVIE_LIMITS' 1,000 scenes and 5,000
 * layers (colour and text), then variables up to the item limit, the texts padded to about
 * `bytes`.
 */
function largestMovie(bytes: number, maxItems: number): Record<string, unknown> {
  const { maxScenes, maxLayers } = MOVIE_LIMITS;
  const layersPerScene = maxLayers / maxScenes;
  // Items: a scene is 4 (itself, name, length, layers), a colour layer 4, a text layer 6, a variable 4.
  const sceneItems = 4 + Math.ceil(layersPerScene / 2) * 4 + Math.floor(layersPerScene / 2) * 6;
  const variables = Math.floor((maxItems - 64 - maxScenes * sceneItems) / 4);
  const made = (text: string) => ({
    params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 } } },
    scenes: Array.from({ length: maxScenes }, (_, i) => ({
      name: `Scene ${i}`,
      length: 25,
      layers: Array.from({ length: layersPerScene }, (_, j) => layer(j, text)),
    })),
    variables: Array.from({ length: variables }, (_, i) => ({
      key: `v${i}`,
      valuetype: 'string',
      value: `Value ${i}`,
    })),
  });
  const layer = (i: number, text: string) =>
    i % 2 === 0
      ? { name: `Colour ${i}`, color: { color: '#203040' } }
      : { name: `Text ${i}`, text: { text, size: 20, color: '#ffffff' } };
  const texts = maxScenes * Math.floor(layersPerScene / 2);
  return made('t'.repeat(Math.max(1, Math.floor((bytes - JSON.stringify(made('')).length) / texts))));
}

/** A story of MOVIE_LIMITS' 1,000 scenes, each of the bench's video, its names padded to about `bytes`. */
function largestStory(bytes: number): Record<string, unknown> {
  const made = (pad: string) => ({
    name: 'Bench',
    size: '640x360',
    fps: '25/1',
    scenes: Array.from({ length: MOVIE_LIMITS.maxScenes }, (_, i) => ({
      type: 'static',
      name: `Scene ${i} ${pad}`,
      src: 'videos',
      video: 'clip.mp4',
      duration: 'fixed',
      default_duration: 25,
      default_unit: 'frames',
    })),
  });
  return made('n'.repeat(Math.max(0, Math.floor((bytes - JSON.stringify(made('')).length) / MOVIE_LIMITS.maxScenes))));
}

interface Case {
  label: string;
  method: string;
  path: string;
  type: string;
  body: Buffer;
}

async function main(): Promise<void> {
  await withBenchRoot('stall', async (root) => {
    const bench = await startBenchApp(root);
    try {
      const { headers, prjuid, call, user } = await bench.user('stall');
      await trackedVideo(bench, user, prjuid);
      // Room for every run's 500 tasks.
      const queueId = (await call('POST', `/r/eu-west-1/render/v2/batch/eu-west-1/bench`, { limit: 500 * RUNS }))
        .Id as string;
      // Three items an object (two members and its place in the list): as many as the limit allows, within the size.
      const objectsWithin = (bounds: { maxItems?: number }) => Math.floor((bounds.maxItems ?? 0) / 3) - 10;
      /** Just under a limit: room for the envelope around the list. */
      const under = (limit: number) => limit - 16 * 1024;
      const movie = largestMovie(under(MOVIE_BODY_LIMIT_BYTES), MOVIE_JSON_BOUNDS.maxItems ?? 0);
      const points = Array.from({ length: MAX_TRACK_POINTS }, (_, frame) => ({
        frame,
        x: 0.123456789,
        y: 0.987654321,
      }));
      const taskParams = Math.floor((BATCH_TASKS_JSON_BOUNDS.maxItems ?? 0) / 500) - 8;
      const tasks = Array.from({ length: 500 }, (_, record) => ({
        record,
        key: `k${record}`,
        filename: `row-${record}.mp4`,
        params: Object.fromEntries(
          Array.from({ length: taskParams }, (_, i) => [
            `c${i}`,
            'v'.repeat(Math.floor(under(BATCH_TASKS_BODY_LIMIT_BYTES) / 500 / taskParams) - 14),
          ]),
        ),
      }));
      const layer = '<layer name="Back"><color color="#000000"/></layer>';
      const scene = (i: number, layers = 1) => `<scene name="S${i}" length="1">${layer.repeat(layers)}</scene>`;
      // The most a movie holds (MOVIE_LIMITS): 1,000 scenes of five layers.
      const { maxScenes, maxLayers } = MOVIE_LIMITS;
      const templateElements = `<movie>${Array.from({ length: maxScenes }, (_, i) => scene(i, maxLayers / maxScenes)).join('')}</movie>`;
      const padTo = (text: string, bytes: number) =>
        text.replace('<movie>', `<!--${'c'.repeat(Math.max(0, bytes - text.length - 16))}--><movie>`);
      const json = (label: string, method: string, path: string, body: string): Case => ({
        label,
        method,
        path,
        type: 'application/json',
        body: Buffer.from(body),
      });
      const xml = (label: string, name: string, body: string): Case => ({
        label,
        method: 'PUT',
        path: `${API}/compdata/${prjuid}/${name}`,
        type: 'application/xml',
        body: Buffer.from(body),
      });

      const cases: Case[] = [
        json(
          `app data (${count(APP_DATA_JSON_BOUNDS.maxItems ?? 0)} items)`,
          'PUT',
          `${API}/appdata/${prjuid}/scripts.json`,
          listBody(objectsWithin(APP_DATA_JSON_BOUNDS), under(APP_DATA_BODY_LIMIT_BYTES)),
        ),
        json(
          'app data (one long script)',
          'PUT',
          `${API}/appdata/${prjuid}/scripts.json`,
          listBody(1, under(APP_DATA_BODY_LIMIT_BYTES)),
        ),
        json(
          `movie as JSON (${count(MOVIE_JSON_BOUNDS.maxItems ?? 0)} items)`,
          'PUT',
          `${API}/sdl/${prjuid}/Bench`,
          JSON.stringify(movie),
        ),
        json(
          `render request (${count(MOVIE_JSON_BOUNDS.maxItems ?? 0)} items)`,
          'POST',
          `/r/eu-west-1/render/v2/render/${prjuid}`,
          JSON.stringify({ movie, params: { v0: 'Sent' } }),
        ),
        json(
          `render request, inline story (${count(MOVIE_LIMITS.maxScenes)} scenes)`,
          'POST',
          `/r/eu-west-1/render/v2/render/${prjuid}`,
          JSON.stringify({ story: largestStory(under(MOVIE_BODY_LIMIT_BYTES)) }),
        ),
        json(
          'tracking version (100,000 points, saved)',
          'PUT',
          `${API}/trackdataversion/${prjuid}/clip.mp4/v1`,
          JSON.stringify({ name: 'Bench', points }),
        ),
        json(
          `batch tasks (500 tasks, ${count(500 * taskParams)} values)`,
          'PUT',
          `/r/eu-west-1/render/v2/batch/eu-west-1/bench/${queueId}`,
          JSON.stringify({ jobid: 'Bench', runid: 'bench-run-1', projectid: prjuid, tasks }),
        ),
        json(
          `default limit (1 MiB, ${count(DEFAULT_JSON_BOUNDS.maxItems)} items)`,
          'PUT',
          `${API}/project/Bench2`,
          `[${'0,'.repeat(DEFAULT_JSON_BOUNDS.maxItems - 1)}0]`,
        ),
        xml('XML template (4 MiB, 1 scene)', 'Big', padTo(`<movie>${scene(0)}</movie>`, COMPDATA_MAX_BYTES - 1024)),
        xml(
          `XML template (4 MiB, ${count(maxScenes)} scenes, ${count(maxLayers)} layers)`,
          'Many',
          padTo(templateElements, COMPDATA_MAX_BYTES - 1024),
        ),
      ];

      console.log(
        `Worst event-loop stall while the largest accepted body of each call is handled (${RUNS} runs; goal < ${GOAL_MS} ms):`,
      );
      let worstOfAll = 0;
      const client = startClient();
      const only = process.argv.slice(2).join(' ');
      for (const item of cases.filter((each) => each.label.includes(only))) {
        let worst = 0;
        let status = 0;
        for (let run = 0; run < RUNS; run++) {
          const delay = monitorEventLoopDelay({ resolution: 5 });
          delay.enable();
          status = await client.send(
            bench.origin + item.path,
            item.method,
            { ...headers, 'content-type': item.type },
            item.body,
          );
          delay.disable();
          worst = Math.max(worst, delay.max / 1e6);
        }
        worstOfAll = Math.max(worstOfAll, worst);
        const size = `${(item.body.length / MiB).toFixed(1)} MiB`;
        console.log(
          `  ${item.label.padEnd(50)} ${size.padStart(9)}  answer ${status}  worst stall ${worst.toFixed(0).padStart(5)} ms`,
        );
      }
      await client.close();
      console.log(`  worst of all: ${worstOfAll.toFixed(0)} ms (goal < ${GOAL_MS} ms)`);
    } finally {
      await bench.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
