import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, listData, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Cancelled uploads');
  expect((await putData(server, demo, prjuid, 'kept.txt', 'kept', { contentType: 'text/plain' })).status).toBe(201);
});
afterAll(() => server.close());

const temporary = () => path.join(server.dataDir, 'blobs', 'eu-west-1', prjuid, '.tmp');
const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('a cancelled upload', () => {
  it('leaves no asset and no partial file behind', async () => {
    const before = (await listData(server, demo, prjuid)).json;
    const url = new URL(`${server.url}${api()}/data/${prjuid}/cut-short.mp4`);
    const upload = request(url, {
      method: 'PUT',
      headers: {
        authorization: `istoken ${demo}`,
        'content-type': 'video/mp4',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    const answered = new Promise<void>((resolve) => {
      upload.on('error', () => resolve());
      upload.on('close', () => resolve());
    });
    upload.write(Buffer.alloc(256 * 1024, 1));

    // The server is receiving it: part of the file is in the project's temporary folder.
    const [partial] = await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 1,
    );
    await eventually(
      () => stat(path.join(temporary(), partial as string)).then((info) => info.size),
      (size) => size > 0,
    );

    // The console aborts the request (the user pressed Cancel).
    upload.destroy();
    await answered;
    await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 0,
    );
    expect((await listData(server, demo, prjuid)).json).toEqual(before);
    expect((await server.request(`${api()}/data/${prjuid}/cut-short.mp4`, { token: demo })).status).toBe(404);
  });

  it('of a datasource leaves no datasource and no partial file behind', async () => {
    const before = (await listData(server, demo, prjuid)).json;
    const boundary = 'cancelled-upload-boundary';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="delimiter"',
      '',
      ',',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.csv"',
      'Content-Type: text/csv',
      '',
      '',
    ].join('\r\n');
    const upload = request(new URL(`${server.url}${api()}/datasource/${prjuid}/cut.csv`), {
      method: 'PUT',
      headers: {
        authorization: `istoken ${demo}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    const answered = new Promise<void>((resolve) => {
      upload.on('error', () => resolve());
      upload.on('close', () => resolve());
    });
    upload.write(head + 'name,city\n'.repeat(20_000));

    const [partial] = await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 1,
    );
    await eventually(
      () => stat(path.join(temporary(), partial as string)).then((info) => info.size),
      (size) => size > 0,
    );
    upload.destroy();
    await answered;
    await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 0,
    );
    expect((await listData(server, demo, prjuid)).json).toEqual(before);
  });
});
