// The movie editor's frame-time figures of pnpm bench (scripts/bench.mjs, console section), both
// in the Design tab of a movie saved into the Sample project as JSON (PUT /v1/sdl/{prjuid}/{name}):
//  - stageDrag: `stage-30`, one 1280×720 scene of 30 colour and text layers (80–200 px, spread
//    over the frame). Once the stage's frame is shown and nothing is being fetched, the topmost
//    layer's box is dragged with the mouse (down, 120 moves over about 2 s, up); after the
//    release the box must stand somewhere else, so the figure is of a drag that moved it.
//  - timelineZoomScroll: `timeline-50x10`, 50 scenes of 50–150 frames with 10 colour layers
//    each (every third scene crossfades in). The timeline is zoomed with ctrl+wheel over it and
//    scrolled sideways with the wheel, in six turns of 8 notches, about 3 s.
// Both read the intervals between the page's frames (requestAnimationFrame timestamps) while the
// pointer works: 16.7 ms each at 60 Hz, a multiple of it for every frame the page dropped.
const REGION = 'eu-west-1';
const SIZE = { width: 1280, height: 720 };

async function putMovie(origin, token, name, movie) {
  const api = `${origin}/r/${REGION}/api/v1`;
  const headers = { Authorization: `istoken ${token}` };
  const list = await fetch(`${api}/list/project/`, { headers });
  if (!list.ok) throw new Error(`GET projects: ${list.status}`);
  const { Projects } = await list.json();
  const project = Projects.find((p) => p.name === 'Sample project') ?? Projects[0];
  const saved = await fetch(`${api}/sdl/${project.uid}/${name}`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(movie),
  });
  if (!saved.ok) throw new Error(`PUT movie ${name}: ${saved.status} ${await saved.text()}`);
  return project.uid;
}

