import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The older render call's renders in the bucket (projects/<region>/<uid>/.renders/legacy/)
// have the idle sweep of render tokens' renders: nobody asked for them within the render
// cache's idle time (a day), they are removed, and the next request renders again.
const DAY_MS = 24 * 60 * 60 * 1000;
const REGION = 'eu-original-1';

let bucket: S3StoreServer;
let server: TestServer;
let demo: string;
let prjuid: string;

beforeAll(async () => {
  bucket = await startS3Store();
  server = await startTestServer({ objectStore: bucket.settings });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Swept renders', REGION);
  expect((await putMovieJson(server, demo, prjuid, 'old', tinyMovie(), REGION)).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await bucket?.close();
});

const legacyKeys = async () => {
  const { endpoint, bucket: name } = bucket.settings;
  const listing = await fetch(
    `${endpoint}/${name}?list-type=2&prefix=${encodeURIComponent(`projects/${REGION}/${prjuid}/.renders/legacy/`)}`,
  );
  return [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)]
    .map((match) => match[1]!)
    .filter((key) => !key.endsWith('/.used'));
};
const ask = () => fetchBytes(server, `/r/${REGION}/render/render/${prjuid}/old.jpg?title=Swept`, { token: demo });

describe("the older render call's renders in the bucket", () => {
  it('stay while asked for within a day, go after a day without a request, and are rendered again on the next', async () => {
    const first = await ask();
    expect(first.status, first.bytes.toString().slice(0, 200)).toBe(200);
    const [render] = await legacyKeys();
    expect(render).toMatch(/\.jpg$/);

    await server.app.legacyRenders.sweep(Date.now() + 0.5 * DAY_MS);
    expect(await legacyKeys()).toEqual([render]);

    await server.app.legacyRenders.sweep(Date.now() + 2 * DAY_MS);
    expect(await legacyKeys()).toEqual([]);
    expect((await ask()).status).toBe(200);
    expect(await legacyKeys()).toEqual([render]);
  }, 120_000);
});