const params = { vparams: { ...SIZE, videoframerate: { num: 25, den: 1 } } };
const colour = (i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;

/** One scene of 30 layers, colour and text in turn, 80–200 px, six to a row; the last is on top. */
function stageMovie() {
  const layers = Array.from({ length: 30 }, (_, i) => {
    const w = 80 + ((i * 37) % 121);
    const h = 80 + ((i * 53) % 121);
    const position = {
      x: Math.min(SIZE.width - w, (i % 6) * 210 + 10),
      y: Math.min(SIZE.height - h, Math.floor(i / 6) * 140 + 10),
      w,
      h,
    };
    return i % 2
      ? { name: `Text ${i + 1}`, text: { text: `Label ${i + 1}`, size: 28, color: '#ffffff' }, position }
      : { name: `Colour ${i + 1}`, color: { color: colour(i) }, position };
  });
  return { params, scenes: [{ name: 'Stage', length: 125, background: '#203040', layers }] };
}

/** 50 scenes of 50–150 frames, 10 colour layers each with spans of their own; every third scene crossfades in. */
function timelineMovie() {
  const scenes = Array.from({ length: 50 }, (_, s) => {
    const length = 50 + ((s * 41) % 101);
    const layers = Array.from({ length: 10 }, (_, l) => {
      const start = (l * 3) % Math.floor(length / 3);
      return {
        name: `Layer ${s + 1}.${l + 1}`,
        color: { color: colour(s * 10 + l) },
        start,
        duration: l % 3 ? Math.max(1, length - start - l * 2) : 0,
        position: { x: l * 100, y: l * 50, w: 320, h: 180 },
      };
    });
    return {
      name: `Scene ${s + 1}`,
      length,
      layers,
      ...(s % 3 === 1 ? { transition: { type: 'CROSSFADE', duration: 10 } } : {}),
    };
  });
  return { params, scenes };
}

/** Resolves once the page has had no request open for `quiet` ms (the stage fetches frames ahead). */
function settled(page, quiet = 1000) {
  let open = 0;
  const opened = () => open++;
  const closed = () => open--;
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  return async () => {
    for (let since = Date.now(); Date.now() - since < quiet; ) {
      if (open > 0) since = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  };
}

/** Opens the movie's Design tab; resolves when the stage shows its frame and no request is open. */
async function openDesign(page, origin, uid, name) {
  const idle = settled(page);
  await page.goto(`${origin}/projects/${REGION}/${uid}/movies/${name}/design`);
  const image = page.getByRole('region', { name: 'Stage' }).locator('img');
  await image.waitFor({ timeout: 120_000 });
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await image.elementHandle(), {
    timeout: 120_000,
  });
  await idle();
}

/** Starts recording requestAnimationFrame deltas in the page. */
const record = (page) =>
  page.evaluate(() => {
    const deltas = [];
    let last = 0;
    let on = true;
    // Each frame's own timestamp (when it began): the interval between two shown frames, 16.7 ms
    // at 60 Hz and a multiple of it for every frame dropped. The time the callback happens to run
    // adds Chromium's own scheduling jitter (a page doing nothing measures 17.1 ms p95 that way).
    const tick = (now) => {
      if (last) deltas.push(now - last);
      last = now;
      if (on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__benchFrames = () => {
      on = false;
      return deltas;
    };
  });

/** Stops recording: p95 and median of the deltas, and how many. */
async function recorded(page) {
  const deltas = await page.evaluate(() => window.__benchFrames());
  const sorted = [...deltas].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.floor(sorted.length * 0.95)],
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = ({ p95, median, frames }) =>
  `frame time p95 ${p95.toFixed(1)} ms, median ${median.toFixed(1)} ms over ${frames} frames`;

/** Drags the topmost of 30 layers across the stage: the frame times, and the line pnpm bench prints. */
export async function stageDrag({ context, origin, token }) {
  const name = 'stage-30';
  const movie = stageMovie();
  const uid = await putMovie(origin, token, name, movie);
  const page = await context.newPage();
  try {
    await openDesign(page, origin, uid, name);
    const stage = page.getByRole('region', { name: 'Stage' });
    const box = stage.getByRole('button', { name: movie.scenes[0].layers.at(-1).name, exact: true });
    const before = await box.boundingBox();
    const frame = await stage.locator('img').boundingBox();
    if (!before || !frame) throw new Error('stage-30: the layer box or the frame is not on the page');
    // Towards the middle of the frame, 200 px across and 100 px up or down.
    const from = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
    const by = {
      x: from.x > frame.x + frame.width / 2 ? -200 : 200,
      y: from.y > frame.y + frame.height / 2 ? -100 : 100,
    };
    await page.mouse.move(from.x, from.y);
    await record(page);
    await page.mouse.down();
    const started = Date.now();
    for (let i = 1; i <= 120; i++) {
      await page.mouse.move(from.x + (by.x * i) / 120, from.y + (by.y * i) / 120);
      await pause(started + (i * 2000) / 120 - Date.now());
    }
    await page.mouse.up();
    const result = await recorded(page);
    // The release moves the layer in the movie: its box stays where it was dropped.
    const moved = await page
      .waitForFunction(
        ([element, x, y]) => {
          const rect = element.getBoundingClientRect();
          return Math.abs(rect.x - x) > 50 && Math.abs(rect.y - y) > 25;
        },
        [await box.elementHandle(), before.x, before.y],
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved) throw new Error('stage-30: the drag did not move the layer');
    return { ...result, line: `dragging a layer on a stage of 30 layers: ${figures(result)} (goal p95 ≤ 17 ms)` };
  } finally {
    await page.close();
  }
}

/** Zooms a timeline of 50 scenes × 10 layers and scrolls it in turns: the frame times, and the line printed. */
export async function timelineZoomScroll({ context, origin, token }) {
  const name = 'timeline-50x10';
  const uid = await putMovie(origin, token, name, timelineMovie());
  const page = await context.newPage();
  try {
    await openDesign(page, origin, uid, name);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const scroller = timeline.locator('.rf-timeline-scroll');
    await scroller.scrollIntoViewIfNeeded();
    const area = await scroller.boundingBox();
    if (!area) throw new Error('timeline-50x10: the timeline is not on the page');
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    const slider = timeline.getByRole('slider', { name: 'Zoom' });
    const before = { zoom: await slider.inputValue(), left: await scroller.evaluate((element) => element.scrollLeft) };
    await record(page);
    // Six turns of 8 wheel notches (100 each), one every 62 ms: zoom in from Fit (about 5×), scroll
    // right, zoom in (about 24× Fit), scroll left, zoom out, scroll right.
    const turns = [{ zoom: -100 }, { scroll: 100 }, { zoom: -100 }, { scroll: -100 }, { zoom: 100 }, { scroll: 100 }];
    const started = Date.now();
    let step = 0;
    for (const { zoom, scroll } of turns) {
      if (zoom) await page.keyboard.down('Control');
      for (let notch = 0; notch < 8; notch++) {
        await (zoom ? page.mouse.wheel(0, zoom) : page.mouse.wheel(scroll, 0));
        await pause(started + ++step * 62 - Date.now());
      }
      if (zoom) await page.keyboard.up('Control');
    }
    const result = await recorded(page);
    if ((await slider.inputValue()) === before.zoom) throw new Error('timeline-50x10: the timeline did not zoom');
    if ((await scroller.evaluate((element) => element.scrollLeft)) === before.left)
      throw new Error('timeline-50x10: the timeline did not scroll');
    const what = 'zooming and scrolling a timeline of 50 scenes × 10 layers';
    return { ...result, line: `${what}: ${figures(result)} (goal p95 ≤ 20 ms)` };
  } finally {
    await page.close();
  }
}
